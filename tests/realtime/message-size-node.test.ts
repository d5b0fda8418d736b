// @vitest-environment node
/**
 * The fake Reverb's size limit on the real WebSocket endpoint of `npm run mock:server`: a frame
 * over 10,000 bytes closes the socket with 1009 "Maximum message size exceeded" (as Reverb does)
 * before the server buffers it, whatever its size, and the closed socket leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REVERB_APP_KEY } from '@mocks/realtime-wiring';
import { startMockHttpServer, type RunningMockServer } from '../mocks/server-harness';

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockHttpServer();
});
afterAll(() => mock.close());

function open(): Promise<{
  socket: WebSocket;
  frames: string[];
  closed: Promise<{ code: number; reason: string }>;
}> {
  const socket = new WebSocket(`ws://127.0.0.1:${mock.port}/app/${REVERB_APP_KEY}?protocol=7`);
  const frames: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  // The server may cut the socket while a big frame is still being written.
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.on('message', (data) => {
      frames.push(data.toString());
      if (frames.length === 1) resolve({ socket, frames, closed });
    });
  });
}

const ping = (padding: number) =>
  JSON.stringify({ event: 'pusher:ping', data: { pad: 'a'.repeat(padding) } });

describe('Reverb maximum message size on the ws endpoint', () => {
  it('answers a frame under the limit', async () => {
    const { socket, frames, closed } = await open();
    socket.send(ping(9_000));
    await expect.poll(() => frames.at(-1)).toBe('{"event":"pusher:pong"}');
    socket.close();
    await closed;
    await expect.poll(() => mock.state.realtime.broadcaster.connections).toEqual([]);
  });

  for (const [label, bytes] of [
    ['one frame just over 10,000 bytes', 10_001],
    ['a 50 MB frame', 50 * 1024 * 1024],
  ] as const) {
    it(`closes with 1009 for ${label} and forgets the socket`, async () => {
      const refusedBefore = mock.state.realtime.broadcaster.refusedMessages;
      const { socket, closed } = await open();
      expect(mock.state.realtime.broadcaster.connections).toHaveLength(1);
      socket.send(ping(bytes - ping(0).length));
      await expect(closed).resolves.toEqual({
        code: 1009,
        reason: 'Maximum message size exceeded',
      });
      await expect.poll(() => mock.state.realtime.broadcaster.connections).toEqual([]);
      expect(mock.state.realtime.broadcaster.refusedMessages).toBe(refusedBefore + 1);
    });
  }
});
