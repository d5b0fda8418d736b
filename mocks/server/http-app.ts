/**
 * The HTTP side of `npm run mock:server`: turns each node:http request into a fetch `Request` on
 * the server's configured origin (Laravel's APP_URL), answers it through msw's `getResponse` with
 * the same handlers as the browser and vitest, and does what the web server and Laravel's router
 * do before any route runs:
 * - a URL of 8 KB or more gets 414, before anything else (nginx's 8 KB request-line buffer);
 * - a request line or Host header a real server cannot use gets 400 (./request-target.ts);
 * - a known path called with a method it does not list gets Laravel's 405 with `Allow`, HEAD on
 *   a GET route answers as GET without the body, and TRACE is a method like any other unlisted one
 *   (./routes.ts);
 * - URLs in responses (pagination links) are built from the configured origin, never from the
 *   request's Host header or a raw `//host/...` path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import type { MockState } from '../laravel/mock-state';
import { laravelPath, resolveMethod } from './routes';
import { applyCors, corsPolicyFromEnv, type CorsPolicy } from './cors';
import { isValidHost, requestPath } from './request-target';

/** nginx's `large_client_header_buffers` (4 8k): a request target from this size on is refused. */
export const MAX_URL_LENGTH = 8192;
/** The methods a fetch `Request` can carry; anything else never reaches the handlers. */
const FETCH_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

export interface MockHttpAppOptions {
  state: MockState;
  /** Built for `origin` (createHttpHandlers(state, origin)). */
  handlers: RequestHandler[];
  /** The server's own origin, e.g. `http://127.0.0.1:4010` (APP_URL). */
  origin: string;
  /** One log line per request (default true; tests and the soak turn it off). */
  log?: boolean;
  /** Which origins may call with credentials (default: CORS_ALLOWED_ORIGINS*, else any loopback origin). */
  cors?: CorsPolicy;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function createMockRequestListener({
  state,
  handlers,
  origin,
  log = true,
  cors = corsPolicyFromEnv(),
}: MockHttpAppOptions): RequestListener {
  const appOrigin = new URL(origin).origin;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if ((req.url ?? '').length >= MAX_URL_LENGTH) {
      uriTooLong(req, res);
      return;
    }
    const path = requestPath(req.url ?? '');
    if (path === null || !isValidHost(req.headers.host)) {
      badRequest(res);
      return;
    }
    applyCors(cors, req, res);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const pathname = path.split('?')[0]!;
    if (await control(method, path, res)) return;

    const route = resolveMethod(method, pathname);
    if (route.kind === 'not-allowed') {
      sendJson(
        res,
        405,
        {
          message: `The ${method} method is not supported for route ${laravelPath(pathname)}. Supported methods: ${route.allow.join(', ')}.`,
        },
        { Allow: route.allow.join(', ') },
      );
      return;
    }
    if (route.kind === 'unknown-path' && !FETCH_METHODS.has(method)) {
      notFound(res, pathname, method === 'HEAD');
      return;
    }
    const runAs = route.kind === 'head-as-get' ? 'GET' : method;
    const request = toRequest(req, runAs, appOrigin + path);
    const response = await getResponse(handlers, request);
    const withoutBody = method === 'HEAD';
    if (!response) {
      notFound(res, new URL(request.url).pathname, withoutBody);
      return;
    }
    await writeResponse(res, response, withoutBody);
  }

  /** The mock's own control endpoints, outside the contract. */
  async function control(method: string, path: string, res: ServerResponse): Promise<boolean> {
    const [pathname, query = ''] = path.split('?') as [string, string?];
    if (method === 'POST' && pathname === '/__council-mock/reset') {
      state.realtime.reset();
      await state.reset();
      res.writeHead(204).end();
      return true;
    }
    if (method === 'GET' && pathname === '/__council-mock/stats') {
      // `?gc` collects garbage first when node runs with --expose-gc (npm run soak does).
      if (new URLSearchParams(query).has('gc')) (globalThis as { gc?: () => void }).gc?.();
      sendJson(res, 200, {
        sessions: state.sessions.size,
        sockets: state.realtime.broadcaster.connections.length,
        refusedMessages: state.realtime.broadcaster.refusedMessages,
        memory: process.memoryUsage(),
      });
      return true;
    }
    return false;
  }

  return (req, res) => {
    const started = performance.now();
    if (log)
      res.on('finish', () => {
        const ms = (performance.now() - started).toFixed(1);
        console.log(`${req.method} ${req.url} ${res.statusCode} ${ms}ms`);
      });
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Server Error' });
      else res.destroy();
    });
  };
}

function toRequest(req: IncomingMessage, method: string, url: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      // A header fetch cannot carry (a forbidden byte): Laravel would never see it either.
    }
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (!hasBody) req.resume();
  return new Request(url, {
    method,
    headers,
    // Streamed, so multipart uploads of any size pass through as they arrive.
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  withoutBody: boolean,
): Promise<void> {
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
  }
  // One Set-Cookie header per cookie: joined into one line, clients would read a single cookie.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.writeHead(response.status, response.statusText);
  if (!response.body || withoutBody) {
    await response.body?.cancel();
    res.end();
    return;
  }
  for await (const chunk of Readable.fromWeb(
    response.body as import('node:stream/web').ReadableStream,
  ))
    res.write(chunk);
  res.end();
}

function notFound(res: ServerResponse, pathname: string, withoutBody: boolean): void {
  const body = { message: `The route ${laravelPath(pathname)} could not be found.` };
  if (withoutBody) res.writeHead(404, { 'Content-Type': 'application/json' }).end();
  else sendJson(res, 404, body);
}

/** What nginx answers to a request target over its buffer, before any route or session; the connection is closed. */
function uriTooLong(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  sendJson(res, 414, { message: 'URI Too Long' }, { Connection: 'close' });
}

/** What nginx or PHP's server answers to a request it cannot parse; the connection is closed. */
function badRequest(res: ServerResponse): void {
  sendJson(res, 400, { message: 'Bad Request' }, { Connection: 'close' });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}
