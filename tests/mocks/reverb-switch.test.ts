// @vitest-environment node
/** The mock server's Reverb switch: Reverb down refuses WebSockets while the API keeps answering. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMockState } from '@mocks/state';
import type { MockState } from '@mocks/laravel/mock-state';
import { REVERB_SWITCH_PATH, reverbSwitch, type ReverbSwitch } from '@mocks/server/reverb-switch';

let state: MockState;
let server: Server;
let port: number;
let reverb: ReverbSwitch;

beforeAll(async () => {
  state = await createMockState();
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

/** Resolves with the first Pusher frame's event, or 'refused' when the socket never opens. */
function handshake(): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${state.realtime.appKey}?protocol=7`);
    socket.on('message', (data: Buffer) => {
      resolve((JSON.parse(data.toString()) as { event: string }).event);
      socket.close();
    });
    socket.on('error', () => resolve('refused'));
  });
}

const flip = (running: unknown) =>
  fetch(`http://127.0.0.1:${port}${REVERB_SWITCH_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ running }),
  });

it('stops and starts the WebSocket endpoint while the HTTP side keeps answering', async () => {
  expect(await handshake()).toBe('pusher:connection_established');

  const down = await flip(false);
  expect(await down.json()).toEqual({ running: false });
  expect(await handshake()).toBe('refused');
  expect(await (await fetch(`http://127.0.0.1:${port}/api/profile`)).text()).toBe('api');

  expect(await (await flip(true)).json()).toEqual({ running: true });
  expect(await handshake()).toBe('pusher:connection_established');
});

it('answers 422 to a body that does not say running true or false', async () => {
  expect((await flip('yes')).status).toBe(422);
  expect(reverb.running).toBe(true);
});
