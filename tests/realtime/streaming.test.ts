import { describe, expect, it, vi } from 'vitest';
import type { Message, MessageDeltaEvent } from '@/generated/model';
import { listenForEvent } from '@/lib/realtime/listen';
import { generateAgentReply } from '@mocks/db/agent-replies';
import { streamReply } from '@mocks/realtime/reply-stream';
import { broadcaster, connectClient, connected, installHarness } from './harness';
import { assistantBase } from './fixtures';

installHarness();

describe('a streamed agent reply', () => {
  it('arrives as message.created, deltas in index order, then message.completed', async () => {
    const echo = connectClient();
    await connected(echo);
    const channel = echo.private('threads.12');
    const events: string[] = [];
    const deltas: MessageDeltaEvent[] = [];
    let completed: Message | undefined;
    listenForEvent(channel, 'message.created', (m) =>
      events.push(`created:${m.status}:${m.content}`),
    );
    listenForEvent(channel, 'message.delta', (d) => {
      events.push('delta');
      deltas.push(d);
    });
    listenForEvent(channel, 'message.completed', (m) => {
      events.push('completed');
      completed = m;
    });
    await vi.waitFor(() => expect(broadcaster.channel('private-threads.12')).toBeDefined());

    const reply = generateAgentReply(7, 'Explain in detail how we publish the minutes', {
      shape: 'long',
    });
    const persisted: Message[] = [];
    const outcome = await streamReply({
      broadcaster,
      reply,
      messageBase: assistantBase(12, 9952),
      paceMs: 0,
      onComplete: (m) => persisted.push(m),
    }).done;
    await vi.waitFor(() => expect(completed).toBeDefined());

    expect(deltas.length).toBeGreaterThan(10);
    expect(events).toEqual(['created:streaming:', ...deltas.map(() => 'delta'), 'completed']);
    expect(deltas.map((d) => d.index)).toEqual(deltas.map((_, i) => i));
    expect(deltas.every((d) => d.thread_id === 12 && d.message_id === 9952)).toBe(true);
    expect(deltas.map((d) => d.delta).join('')).toBe(reply);
    expect(completed).toEqual({
      ...assistantBase(12, 9952),
      content: reply,
      status: 'completed',
      error: null,
    });
    expect(persisted).toEqual([completed]);
    expect(outcome.status).toBe('completed');
  });
});
