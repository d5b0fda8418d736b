/** Where signed-out visitors are sent (product-spec section 2). Matching is case-insensitive. */
export const LOGIN_PATH = '/auth/login';
/** Where signed-in visitors of guest-only auth pages are sent. */
export const HOME_PATH = '/chat';

/** `/auth` and everything below it (case-insensitive, as the routes are). */
export function isAuthPath(pathname: string): boolean {
  return /^\/auth(\/|$)/i.test(pathname);
}

/**
 * A `redirect` query value that is safe to follow after sign-in: a same-site absolute path,
 * not protocol-relative, not back into the sign-in pages themselves.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/auth\/login(\/|\?|#|$)/i.test(value)) return null;
  return value;
}
