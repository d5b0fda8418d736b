/**
 * The fake agent answers like a model would, whatever the prompt: a 20,000-character message (the
 * most the contract allows) gets a reply of at most MAX_REPLY_CHARS that streams in seconds at
 * the mock server's pace, and the thread takes the next message once it is done.
 */
import type { Message, Thread } from '@/generated/model';
import { listProfileAgents } from '@/generated/api/profile/profile';
import { createThread, sendThreadMessage } from '@/generated/api/threads/threads';
import { describe, expect, it, vi } from 'vitest';
import { MAX_REPLY_CHARS } from '@mocks/db/agent-replies';
import { listen, replyEnded } from '../chat-realtime';
import { signInAs, useMockServer } from '../helpers';

const mock = useMockServer();
/** The mock server's pace (`MOCK_REPLY_PACE_MS`, 40 ms between deltas). */
const SERVER_PACE_MS = 40;

const PROMPTS = {
  'one 20,000-character word': 'a'.repeat(20_000),
  'long words asking for detail':
    `Explain in detail ${'planning'.repeat(800)} ${'budget'.repeat(900)} ${'z'.repeat(7_000)}`.slice(
      0,
      20_000,
    ),
  'many short words': 'please compare the options for the parish budget '
    .repeat(400)
    .slice(0, 20_000),
};

async function newThread(): Promise<Thread> {
  const agent = (await listProfileAgents()).data.find((e) => e.source === 'free')!;
  return (await createThread({ agent_id: agent.id })).data;
}

describe('agent replies to very long prompts', () => {
  for (const [what, prompt] of Object.entries(PROMPTS)) {
    it(`${what}: a bounded reply, streamed in seconds, then the thread takes a new message`, async () => {
      await signInAs('demo@example.com');
      const thread = await newThread();
      const channel = listen(mock.state, `private-threads.${thread.id}`);
      expect(prompt.length).toBeLessThanOrEqual(20_000);
      await sendThreadMessage(thread.id, { content: prompt });
      await vi.waitFor(() => expect(replyEnded(channel)).toBe(true));

      const events = channel.events();
      const completed = events.find((e) => e.event === 'message.completed')!.data as Message;
      const deltas = events.filter((e) => e.event === 'message.delta');
      expect(completed.content.length).toBeGreaterThan(0);
      expect(completed.content.length).toBeLessThanOrEqual(MAX_REPLY_CHARS + 1);
      // At the server's pace the reply streams in under 20 seconds.
      expect(deltas.length * SERVER_PACE_MS).toBeLessThan(20_000);

      const next = await sendThreadMessage(thread.id, { content: 'Thanks, and the deadline?' });
      expect(next.data.role).toBe('user');
      channel.close();
    });
  }
});
