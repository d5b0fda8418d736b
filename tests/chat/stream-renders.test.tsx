/**
 * A streamed chunk that only lengthens a reply renders that reply alone, not the conversation
 * (src/features/chat/stream/live-text.ts): on a slow CPU the conversation's render on every paced
 * frame was work a key press in the message box waited behind (docs/performance.md).
 */
import './dom-shims';
import './cleanup';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PusherChannelName, RealtimeEvent } from '@/lib/realtime/events';
import { buildRows } from '@/features/chat/conversation/rows';
import { connectAsDemo, DEMO_ID, signIn, useChatMock } from './helpers';
import { renderSubscribed } from './open-thread';

vi.mock('@/features/chat/conversation/rows', async (original) => {
  const rows = await original<typeof import('@/features/chat/conversation/rows')>();
  return { ...rows, buildRows: vi.fn(rows.buildRows) };
});

const mock = useChatMock();
const log = () => screen.getByRole('log', { name: 'Messages' });

beforeEach(async () => {
  await signIn();
});

describe('a reply streaming into the open thread', () => {
  it('grows without a render of the conversation, which renders again when the reply ends', async () => {
    connectAsDemo();
    const thread = mock.state.db.threads
      .by('user_id', DEMO_ID)
      .filter((t) => t.messages_count > 1 && t.messages_count < 20)
      .sort((a, b) => b.id - a.id)[8]!;
    await renderSubscribed(mock, thread.id);
    const channel = PusherChannelName.thread(thread.id);
    const reply = await mock.state.db.messages.create({
      thread_id: thread.id,
      role: 'assistant',
      content: '',
      status: 'streaming',
      error: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const stored = {
      ...reply,
      files: [],
      parent_id: null,
      version: 1,
      versions: [],
      stopped_at: null,
    };
    mock.state.realtime.publish(channel, RealtimeEvent.messageCreated, stored);
    const chunk = (index: number, delta: string) =>
      mock.state.realtime.publish(channel, RealtimeEvent.messageDelta, {
        thread_id: thread.id,
        message_id: reply.id,
        index,
        delta,
      });
    chunk(0, 'A reply ');
    await waitFor(() => expect(log()).toHaveTextContent('A reply'));
    // A reply starting renders the conversation (its stream state gains the reply), a transition
    // that may land after the first chunk's text, which reaches its row directly: on a loaded
    // machine it did (3 runs in 18). Counted from once it is in, what follows is the chunks' alone.
    await waitFor(() => expect(vi.mocked(buildRows).mock.lastCall?.[1][reply.id]).toBeDefined());
    const rowsBuilt = vi.mocked(buildRows).mock.calls.length;

    chunk(1, 'that grows ');
    await waitFor(() => expect(log()).toHaveTextContent('A reply that grows'));
    chunk(2, 'chunk by chunk.');
    await waitFor(() => expect(log()).toHaveTextContent('A reply that grows chunk by chunk.'));
    expect(vi.mocked(buildRows).mock.calls.length).toBe(rowsBuilt);
    expect(log().querySelector('.is-streaming')).not.toBeNull();

    const content = 'A reply that grows chunk by chunk.';
    mock.state.realtime.publish(channel, RealtimeEvent.messageCompleted, {
      ...stored,
      content,
      status: 'completed',
    });
    await waitFor(() => expect(log().querySelector('.is-streaming')).toBeNull());
    expect(vi.mocked(buildRows).mock.calls.length).toBeGreaterThan(rowsBuilt);
    expect(log()).toHaveTextContent(content);
  });
});
