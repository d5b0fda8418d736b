/**
 * Sanctum's SPA session, as the mock keeps it: a session id in the `laravel_session` cookie, a CSRF
 * token per session published in the `XSRF-TOKEN` cookie (URL-encoded, as Laravel does), and the
 * signed-in user. Sessions live in the mock state so they persist and reset with it.
 */
import type { MockState } from '../state';

export const SESSION_COOKIE = 'laravel_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const SESSION_MINUTES = 120;

export interface Session {
  id: string;
  xsrfToken: string;
  userId: number | null;
}

function randomToken(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  // base64 with padding, so the cookie value carries '=' and '/' that must be URL-encoded.
  return btoa(String.fromCharCode(...data));
}

export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  onChange: (() => void) | null = null;

  create(userId: number | null = null): Session {
    const session: Session = { id: randomToken(30).replace(/[+/=]/g, ''), xsrfToken: randomToken(30), userId };
    this.#sessions.set(session.id, session);
    this.onChange?.();
    return session;
  }

  get(id: string | undefined): Session | undefined {
    return id === undefined ? undefined : this.#sessions.get(id);
  }

  /** Login and logout regenerate the session id and the CSRF token (session fixation defence). */
  signIn(session: Session, userId: number | null): void {
    this.#sessions.delete(session.id);
    session.id = randomToken(30).replace(/[+/=]/g, '');
    session.xsrfToken = randomToken(30);
    session.userId = userId;
    this.#sessions.set(session.id, session);
    this.onChange?.();
  }

  /** Ends every session of a user (e.g. after a password reset). */
  endSessionsOf(userId: number): void {
    for (const session of this.#sessions.values()) if (session.userId === userId) session.userId = null;
    this.onChange?.();
  }

  toJSON(): Session[] {
    return [...this.#sessions.values()];
  }

  load(sessions: Session[]): void {
    this.#sessions.clear();
    for (const session of sessions) this.#sessions.set(session.id, { ...session });
  }

  clear(): void {
    this.#sessions.clear();
  }
}

/** The request's session, or a new guest session (whose cookies the response then sets). */
export function resolveSession(state: MockState, cookies: Record<string, string>): Session {
  return state.sessions.get(cookies[SESSION_COOKIE]) ?? state.sessions.create();
}

/** Like Laravel, every response refreshes both cookies. */
export function appendSessionCookies(state: MockState, headers: Headers, session: Session): void {
  const common = `Path=/; Max-Age=${SESSION_MINUTES * 60}; SameSite=Lax`;
  headers.append('Set-Cookie', `${XSRF_COOKIE}=${encodeURIComponent(session.xsrfToken)}; ${common}`);
  headers.append(
    'Set-Cookie',
    `${SESSION_COOKIE}=${session.id}; ${common}${state.options.httpOnlySessionCookie ? '; HttpOnly' : ''}`,
  );
}
