/**
 * Sanctum's SPA session, as the mock keeps it: a session id in the `laravel_session` cookie, a CSRF
 * token per session published in the `XSRF-TOKEN` cookie (URL-encoded, as Laravel does), and the
 * signed-in user. Sessions live in the mock state so they persist and reset with it.
 *
 * Like Laravel's, a session ends after `SESSION_LIFETIME` (120) minutes without a request, and
 * every cookieless request starts one; unlike a session table, the mock's store is bounded: past
 * `maxSessions` the least recently used guest session goes first (a flood of cookieless requests
 * never signs a user out), then the least recently used signed-in one.
 */
export const SESSION_COOKIE = 'laravel_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Laravel's SESSION_LIFETIME default (config/session.php), in minutes. */
export const SESSION_LIFETIME_MINUTES = 120;
/** Sessions the mock keeps at most (guests and signed-in together). */
export const MAX_SESSIONS = 10_000;

export interface Session {
  id: string;
  xsrfToken: string;
  userId: number | null;
}

export interface SessionStoreOptions {
  lifetimeMinutes?: number;
  maxSessions?: number;
  /** Milliseconds since the epoch (the mock state's clock). */
  now?: () => number;
}

function randomToken(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  // base64 with padding, so the cookie value carries '=' and '/' that must be URL-encoded.
  return btoa(String.fromCharCode(...data));
}

const newSessionId = () => randomToken(30).replace(/[+/=]/g, '');

export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  /** Last request per session id, least recently used first; guests and users apart for eviction. */
  readonly #guests = new Map<string, number>();
  readonly #users = new Map<string, number>();
  readonly #lifetimeMs: number;
  readonly #max: number;
  readonly #now: () => number;
  onChange: (() => void) | null = null;

  constructor(options: SessionStoreOptions = {}) {
    this.#lifetimeMs = (options.lifetimeMinutes ?? SESSION_LIFETIME_MINUTES) * 60_000;
    this.#max = options.maxSessions ?? MAX_SESSIONS;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#sessions.size;
  }

  create(userId: number | null = null): Session {
    this.#sweep();
    const session: Session = { id: newSessionId(), xsrfToken: randomToken(30), userId };
    this.#sessions.set(session.id, session);
    this.#track(session);
    this.#evictOverflow();
    this.onChange?.();
    return session;
  }

  /** The live session with this id (an expired one is forgotten and not returned). */
  get(id: string | undefined): Session | undefined {
    if (id === undefined) return undefined;
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    if (this.#now() - this.#lastSeen(id) > this.#lifetimeMs) {
      this.#drop(id);
      this.onChange?.();
      return undefined;
    }
    return session;
  }

  /** `get`, counting the request as activity (what keeps a Laravel session alive). */
  use(id: string | undefined): Session | undefined {
    const session = this.get(id);
    if (session) this.#track(session);
    return session;
  }

  /** Login and logout regenerate the session id and the CSRF token (session fixation defence). */
  signIn(session: Session, userId: number | null): void {
    this.#drop(session.id);
    session.id = newSessionId();
    session.xsrfToken = randomToken(30);
    session.userId = userId;
    this.#sessions.set(session.id, session);
    this.#track(session);
    this.onChange?.();
  }

  /**
   * Hands the session to another user, or to none, keeping its id: the mock's scenario switch
   * (dev tooling, not a sign-in). A response still under way for this session then re-sets the
   * same cookie; with a new id it would bring back the session the switch replaced.
   */
  assign(session: Session, userId: number | null): void {
    session.userId = userId;
    this.#track(session);
    this.onChange?.();
  }

  /** Ends every session of a user (e.g. after a password reset). */
  endSessionsOf(userId: number): void {
    for (const session of this.#sessions.values()) {
      if (session.userId !== userId) continue;
      session.userId = null;
      this.#track(session);
    }
    this.onChange?.();
  }

  toJSON(): Session[] {
    return [...this.#sessions.values()];
  }

  /** Sessions restored from storage or another tab start a fresh lifetime. */
  load(sessions: Session[]): void {
    this.clear();
    for (const session of sessions) {
      const copy = { ...session };
      this.#sessions.set(copy.id, copy);
      this.#track(copy);
    }
    this.#evictOverflow();
  }

  clear(): void {
    this.#sessions.clear();
    this.#guests.clear();
    this.#users.clear();
  }

  #lastSeen(id: string): number {
    return this.#guests.get(id) ?? this.#users.get(id) ?? 0;
  }

  /** Marks the session used now: it moves to the most recent end of its list. */
  #track(session: Session): void {
    this.#guests.delete(session.id);
    this.#users.delete(session.id);
    (session.userId === null ? this.#guests : this.#users).set(session.id, this.#now());
  }

  #drop(id: string): void {
    this.#sessions.delete(id);
    this.#guests.delete(id);
    this.#users.delete(id);
  }

  /** Forgets expired sessions; both lists are oldest first, so this stops at the first live one. */
  #sweep(): void {
    const cutoff = this.#now() - this.#lifetimeMs;
    for (const list of [this.#guests, this.#users]) {
      for (const [id, seen] of list) {
        if (seen >= cutoff) break;
        this.#drop(id);
      }
    }
  }

  #evictOverflow(): void {
    while (this.#sessions.size > this.#max) {
      const oldest = this.#guests.keys().next().value ?? this.#users.keys().next().value;
      if (oldest === undefined) return;
      this.#drop(oldest);
    }
  }
}
