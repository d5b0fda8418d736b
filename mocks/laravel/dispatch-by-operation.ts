import { operations } from '@/generated/operations';
import { matchOperation } from '@/lib/http/operation-match';
import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw';

/** Each operation's handler by its id, and the whole list in the order of src/generated/operations.ts. */
export interface OperationHandlerSource {
  get(operationId: string): RequestHandler | undefined;
  all(): RequestHandler[];
}

/**
 * One msw handler in front of the operations' handlers, for the browser. msw reads the cookies
 * (`document.cookie` and its cookie jar) for every handler it tries, before it matches the path,
 * so a call to an operation far down the list paid for dozens of cookie reads: a good part of each
 * answer's time in the demo with the CPU slowed. This picks the operation from the contract's path
 * table (src/lib/http/operation-match.ts, the same most-specific-first order) and lets msw run only
 * its handler. Anything that picks no handler, or that its handler does not answer, goes through
 * the whole list as before, so no request is answered differently. A path outside the API's first
 * segments (`/api`, `/sanctum`, `/broadcasting`: the app's own scripts and images, which msw's
 * worker also hands to the page) skips the list at once, as no operation's path could match it.
 *
 * `apiRoot` is what createHandlers was given: an origin, a base path, or both. `handlers` are in
 * the order of src/generated/operations.ts (createOperationHandlers), keyed by operation, or built
 * on first use (lazyOperationHandlers).
 */
export function dispatchByOperation(
  handlers: ReadonlyMap<string, RequestHandler> | OperationHandlerSource,
  apiRoot: string,
): HttpHandler {
  // The API's root may be relative (the demo's own site, under its base path).
  const base = new URL(
    `${apiRoot}/`,
    typeof location === 'undefined' ? 'http://localhost' : location.href,
  ).pathname.replace(/\/$/, '');
  const source: OperationHandlerSource =
    handlers instanceof Map
      ? { get: (id) => handlers.get(id), all: () => [...handlers.values()] }
      : (handlers as OperationHandlerSource);
  // The whole list only when a request picks no operation (built then, in the table's order).
  let list: RequestHandler[] | null = null;
  const all = () => (list ??= source.all());
  // msw matches a handler's path against the decoded address, regardless of case.
  const roots = new Set(operations.map((op) => op.path.split('/')[1]!.toLowerCase()));
  return http.all(`${apiRoot}/*`, async ({ request }) => {
    const pathname = new URL(request.url).pathname;
    if (!pathname.startsWith(`${base}/`)) return getResponse(all(), request);
    const path = pathname.slice(base.length);
    const root = decodedRoot(path);
    if (root === null) return getResponse(all(), request);
    if (!roots.has(root)) return undefined;
    const operation = matchOperation(request.method, path);
    const handler = operation && source.get(operation.operationId);
    const response = handler ? await getResponse([handler], request) : undefined;
    return response ?? getResponse(all(), request);
  });
}

/** The first segment of a path, decoded and lower-cased; null when it does not decode. */
function decodedRoot(path: string): string | null {
  try {
    return decodeURIComponent(path.split('/')[1]!).toLowerCase();
  } catch {
    return null;
  }
}
