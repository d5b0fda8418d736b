import { describe, expect, it } from 'vitest';
import { createBroadcaster } from './broadcaster';
import { createFakeConnection } from './fake-connection';
import { splitIntoDeltas, streamReply, type MessageBase } from './reply-stream';

const base: MessageBase = {
  id: 9952,
  thread_id: 12,
  role: 'assistant',
  files: [],
  parent_id: 9951,
  version: 1,
  versions: [],
  stopped_at: null,
  created_at: '2025-03-14T09:26:54.000000Z',
  updated_at: '2025-03-14T09:26:54.000000Z',
};

function subscribed() {
  const broadcaster = createBroadcaster({ appKey: 'k', appSecret: 's' });
  const conn = createFakeConnection();
  const socketId = broadcaster.accept(conn)!;
  conn.emit({
    event: 'pusher:subscribe',
    data: {
      ...broadcaster.signChannel(socketId, 'private-threads.12'),
      channel: 'private-threads.12',
    },
  });
  const events = () =>
    conn.received.filter(
      (f) => f.channel === 'private-threads.12' && !f.event.startsWith('pusher'),
    );
  return { broadcaster, events };
}

describe('splitIntoDeltas', () => {
  it('cuts deterministically into pieces that join back to the text', () => {
    const text =
      'Yes, in most cases. Under **Class A** of the General Permitted Development Order...';
    const chunks = splitIntoDeltas(text, 'seed');
    expect(chunks.join('')).toBe(text);
    expect(chunks).toEqual(splitIntoDeltas(text, 'seed'));
    expect(chunks.every((c) => c.length >= 1 && c.length <= 24)).toBe(true);
  });
});

describe('streamReply', () => {
  it('publishes created, deltas with consecutive indexes, then completed, persisting first', async () => {
    const { broadcaster, events } = subscribed();
    const persisted: string[] = [];
    const stream = streamReply({
      broadcaster,
      reply: 'Hello **world**, three chunks.',
      chunks: ['Hello **', 'world**, ', 'three chunks.'],
      messageBase: base,
      paceMs: 0,
      now: () => '2025-03-14T09:27:10.000000Z',
      onComplete: (m) => persisted.push(`${m.status}:${m.content}:${events().length}`),
    });
    expect(events()).toEqual([]); // asynchronous even at pace 0
    expect((await stream.done).status).toBe('completed');
    expect(events()).toEqual([
      {
        event: 'message.created',
        channel: 'private-threads.12',
        data: { ...base, content: '', status: 'streaming', error: null },
      },
      {
        event: 'message.delta',
        channel: 'private-threads.12',
        data: { thread_id: 12, message_id: 9952, index: 0, delta: 'Hello **' },
      },
      {
        event: 'message.delta',
        channel: 'private-threads.12',
        data: { thread_id: 12, message_id: 9952, index: 1, delta: 'world**, ' },
      },
      {
        event: 'message.delta',
        channel: 'private-threads.12',
        data: { thread_id: 12, message_id: 9952, index: 2, delta: 'three chunks.' },
      },
      {
        event: 'message.completed',
        channel: 'private-threads.12',
        data: {
          ...base,
          content: 'Hello **world**, three chunks.',
          status: 'completed',
          error: null,
          updated_at: '2025-03-14T09:27:10.000000Z',
        },
      },
    ]);
    expect(persisted).toEqual(['completed:Hello **world**, three chunks.:4']);
  });

  it('fails after the given number of chunks with message.failed', async () => {
    const { broadcaster, events } = subscribed();
    broadcaster.faults.failReplies({ afterChunks: 1 });
    const failed: unknown[] = [];
    const outcome = await streamReply({
      broadcaster,
      reply: 'abcdef',
      chunks: ['ab', 'cd', 'ef'],
      messageBase: base,
      paceMs: 0,
      onFailed: (m) => failed.push(m),
    }).done;
    expect(events().map((e) => e.event)).toEqual([
      'message.created',
      'message.delta',
      'message.failed',
    ]);
    expect(events().at(-1)!.data).toEqual({
      thread_id: 12,
      message_id: 9952,
      message: 'The agent is unavailable right now. Please try again.',
    });
    expect(outcome.message).toMatchObject({
      status: 'failed',
      content: 'ab',
      error: 'The agent is unavailable right now. Please try again.',
    });
    expect(failed).toEqual([outcome.message]);
  });

  it('stops silently when cancelled', async () => {
    const { broadcaster, events } = subscribed();
    const stream = streamReply({
      broadcaster,
      reply: 'abcdef',
      chunks: ['ab', 'cd', 'ef'],
      messageBase: base,
      paceMs: 5,
      startDelayMs: 0,
    });
    await broadcaster.frames.waitFor({ event: 'message.delta', direction: 'out' });
    stream.cancel();
    expect((await stream.done).status).toBe('cancelled');
    const sent = events().length;
    await new Promise((r) => setTimeout(r, 30));
    expect(events().length).toBe(sent);
    expect(events().map((e) => e.event)).not.toContain('message.completed');
  });

  it('follows the pace forced by the faults', async () => {
    const { broadcaster } = subscribed();
    broadcaster.faults.setStreamPace(25);
    const started = Date.now();
    await streamReply({
      broadcaster,
      reply: 'abcd',
      chunks: ['ab', 'cd'],
      messageBase: base,
      paceMs: 0,
    }).done;
    // created after startDelay (0), then 2 deltas + completion at 25 ms each.
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
  });
});
