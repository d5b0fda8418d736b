import { backendReady } from './backend-gate';
import { apiUrl } from './config';
import { readCookie, XSRF_COOKIE } from './cookies';

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

/**
 * Calls that always start with a fresh CSRF cookie (Sanctum rotates the session on login, and
 * these are the calls a signed-out visitor makes first).
 */
const FRESH_CSRF_PATHS = new Set([
  '/api/login',
  '/api/register',
  '/api/registration-request',
  '/api/forgot-password',
  '/api/reset-password',
  '/api/councils/accept-invitation',
]);

export function needsFreshCsrf(pathname: string): boolean {
  return FRESH_CSRF_PATHS.has(pathname);
}

let inFlight: Promise<void> | null = null;

/** GET /sanctum/csrf-cookie, shared by concurrent callers. */
export function fetchCsrfCookie(): Promise<void> {
  const send = () =>
    fetch(apiUrl(CSRF_COOKIE_PATH), {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
  const held = backendReady();
  inFlight ??= (held ? held.then(send) : send())
    .then(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export async function ensureCsrfCookie(pathname: string): Promise<void> {
  if (needsFreshCsrf(pathname) || readCookie(XSRF_COOKIE) === null) await fetchCsrfCookie();
}
