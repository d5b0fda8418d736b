/**
 * Mixed mode's one msw handler: every request to the API's root is matched against the
 * contract's operation table; the operations chosen to be mocked are answered by the ordinary mock
 * handlers, everything else is sent to the real backend as it is (cookies, CSRF header and all),
 * and each answer is recorded with who gave it.
 *
 * The browser's cookies belong to the backend, so the mock runs on a fixed session
 * (MockOptions.fixedSession, no Set-Cookie) and a mocked request carries the mock session's
 * XSRF token in place of the backend's.
 */
import {
  bypass,
  getResponse,
  http,
  HttpResponse,
  type HttpHandler,
  type RequestHandler,
} from 'msw';
import { matchOperation } from '@/lib/http/operation-match';
import type { RequestLog } from './request-log';

export interface PartialRouterOptions {
  /** The API's root as an absolute URL (VITE_API_URL, or the app's own base). */
  apiRoot: string;
  /** operationIds the mock answers. */
  mocked: ReadonlySet<string>;
  /** The mock's handlers (mocks/handlers), built for `apiRoot`'s origin. */
  mockHandlers: RequestHandler[];
  /** The mock session's XSRF token. */
  xsrfToken: () => string;
  log: RequestLog;
  /** Sends a request to the backend (default: `fetch(bypass(request))`). */
  fetchBackend?: (request: Request) => Promise<Response>;
  /** Sees a copy of each backend answer (the mock follows who signed in). */
  onBackendAnswer?: (operationId: string | null, response: Response) => void;
}

export function partialRouter(options: PartialRouterOptions): HttpHandler {
  const { mocked, mockHandlers, log } = options;
  const root = new URL(options.apiRoot.endsWith('/') ? options.apiRoot : `${options.apiRoot}/`);
  const fetchBackend = options.fetchBackend ?? sendToBackend;

  return http.all(`${root.href}*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = `/${url.pathname.slice(root.pathname.length)}`;
    const operationId = matchOperation(request.method, path)?.operationId ?? null;
    const entry = { method: request.method, path: path + url.search, operationId };

    if (operationId !== null && mocked.has(operationId)) {
      const headers = new Headers(request.headers);
      if (headers.has('X-XSRF-TOKEN')) headers.set('X-XSRF-TOKEN', options.xsrfToken());
      const response =
        (await getResponse(mockHandlers, new Request(request, { headers }))) ??
        HttpResponse.json(
          { message: `The mock has no handler for ${operationId}.` },
          { status: 501 },
        );
      log.add({ ...entry, answeredBy: 'mock', status: response.status });
      return response;
    }

    try {
      const response = await fetchBackend(request);
      log.add({ ...entry, answeredBy: 'backend', status: response.status });
      options.onBackendAnswer?.(operationId, response.clone());
      return response;
    } catch {
      // The backend cannot be reached: the app sees the network failure it would see without us.
      log.add({ ...entry, answeredBy: 'backend', status: null });
      return HttpResponse.error();
    }
  });
}

/**
 * The request as the app made it, past the worker. The body is read first: a browser's fetch
 * refuses a streamed request body (it wants `duplex`), which is what msw hands the handler.
 */
async function sendToBackend(request: Request): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    credentials: request.credentials,
    redirect: request.redirect,
    signal: request.signal,
  });
  const answer = await fetch(bypass(copy));
  // A fetched response's headers are immutable, and msw writes to the headers of what it answers:
  // hand it a fresh response (streamed through, so a long reply is not held back).
  const nullBody = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(nullBody ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: new Headers(answer.headers),
  });
}
