/**
 * The mock's one limiter (mocks/laravel/throttle.ts): every operation with `x-throttle` answers the
 * request after its limit 429, keyed as its `by` says, each operation with its own count; the
 * window resets; a successful sign-in clears its key.
 */
import { describe, expect, it } from 'vitest';
import { throttlesByOperation } from '@/generated/throttles';
import { clearThrottle, hitThrottle, throttleKey, throttleOf } from '@mocks/laravel/throttle';
import { COUNCILS, LONG_THREAD_ID, PASSWORD } from '@mocks/db/seed-ids';
import { signInAs, useMockServer, xsrfToken } from './helpers';
import { getCsrfCookie } from '@/generated/api/auth/auth';

const mock = useMockServer();

/** A raw call with the XSRF header, so the status and headers can be read whatever they are. */
async function call(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfToken()! },
    body: JSON.stringify(body),
  });
}

async function statuses(times: number, send: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await send()).status);
  return seen;
}

describe('the contract throttles the costly signed-in calls per user', () => {
  it('throttles every operation the contract says (the table has them all)', () => {
    for (const id of [
      'sendThreadMessage',
      'regenerateThreadMessage',
      'uploadThreadFiles',
      'uploadCouncilFile',
      'uploadAgentFile',
      'uploadCouncilAgentFile',
      'inviteCouncilUser',
      'resendCouncilInvitation',
    ])
      expect(throttlesByOperation[id as keyof typeof throttlesByOperation]?.by).toEqual(['user']);
  });

  it('answers the request after the limit 429 with the headers, refused requests counted, for that user only', async () => {
    const limit = throttleOf('sendThreadMessage')!.limit;
    await signInAs('demo@example.com');
    const send = () => call(`/api/threads/${LONG_THREAD_ID}/message`, {});
    expect(await statuses(limit, send)).not.toContain(429);

    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('X-RateLimit-Limit')).toBe(String(limit));
    expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0');

    // Its own count: the uploads of the same user are not refused.
    expect((await call(`/api/threads/${LONG_THREAD_ID}/file`, {})).status).not.toBe(429);
    // Its own key: another user's send reaches the route (their 403 on demo's thread).
    await signInAs('member@example.com');
    expect((await send()).status).toBe(403);
  });

  it('counts a request for a record that does not exist (throttle before route model binding)', async () => {
    const limit = throttleOf('inviteCouncilUser')!.limit;
    await signInAs('demo@example.com');
    const invite = () =>
      call('/api/councils/999999/users', { email: 'x@example.com', role: 'member' });
    expect(new Set(await statuses(limit, invite))).toEqual(new Set([404]));
    expect((await invite()).status).toBe(429);
    expect(
      (await call(`/api/councils/${COUNCILS.northwind}/users`, { email: 'nope', role: 'member' }))
        .status,
    ).toBe(429);
  });
});

describe('the guest throttles', () => {
  it('keys register by IP: other addresses do not escape it', async () => {
    const limit = throttleOf('register')!.limit;
    await getCsrfCookie();
    let n = 0;
    const register = () => call('/api/register', { email: `guest${n++}@example.com` });
    expect(await statuses(limit, register)).not.toContain(429);
    expect((await register()).status).toBe(429);
  });

  it('keys login by email and IP, and a successful sign-in clears its count', async () => {
    await getCsrfCookie();
    const attempt = (password: string) =>
      call('/api/login', { email: 'manager@example.com', password });
    expect(await statuses(4, () => attempt('wrong password'))).toEqual([422, 422, 422, 422]);
    expect((await attempt(PASSWORD)).status).toBe(200);
    await getCsrfCookie();
    expect(await statuses(5, () => attempt('wrong password'))).toEqual([422, 422, 422, 422, 422]);
    expect((await attempt(PASSWORD)).status).toBe(429);
    // Another email is its own key.
    expect(
      (await call('/api/login', { email: 'member@example.com', password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe('the limiter', () => {
  const throttle = { limit: 2, per_seconds: 60, by: ['user'] };
  const t0 = Date.parse('2026-06-17T14:30:00Z');

  it('opens again when the window has passed, and counts each key apart', () => {
    const db = mock.state.db;
    expect(hitThrottle(db, 'op', throttle, '1', t0)).toBeNull();
    expect(hitThrottle(db, 'op', throttle, '1', t0 + 1_000)).toBeNull();
    const refused = hitThrottle(db, 'op', throttle, '1', t0 + 20_000);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('40');
    expect(hitThrottle(db, 'op', throttle, '2', t0 + 20_000)).toBeNull();
    expect(hitThrottle(db, 'op', throttle, '1', t0 + 60_000)).toBeNull();
    clearThrottle(db, 'op', '1');
    expect(hitThrottle(db, 'op', throttle, '1', t0 + 60_001)).toBeNull();
  });

  it('makes the key of the parts `by` names, a body field lower-cased', () => {
    expect(
      throttleKey(
        { limit: 5, per_seconds: 60, by: ['email', 'ip'] },
        { userId: null, body: { email: 'Ada@Example.com' } },
      ),
    ).toBe('ada@example.com|127.0.0.1');
    expect(throttleKey({ limit: 5, per_seconds: 60, by: ['user'] }, { userId: 7, body: {} })).toBe(
      '7',
    );
    expect(
      throttleKey(
        { limit: 5, per_seconds: 60, by: ['email'] },
        { userId: null, body: { email: ['a'] } },
      ),
    ).toBe('');
  });
});
