/**
 * A request's session (mocks/laravel/session.ts keeps them) and the cookies its response sets.
 */
import type { MockState } from './mock-state';
import { SESSION_COOKIE, SESSION_LIFETIME_MINUTES, XSRF_COOKIE, type Session } from './session';

/** The request's session, or a new guest session (whose cookies the response then sets). */
export function resolveSession(state: MockState, cookies: Record<string, string>): Session {
  const fixed = state.options.fixedSession?.();
  if (fixed) return fixed;
  // The cookie names are the client's: read the session cookie as an own key only.
  const id = Object.hasOwn(cookies, SESSION_COOKIE) ? cookies[SESSION_COOKIE] : undefined;
  return state.sessions.use(id) ?? state.sessions.create();
}

/**
 * Like Laravel, every response refreshes both cookies, except a 419: VerifyCsrfToken queues the
 * XSRF-TOKEN cookie only for a request it let through, so `xsrfCookie` is false there (the
 * session cookie still comes, from StartSession around it). A fixed session (mixed mode) sets none.
 */
export function appendSessionCookies(
  state: MockState,
  headers: Headers,
  session: Session,
  xsrfCookie = true,
): void {
  if (state.options.fixedSession) return;
  const common = `Path=/; Max-Age=${SESSION_LIFETIME_MINUTES * 60}; SameSite=Lax`;
  if (xsrfCookie)
    headers.append(
      'Set-Cookie',
      `${XSRF_COOKIE}=${encodeURIComponent(session.xsrfToken)}; ${common}`,
    );
  headers.append(
    'Set-Cookie',
    `${SESSION_COOKIE}=${session.id}; ${common}${state.options.httpOnlySessionCookie ? '; HttpOnly' : ''}`,
  );
}
