/**
 * The mock state's broadcaster wiring: the WebSocket link answers the app's Reverb URL on any
 * host with the app key of .env.development, and signs channels with the matching secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMockServer, type TestMockServer } from './node';
import { verifyChannelAuth } from './realtime/signature';
import { REVERB_APP_KEY, REVERB_APP_SECRET } from './realtime-wiring';

let mock: TestMockServer;
beforeAll(async () => {
  mock = await createTestMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => mock.server.close());

/** The first frame the server sends on a new socket. */
function handshake(url: string): Promise<{ event: string; data: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as { event: string; data: string };
      socket.close();
      resolve({ event: frame.event, data: JSON.parse(frame.data) });
    });
    socket.addEventListener('error', () => reject(new Error(`no handshake from ${url}`)));
  });
}

describe('the mock broadcaster wiring', () => {
  it('uses the app key of .env.development', () => {
    expect(REVERB_APP_KEY).toBe('council-local-key');
    expect(mock.state.realtime.appKey).toBe(REVERB_APP_KEY);
  });

  it('answers the Reverb URL on the default host and on any other', async () => {
    for (const host of ['ws://127.0.0.1:4010', 'wss://reverb.example.test']) {
      const frame = await handshake(
        `${host}/app/${REVERB_APP_KEY}?protocol=7&client=js&version=8.6.0&flash=false`,
      );
      expect(frame.event).toBe('pusher:connection_established');
      expect(frame.data).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/) });
    }
  });

  it('refuses an unknown app key with error 4001', async () => {
    const frame = await handshake('ws://127.0.0.1:4010/app/someone-elses-key');
    expect(frame).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'Application does not exist' },
    });
  });

  it('signs private channels with the secret the broadcaster checks', () => {
    const { auth } = mock.state.realtime.signChannel('123.456', 'private-threads.1');
    expect(auth.startsWith(`${REVERB_APP_KEY}:`)).toBe(true);
    expect(
      verifyChannelAuth(REVERB_APP_SECRET, '123.456', 'private-threads.1', auth, undefined),
    ).toBe(true);
  });
});
