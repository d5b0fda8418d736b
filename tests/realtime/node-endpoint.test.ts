// @vitest-environment node
/**
 * The fake Reverb on a real WebSocket endpoint of a node:http server (what `npm run mock:server`
 * serves), with pusher-js's Node build (loaded with require, past the test alias to the web build)
 * and laravel-echo, over loopback only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type Pusher from 'pusher-js';
import type { Message, MessageDeltaEvent } from '@/generated/model';
import { createEcho } from '@/lib/realtime/echo';
import { createBroadcaster } from '@mocks/realtime/broadcaster';
import { attachReverbToHttpServer, type AttachedReverb } from '@mocks/realtime/node-server';
import { streamReply } from '@mocks/realtime/reply-stream';
import { generateAgentReply } from '@mocks/db/agent-replies';
import { assistantBase } from './fixtures';

const NodePusher = createRequire(import.meta.url)('pusher-js') as typeof Pusher;
const APP_KEY = 'node-key';
const broadcaster = createBroadcaster({ appKey: APP_KEY, appSecret: 'node-secret' });
let server: Server;
let reverb: AttachedReverb;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    // Stands in for the mock backend's /broadcasting/auth handler.
    if (request.method === 'POST' && request.url === '/broadcasting/auth') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { socket_id, channel_name } = JSON.parse(body) as {
          socket_id: string;
          channel_name: string;
        };
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(broadcaster.signChannel(socket_id, channel_name)));
      });
      return;
    }
    response.writeHead(404).end();
  });
  reverb = attachReverbToHttpServer(server, broadcaster);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await reverb.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('real WebSocket endpoint (node:http + ws)', () => {
  it('streams a reply to laravel-echo on pusher-js for Node', async () => {
    const echo = createEcho({
      key: APP_KEY,
      host: '127.0.0.1',
      port,
      scheme: 'http',
      forceTLS: false,
      authEndpoint: '/broadcasting/auth',
      Pusher: NodePusher,
      authorize: async (body) => {
        const response = await fetch(`http://127.0.0.1:${port}/broadcasting/auth`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { auth: string };
      },
    });
    try {
      const deltas: MessageDeltaEvent[] = [];
      let completed: Message | undefined;
      const subscribed = vi.fn();
      echo
        .private('threads.12')
        .subscribed(subscribed)
        .listen('.message.delta', (d: MessageDeltaEvent) => deltas.push(d))
        .listen('.message.completed', (m: Message) => (completed = m));
      await vi.waitFor(() => expect(subscribed).toHaveBeenCalled());
      const socketId = echo.socketId();
      expect(socketId).toMatch(/^\d+\.\d+$/);

      const reply = generateAgentReply(3, 'Compare the options for grass cutting', {
        shape: 'table',
      });
      await streamReply({ broadcaster, reply, messageBase: assistantBase(12, 77), paceMs: 0 }).done;
      await vi.waitFor(() => expect(completed).toBeDefined());
      expect(deltas.map((d) => d.index)).toEqual(deltas.map((_, i) => i));
      expect(deltas.map((d) => d.delta).join('')).toBe(reply);
      expect(completed).toMatchObject({ id: 77, content: reply, status: 'completed' });
      expect(
        broadcaster.frames
          .entries({ socketId, direction: 'out' })
          .map((e) => e.event)
          .filter((e) => e?.startsWith('message.')),
      ).toEqual(['message.created', ...deltas.map(() => 'message.delta'), 'message.completed']);
    } finally {
      echo.disconnect();
    }
  });

  it('refuses an unknown app key like Reverb: error 4001, then a cut without close frame', async () => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/app/wrong?protocol=7&client=js&version=8.6.0&flash=false`,
    );
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (closeCode) => resolve(closeCode)),
    );
    expect(messages).toEqual([
      '{"event":"pusher:error","data":"{\\"code\\":4001,\\"message\\":\\"Application does not exist\\"}"}',
    ]);
    expect(code).toBe(1006);
  });

  it('answers 404 "Not found." to an upgrade outside /app/{key}, a trailing slash included', async () => {
    for (const path of ['/elsewhere', `/app/${APP_KEY}/`, '/app/', `/app/${APP_KEY}/extra`]) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
      const answer = await new Promise<{ status?: number; body: string }>((resolve) =>
        socket.on('unexpected-response', (_request, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body }));
        }),
      );
      socket.on('error', () => undefined);
      expect({ path, ...answer }).toEqual({ path, status: 404, body: 'Not found.' });
    }
  });

  it('takes a malformed escape in the key as an unknown app (4001), and the server keeps running', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/%E0%A4%A`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(messages[0]).toContain('4001');
    const ok = new WebSocket(`ws://127.0.0.1:${port}/app/${APP_KEY}`);
    const first = await new Promise<string>((resolve) =>
      ok.once('message', (data) => resolve(data.toString())),
    );
    expect(first).toContain('pusher:connection_established');
    ok.close();
  });

  it('reads a binary message as text, as Reverb does', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${APP_KEY}`);
    await new Promise((resolve) => socket.once('message', resolve));
    socket.send(Buffer.from('{"event":"pusher:ping","data":{}}'), { binary: true });
    const reply = await new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(data.toString())),
    );
    expect(reply).toBe('{"event":"pusher:pong"}');
    socket.close();
  });
});
