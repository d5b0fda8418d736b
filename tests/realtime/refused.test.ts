/**
 * A Reverb that refuses the connection (its opt-in limits: an origin it does not allow, its
 * connection quota) sends the error instead of the handshake; pusher-js then disconnects for good.
 * The app says live updates are unavailable, as for a Reverb it cannot reach, and keeps trying
 * (src/lib/realtime/retry.ts).
 */
import Pusher from 'pusher-js';
import { describe, expect, it, vi } from 'vitest';
import { createBroadcaster } from '@mocks/realtime/broadcaster';
import { createReverbLink } from '@mocks/realtime/msw-link';
import type { ReverbLimits } from '@mocks/realtime/limits';
import { realtimeStatus } from '@/lib/realtime/connection-status';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/session';
import { APP_KEY, APP_SECRET, config, installHarness, server } from './harness';

installHarness();

function refusingReverb(port: number, limits: ReverbLimits) {
  const reverb = createBroadcaster({ appKey: APP_KEY, appSecret: APP_SECRET, limits });
  server.use(createReverbLink(reverb, `ws://127.0.0.1:${port}/app/:key`));
  return reverb;
}

describe('a Reverb that refuses the connection', () => {
  it.each([
    [
      'an origin it does not allow (4009)',
      { allowedOrigins: ['app.example.com'] },
      'Origin not allowed',
    ],
    [
      'no place under its connection quota (4004)',
      { maxConnections: 0 },
      'Application is over connection quota',
    ],
  ])('%s: the app shows live updates as unavailable', async (_what, limits, message) => {
    const reverb = refusingReverb(4011, limits);
    connectRealtime({ id: 1 }, { config: { ...config, port: 4011 }, Pusher });
    await vi.waitFor(() =>
      expect(reverb.frames.entries({ event: 'pusher:error' })).toHaveLength(1),
    );
    expect(reverb.frames.entries({ event: 'pusher:error' })[0]!.data).toEqual({
      code: expect.any(Number),
      message,
    });
    await vi.waitFor(() => expect(realtimeStatus.getSnapshot()).toBe('unavailable'));
    disconnectRealtime();
  });
});
