/**
 * `npm run mock:server`: the mock backend on a real port (127.0.0.1, PORT or 4010) for clients
 * outside the browser (curl, scripts, a frontend on another port, the conformance checks). A plain
 * node:http server turns each request into a fetch `Request`, answers it through msw's
 * `getResponse` with the same handlers as the browser and vitest, and serves the fake Reverb's
 * WebSocket endpoint (`ws://127.0.0.1:4010/app/{key}`) on the same port.
 *
 * `@mswjs/http-middleware` does not work with msw 3 (every request fails), hence this file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, RequestHandler } from 'msw';
import { createHandlers } from '../handlers';
import { attachReverbToHttpServer } from '../realtime/node-server';
import { createMockState } from '../state';

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4010);

/** Frontends on loopback (any port) may call with credentials; nothing else gets CORS headers. */
const DEV_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const ALLOWED_HEADERS =
  'Accept, Content-Type, X-XSRF-TOKEN, X-CSRF-TOKEN, X-Requested-With, X-Socket-ID, Authorization';

const state = await createMockState({
  httpOnlySessionCookie: true,
  replyPaceMs: Number(process.env.MOCK_REPLY_PACE_MS ?? 40),
});
// Any origin: the handlers answer whatever Host the client used (127.0.0.1, localhost, a LAN name).
const handlers = createHandlers(state, '*').filter(
  (handler): handler is RequestHandler => handler instanceof RequestHandler,
);

const server = createServer((req, res) => {
  const started = performance.now();
  res.on('finish', () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${req.method} ${req.url} ${res.statusCode} ${ms}ms`);
  });
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) sendJson(res, 500, { message: 'Server Error' });
    else res.destroy();
  });
});

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyCors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'POST' && req.url === '/__council-mock/reset') {
    state.realtime.reset();
    await state.reset();
    res.writeHead(204).end();
    return;
  }

  const request = toRequest(req);
  const response = await getResponse(handlers, request);
  if (!response) {
    const path = new URL(request.url).pathname.replace(/^\//, '');
    sendJson(res, 404, { message: `The route ${path} could not be found.` });
    return;
  }
  await writeResponse(res, response);
}

function toRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${PORT}`}`);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    // Streamed, so multipart uploads of any size pass through as they arrive.
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
  }
  // One Set-Cookie header per cookie: joined into one line, clients would read a single cookie.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.writeHead(response.status, response.statusText);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of Readable.fromWeb(
    response.body as import('node:stream/web').ReadableStream,
  ))
    res.write(chunk);
  res.end();
}

function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin || !DEV_ORIGIN.test(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
  );
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  res.setHeader('Access-Control-Max-Age', '7200');
  res.setHeader('Vary', 'Origin');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

const reverb = attachReverbToHttpServer(server, state.realtime.broadcaster);

server.listen(PORT, HOST, () => {
  console.log(
    `Mock backend listening on http://${HOST}:${PORT} (Reverb: ws://${HOST}:${PORT}/app/${state.realtime.appKey})`,
  );
  console.log(
    'Seeded accounts: demo@example.com, member@example.com, partner@example.com, manager@example.com, nocouncil@example.com, unverified@example.com (password: password)',
  );
});

async function shutdown(): Promise<void> {
  state.realtime.reset();
  await reverb.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
