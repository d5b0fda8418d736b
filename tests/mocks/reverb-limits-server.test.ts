// @vitest-environment node
/**
 * The mock server's fake Reverb with a limit turned on, over a real WebSocket: the Origin header of
 * the handshake is what the allow-list reads; `GET /__council-mock/reverb` names the Reverb release
 * followed and the limits in force.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MockState } from '@mocks/laravel/mock-state';
import { createMockState } from '@mocks/state';
import { REVERB_SWITCH_PATH, reverbSwitch, type ReverbSwitch } from '@mocks/server/reverb-switch';

let state: MockState;
let server: Server;
let port: number;
let reverb: ReverbSwitch;

beforeAll(async () => {
  state = await createMockState({
    reverbLimits: { allowedOrigins: ['localhost', '*.example.com'] },
  });
  server = createServer();
  reverb = reverbSwitch(server, state.realtime.broadcaster);
  server.on(
    'request',
    reverb.listener((_req, res) => res.writeHead(200).end('api')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await reverb.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The first frame the server sends to a socket opened with that Origin header. */
function firstFrame(origin?: string): Promise<{ event: string; data: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${state.realtime.appKey}?protocol=7`, {
      headers: origin ? { Origin: origin } : {},
    });
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      resolve({ event: frame.event, data: JSON.parse(frame.data) });
      socket.close();
    });
    socket.on('error', reject);
  });
}

it('lets a page of an allowed host in, and refuses another with 4009 "Origin not allowed"', async () => {
  expect((await firstFrame('http://localhost:5173')).event).toBe('pusher:connection_established');
  expect((await firstFrame('https://app.example.com')).event).toBe('pusher:connection_established');
  expect(await firstFrame('https://evil.example')).toEqual({
    event: 'pusher:error',
    data: { code: 4009, message: 'Origin not allowed' },
  });
  expect((await firstFrame()).event).toBe('pusher:error');
});

it('says which Reverb it follows and the limits in force', async () => {
  const response = await fetch(`http://127.0.0.1:${port}${REVERB_SWITCH_PATH}`);
  expect(await response.json()).toEqual({
    running: true,
    reverb_version: '1.10.2',
    limits: {
      rateLimiting: null,
      allowedOrigins: ['localhost', '*.example.com'],
      maxConnections: null,
    },
  });
});
