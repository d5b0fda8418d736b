import { describe, expect, it, vi } from 'vitest';
import { UNIT_WAIT_MS } from '../support/test-waits';
import type { Message } from '@/generated/model';
import { realtimeStatus, type RealtimeStatus } from '@/lib/realtime/connection-status';
import { listenForEvent } from '@/lib/realtime/listen';
import { connectRealtime, disconnectRealtime, getEcho, onReconnected } from '@/lib/realtime';
import { streamReply } from '@mocks/realtime/reply-stream';
import { assistantBase } from './fixtures';
import { broadcaster, config, installHarness } from './harness';

installHarness();

describe('reconnect after an injected drop', () => {
  it('comes back after a 41xx close, resubscribes, then resyncs so that nothing is lost', async () => {
    // The server side: what GET /api/threads/20 would return.
    const stored = new Map<number, Message>();
    // The client side: the thread as the UI holds it, fed by events and by refetches.
    const shown = new Map<number, Message>();
    const statuses: RealtimeStatus[] = [];
    const unsubscribeStatus = realtimeStatus.subscribe(() =>
      statuses.push(realtimeStatus.getSnapshot()),
    );
    const resyncs: { socket: string | undefined; lastSubscribedSocket: string | undefined }[] = [];
    const stopResync = onReconnected(() => {
      const lastSubscribed = broadcaster.frames.last({
        event: 'pusher_internal:subscription_succeeded',
        channel: 'private-threads.20',
      });
      resyncs.push({
        socket: getEcho()?.socketId(),
        lastSubscribedSocket: lastSubscribed?.socketId,
      });
      shown.clear();
      for (const [id, message] of stored) shown.set(id, { ...message });
    });

    try {
      const echo = connectRealtime({ id: 3 }, { config });
      expect(connectRealtime({ id: 3 }, { config })).toBe(echo); // one connection per user
      const channel = echo.private('threads.20');
      listenForEvent(channel, 'message.created', (m) => shown.set(m.id, m));
      listenForEvent(channel, 'message.delta', (d) => {
        const m = shown.get(d.message_id);
        if (m) shown.set(m.id, { ...m, content: m.content + d.delta });
      });
      listenForEvent(channel, 'message.completed', (m) => shown.set(m.id, m));
      await vi.waitFor(() =>
        expect(broadcaster.channel('private-threads.20')?.subscribers).toHaveLength(1),
      );
      const firstSocket = echo.socketId();

      const reply = (id: number, text: string, paceMs = 0) =>
        streamReply({
          broadcaster,
          reply: text,
          chunks: text.match(/.{1,4}/gs)!,
          messageBase: assistantBase(20, id),
          paceMs,
          startDelayMs: 0,
          onComplete: (m) => stored.set(m.id, m),
          onProgress: (content) =>
            stored.set(id, { ...assistantBase(20, id), content, status: 'streaming', error: null }),
        });

      await reply(1, 'First reply, live.').done;
      await vi.waitFor(() => expect(shown.get(1)?.status).toBe('completed'));

      // Reply 2 is streaming when the connection drops; it finishes while the client is away.
      const second = reply(2, 'Second reply: it completes while the client is away.', 10);
      await broadcaster.frames.waitFor(
        (e) => e.event === 'message.delta' && (e.data as { message_id: number }).message_id === 2,
        { timeoutMs: UNIT_WAIT_MS },
      );
      expect(broadcaster.faults.dropAll(4100)).toBe(1);
      expect(broadcaster.frames.last({ direction: 'close' })).toMatchObject({
        socketId: firstSocket,
        code: 4100,
        closedBy: 'server',
      });
      expect((await second.done).status).toBe('completed');
      expect(shown.get(2)?.status).toBe('streaming'); // the live copy missed the end

      await vi.waitFor(() => expect(resyncs).toHaveLength(1));
      expect(echo.socketId()).not.toBe(firstSocket);
      // The resync ran only once the channel was subscribed again on the new socket.
      expect(resyncs[0]).toEqual({
        socket: echo.socketId(),
        lastSubscribedSocket: echo.socketId(),
      });
      expect(shown.get(2)).toEqual(stored.get(2));

      await reply(3, 'Third reply, live again.').done;
      await vi.waitFor(() => expect(shown.get(3)?.status).toBe('completed'));
      expect([...shown.values()].map((m) => [m.id, m.status, m.content])).toEqual([
        [1, 'completed', 'First reply, live.'],
        [2, 'completed', 'Second reply: it completes while the client is away.'],
        [3, 'completed', 'Third reply, live again.'],
      ]);
      expect(resyncs).toHaveLength(1);
      expect([...statuses]).toEqual(['connecting', 'connected', 'connecting', 'connected']);
      expect(getEcho()).toBe(echo);
    } finally {
      disconnectRealtime();
      stopResync();
      unsubscribeStatus();
    }
    expect(realtimeStatus.getSnapshot()).toBe('disconnected');
    expect(getEcho()).toBeNull();
  });
});
