import { CSRF_COOKIE_PATH, GUEST_CSRF_PATHS } from '@/generated/csrf-paths';
import { backendReady } from './backend-gate';
import { apiUrl } from './config';
import { readCookie, XSRF_COOKIE } from './cookies';

/** Whether a path fits a path template of the contract (`{name}` stands for one segment). */
function fitsTemplate(template: string, pathname: string): boolean {
  const want = template.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length && want.every((part, i) => part.startsWith('{') || part === got[i])
  );
}

/**
 * Calls that always start with a fresh CSRF cookie: the contract's guest calls that change state
 * (Sanctum rotates the session on login, and these are the calls a signed-out visitor makes first).
 */
export function needsFreshCsrf(pathname: string): boolean {
  return GUEST_CSRF_PATHS.some((template) => fitsTemplate(template, pathname));
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
