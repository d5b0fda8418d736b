import { matchOperation } from '@/lib/http/operation-match';
import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw';

/**
 * One msw handler in front of the operations' handlers, for the browser. msw reads the cookies
 * (`document.cookie` and its cookie jar) for every handler it tries, before it matches the path,
 * so a call to an operation far down the list paid for dozens of cookie reads: a good part of each
 * answer's time in the demo with the CPU slowed. This picks the operation from the contract's path
 * table (src/lib/http/operation-match.ts, the same most-specific-first order) and lets msw run only
 * its handler. Anything that picks no handler, or that its handler does not answer, goes through
 * the whole list as before, so no request is answered differently.
 *
 * `apiRoot` is what createHandlers was given: an origin, a base path, or both. `handlers` are in
 * the order of src/generated/operations.ts (createOperationHandlers), keyed by operation.
 */
export function dispatchByOperation(handlers: ReadonlyMap<string, RequestHandler>, apiRoot: string): HttpHandler {
  // The API's root may be relative (the demo's own site, under its base path).
  const base = new URL(`${apiRoot}/`, typeof location === 'undefined' ? 'http://localhost' : location.href).pathname.replace(/\/$/, '');
  const all = [...handlers.values()];
  return http.all(`${apiRoot}/*`, async ({ request }) => {
    const pathname = new URL(request.url).pathname;
    const operation = pathname.startsWith(`${base}/`) ? matchOperation(request.method, pathname.slice(base.length)) : undefined;
    const handler = operation && handlers.get(operation.operationId);
    const response = handler ? await getResponse([handler], request) : undefined;
    return response ?? getResponse(all, request);
  });
}
