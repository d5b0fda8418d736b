import { paths } from '@/lib/routes/paths';

/** Where signed-out visitors are sent: `paths.login.signedOutPath` (docs/app-rules.md#pages-and-guards). */
const LOGIN_PATH = paths.login.signedOutPath;
/** Where signed-in visitors of guest-only auth pages are sent. */
const HOME_PATH = paths.chat.href();

/** `/auth` and everything below it (case-insensitive, as the routes are). */
export function isAuthPath(pathname: string): boolean {
  return /^\/auth(\/|$)/i.test(pathname);
}

// The origin only serves to resolve a path; any other origin in the result means the value left the app.
const BASE = 'https://app.invalid';

/**
 * A `redirect` query value that is safe to follow after sign-in: a path of this app (never
 * another origin, however it is spelled: `//host`, `/\host`, `/\t/host`, `https:…`), not back
 * into the sign-in page itself. Returns the path as the browser would resolve it.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.includes('\\') || hasControlCharacter(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || value.startsWith('//')) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (/^\/auth\/login\/?$/i.test(url.pathname)) return null;
  return target;
}

// Browsers drop tabs and newlines from addresses, which can turn `/\t/host` into `//host`.
function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The sign-in page, asked to continue to `target` afterwards (left out when it is the home page). */
export function loginPathFor(target: string | null | undefined): string {
  const safe = safeRedirectTarget(target);
  return safe && safe !== HOME_PATH
    ? `${LOGIN_PATH}?redirect=${encodeURIComponent(safe)}`
    : LOGIN_PATH;
}
