/**
 * Sessions as Laravel keeps them: ended after SESSION_LIFETIME (120) minutes without a request,
 * kept alive by each request; and, unlike a session table, a bounded store in which a flood of
 * cookieless requests evicts guests before anyone signed in.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MINUTES, SessionStore } from './session';

const MINUTE = 60_000;

function store(maxSessions?: number) {
  let now = 0;
  const sessions = new SessionStore({ now: () => now, maxSessions });
  return { sessions, advance: (ms: number) => (now += ms) };
}

describe('session lifetime', () => {
  it('is Laravel’s default, 120 minutes', () => {
    expect(SESSION_LIFETIME_MINUTES).toBe(120);
  });

  it('ends a session 120 minutes after its last request', () => {
    const { sessions, advance } = store();
    const session = sessions.create(1);
    advance(120 * MINUTE);
    expect(sessions.use(session.id)).toBe(session);
    advance(120 * MINUTE + 1);
    expect(sessions.use(session.id)).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('keeps a session in use alive past the lifetime', () => {
    const { sessions, advance } = store();
    const session = sessions.create(1);
    for (let i = 0; i < 5; i++) {
      advance(100 * MINUTE);
      expect(sessions.use(session.id)).toBe(session);
    }
  });

  it('sweeps expired sessions when new ones start', () => {
    const { sessions, advance } = store();
    for (let i = 0; i < 100; i++) sessions.create();
    advance(121 * MINUTE);
    sessions.create();
    expect(sessions.size).toBe(1);
  });
});

describe('session store bound', () => {
  it('evicts the least recently used guests first, never past the bound', () => {
    const { sessions, advance } = store(10);
    const user = sessions.create(7);
    const guest = sessions.create();
    advance(1);
    for (let i = 0; i < 1000; i++) {
      sessions.create();
      if (i === 500) sessions.use(guest.id);
    }
    expect(sessions.size).toBe(10);
    expect(sessions.get(user.id)?.userId).toBe(7);
    expect(sessions.get(guest.id)).toBeUndefined();
  });

  it('evicts the least recently used signed-in session when only those are left', () => {
    const { sessions, advance } = store(3);
    const [a, b, c] = [sessions.create(1), sessions.create(2), sessions.create(3)];
    advance(1);
    sessions.use(a.id);
    sessions.create(4);
    expect(sessions.get(b.id)).toBeUndefined();
    expect(sessions.get(a.id)).toBeDefined();
    expect(sessions.get(c.id)).toBeDefined();
  });

  it('moves a session between guests and users as it signs in and out', () => {
    const { sessions } = store(2);
    const session = sessions.create();
    sessions.signIn(session, 5);
    sessions.create();
    sessions.create();
    expect(sessions.get(session.id)?.userId).toBe(5);
  });
});
