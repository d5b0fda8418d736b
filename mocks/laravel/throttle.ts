/**
 * The mock's one rate limiter, as Laravel's ThrottleRequests applies a named RateLimiter: every
 * operation with `x-throttle` (src/generated/throttles.ts; openapi/CONVENTIONS.md "Throttled
 * operations") counts each request that reaches its route, refused ones too, per key made of its
 * `by` parts, and answers the request after the limit 429 `Too Many Attempts.` with `Retry-After`
 * and the `X-RateLimit-*` headers. define-operation.ts calls it after the CSRF and session checks
 * and before route model binding, the order of Laravel's middleware priority.
 */
import { HttpResponse } from 'msw';
import { throttlesByOperation, type Throttle } from '@/generated/throttles';
import type { Db } from '../db';

/**
 * The caller's IP address. The mock has one client: the browser it runs in, or the runner and the
 * journeys on the loopback, so every caller shares it as every tab of one machine does.
 */
export const CLIENT_IP = '127.0.0.1';

interface Window {
  hits: number;
  resetAt: number;
}

/** Counts per database, so a reset of the mock (a new database) forgets them. */
const windows = new WeakMap<Db, Map<string, Window>>();

export function throttleOf(operationId: string): Throttle | undefined {
  return (throttlesByOperation as Record<string, Throttle | undefined>)[operationId];
}

/**
 * The key of one caller: the IP, the signed-in user's id, or a body field's value, lower-cased as
 * Fortify's login limiter keys the email (a value that is not a string keys as empty, before the
 * rules refuse it).
 */
export function throttleKey(
  throttle: Throttle,
  caller: { userId: number | null; body: Record<string, unknown> },
): string {
  return throttle.by
    .map((part) => {
      if (part === 'ip') return CLIENT_IP;
      if (part === 'user') return String(caller.userId ?? '');
      const value = caller.body[part];
      return typeof value === 'string' ? value.toLowerCase() : '';
    })
    .join('|');
}

/**
 * Counts one request of `operationId` by `key` at `now` (ms). Null while within the limit, else
 * the 429 Laravel answers.
 */
export function hitThrottle(
  db: Db,
  operationId: string,
  throttle: Throttle,
  key: string,
  now: number,
): Response | null {
  let byKey = windows.get(db);
  if (!byKey) windows.set(db, (byKey = new Map()));
  const name = `${operationId}:${key}`;
  let window = byKey.get(name);
  if (!window || window.resetAt <= now) {
    window = { hits: 0, resetAt: now + throttle.per_seconds * 1000 };
    byKey.set(name, window);
  }
  if (window.hits >= throttle.limit) {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return HttpResponse.json(
      { message: 'Too Many Attempts.' },
      {
        status: 429,
        headers: {
          'Retry-After': String(retryAfter),
          'X-RateLimit-Limit': String(throttle.limit),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': String(Math.ceil(window.resetAt / 1000)),
        },
      },
    );
  }
  window.hits += 1;
  return null;
}

/**
 * Forgets `key`'s count of `operationId`, as `RateLimiter::clear()` does: Breeze's LoginRequest
 * clears the login key after a successful attempt, so signing in and out is never refused.
 */
export function clearThrottle(db: Db, operationId: string, key: string): void {
  windows.get(db)?.delete(`${operationId}:${key}`);
}

/** Forgets every count (the unit tests' isolation between tests sharing one mock). */
export function clearThrottles(db: Db): void {
  windows.delete(db);
}
