/**
 * The mock backend as `npm run mock:server` serves it (mocks/server/http-app.ts and the ws
 * endpoint), on 127.0.0.1 and a free port, for tests that must speak real HTTP and WebSocket:
 * raw request lines, bad Host headers, malformed multipart, oversized frames. Plus a small
 * cookie-keeping client that does the Sanctum flow as curl with a jar would.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { PASSWORD } from '@mocks/db/seed-ids';
import { createHttpHandlers } from '@mocks/handlers';
import { attachReverbToHttpServer, type AttachedReverb } from '@mocks/realtime/node-server';
import { createMockRequestListener } from '@mocks/server/http-app';
import { createMockHttpServer, type ServerTimeouts } from '@mocks/server/http-server';
import { createMockState } from '@mocks/state';
import type { MockOptions, MockState } from '@mocks/laravel/mock-state';

export interface RunningMockServer {
  state: MockState;
  server: Server;
  reverb: AttachedReverb;
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** `timeouts` override the server's (mocks/server/http-server.ts), for tests of stalled clients. */
export async function startMockHttpServer(
  options: Partial<MockOptions> = {},
  timeouts: Partial<ServerTimeouts> = {},
): Promise<RunningMockServer> {
  const state = await createMockState({ httpOnlySessionCookie: true, replyPaceMs: 0, ...options });
  const server = createMockHttpServer(undefined, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const handlers = createHttpHandlers(state, origin);
  server.on('request', createMockRequestListener({ state, handlers, origin, log: false }));
  const reverb = attachReverbToHttpServer(server, state.realtime.broadcaster);
  return {
    state,
    server,
    reverb,
    port,
    origin,
    async close() {
      state.realtime.reset();
      await reverb.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Sends bytes as they are (a request line or header fetch would refuse) and returns the raw answer. */
export function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const at = data.indexOf('\r\n\r\n');
      const head = at < 0 ? data : data.slice(0, at);
      let body = at < 0 ? '' : data.slice(at + 4);
      if (/^transfer-encoding: chunked$/im.test(head)) body = dechunk(body);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

function dechunk(body: string): string {
  let out = '';
  for (let at = 0; at < body.length;) {
    const end = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, end), 16);
    if (!(size > 0)) break;
    out += body.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
  return out;
}

/** A client with a cookie jar, like curl -b/-c: keeps laravel_session and XSRF-TOKEN. */
export class JarClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  get xsrf(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async request(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: BodyInit } = {},
  ) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.origin + path, {
      method,
      headers: { Accept: 'application/json', ...(cookie && { Cookie: cookie }), ...init.headers },
      body: init.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  /** A JSON call with the XSRF header, as the app makes it. */
  json(method: string, path: string, body?: unknown) {
    return this.request(method, path, {
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': this.xsrf },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async signIn(email: string): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
    const response = await this.json('POST', '/api/login', {
      email,
      password: PASSWORD,
      remember: false,
    });
    if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  }
}
