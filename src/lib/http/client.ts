/**
 * The one HTTP client (orval's mutator): every generated hook calls the API through here, so the
 * rules of docs/architecture.md#the-http-client-rules live in this file and nowhere else.
 */
import { ApiError, errorMessageFrom } from './api-error';
import { emitUnauthenticated } from './auth-events';
import { backendReady } from './backend-gate';
import { apiUrl } from './config';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { ensureCsrfCookie, fetchCsrfCookie } from './csrf';
import { apiReachability } from './reachability';
import { currentSocketId } from './socket-id';
import { sendWithProgress, type UploadProgress } from './upload-progress';

export type ApiRequestInit = RequestInit & {
  /** Reports upload progress of a FormData body (the request then goes through XHR). */
  onUploadProgress?: (progress: UploadProgress) => void;
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const unsafe = UNSAFE_METHODS.has(method);
  const target = apiUrl(url);
  const held = backendReady({ method, url: target });
  if (held) await held;
  if (unsafe) await ensureCsrfCookie(new URL(target, 'http://localhost').pathname);

  let response = await send(target, method, unsafe, init);
  if (response.status === 419 && unsafe) {
    // The session (and with it the CSRF token) expired: take a fresh token and try once more.
    await fetchCsrfCookie();
    response = await send(target, method, unsafe, init);
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) emitUnauthenticated();
    throw new ApiError(errorMessageFrom(response.status, body), response.status, body);
  }
  if (import.meta.env.DEV) {
    const { reportContractViolation } = await import('./validate-response');
    reportContractViolation(method, target, response.status, body);
  }
  return body as T;
}

function send(
  target: string,
  method: string,
  unsafe: boolean,
  init: ApiRequestInit,
): Promise<Response> {
  const { onUploadProgress, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (requestInit.body instanceof FormData) {
    // The browser writes multipart/form-data with its boundary; any preset type would break it.
    headers.delete('Content-Type');
  } else if (
    requestInit.body !== undefined &&
    requestInit.body !== null &&
    !headers.has('Content-Type')
  ) {
    headers.set('Content-Type', 'application/json');
  }
  if (unsafe) {
    const token = readCookie(XSRF_COOKIE);
    if (token !== null) headers.set(XSRF_HEADER, token);
  }
  // As Echo's own interceptors do: the backend's `broadcast(...)->toOthers()` then spares this tab
  // the live echo of its own action (it tells its user itself); other tabs and users still get it.
  const socketId = currentSocketId();
  if (socketId) headers.set('X-Socket-ID', socketId);
  const final: RequestInit = { ...requestInit, method, headers, credentials: 'include' };
  if (onUploadProgress && requestInit.body instanceof FormData) {
    return sendWithProgress(target, final, onUploadProgress);
  }
  return fetch(target, final).then(
    (response) => {
      apiReachability.markReachable();
      return response;
    },
    (cause: unknown) => {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      apiReachability.markUnreachable();
      throw new ApiError('Network request failed', 0, { cause: String(cause) });
    },
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
