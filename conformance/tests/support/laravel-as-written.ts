/**
 * Backends written as Laravel 11 + Sanctum 4 + Fortify write them, in one respect each: the mock
 * behind a proxy that answers as such an app does. The runner must not raise a false alarm on any.
 */
import { withJson, type Answer, type Exchange, type Variant } from './broken-proxy';
import { bodyOf, isPath } from './variants';

const SUFFIX = '_confirmation';

/**
 * Laravel's `confirmed` rule: `password_confirmation` has no rule of its own (never validated
 * alone, ignored when `password` is absent); `password` must equal it, else 422 on `password`.
 * `enforced: false` is a backend that forgot the rule (a mismatch goes through).
 */
export function confirmedRule(enforced = true): Variant {
  return {
    request: (ex) => {
      const body = ex.method === 'GET' ? null : bodyOf(ex);
      if (!body) return ex;
      const changed = { ...body };
      for (const key of Object.keys(body)) {
        if (!key.endsWith(SUFFIX)) continue;
        const base = key.slice(0, -SUFFIX.length);
        if (!(base in body)) delete changed[key];
        else if (body[key] !== body[base]) {
          if (enforced)
            return withJson(
              { status: 422, headers: {}, body: Buffer.alloc(0) },
              {
                message: `The ${base} field confirmation does not match.`,
                errors: { [base]: [`The ${base} field confirmation does not match.`] },
              },
            );
          changed[key] = body[base];
        }
      }
      return { ...ex, body: Buffer.from(JSON.stringify(changed)) };
    },
    // The confirmation is never named in Laravel's errors (the mock's own zod rule on it is not Laravel's).
    response: (answer) => {
      if (answer.status !== 422) return answer;
      const json = JSON.parse(answer.body.toString()) as {
        message: string;
        errors: Record<string, string[]>;
      };
      const errors = Object.fromEntries(
        Object.entries(json.errors ?? {}).filter(([key]) => !key.endsWith(SUFFIX)),
      );
      if (Object.keys(errors).length === 0) return answer;
      return withJson(answer, { message: Object.values(errors)[0]![0], errors });
    },
  };
}

const tooMany = (retryAfter: number): Answer => ({
  status: 429,
  headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter) },
  body: Buffer.from('{"message":"Too Many Attempts."}'),
});

/**
 * A rate limiter as Laravel's `throttle:` middleware runs it: every attempt that reaches the route
 * counts (a 419 is refused before it), `limit` per `windowSeconds` per key, then 429 with Retry-After.
 */
function limiter(
  matches: (ex: Exchange) => boolean,
  keyOf: (ex: Exchange) => string,
  limit: number,
  windowSeconds: number,
): Variant {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const hit = hits.get(key);
    return hit && hit.resetAt > Date.now() ? hit : undefined;
  };
  return {
    request: (ex) => {
      if (!matches(ex)) return ex;
      const hit = current(keyOf(ex));
      if (hit && hit.count >= limit) return tooMany(Math.ceil((hit.resetAt - Date.now()) / 1000));
      return ex;
    },
    response: (answer, ex) => {
      if (!matches(ex) || answer.status === 419) return answer;
      const key = keyOf(ex);
      const hit = current(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      hit.count++;
      hits.set(key, hit);
      return answer;
    },
  };
}

/** Fortify's `throttle:login`: 5 a minute per lower-cased email and IP, every attempt counted. */
export function fortifyLoginThrottle(windowSeconds = 60): Variant {
  return limiter(
    (ex) => isPath(ex, 'POST', /^\/api\/login$/),
    (ex) => `${String(bodyOf(ex)?.email ?? '').toLowerCase()}|127.0.0.1`,
    5,
    windowSeconds,
  );
}

/** A throttle per IP stricter than the contract documents (`limit` a minute). */
export function stricterThrottle(path: RegExp, limit: number): Variant {
  return limiter(
    (ex) => isPath(ex, 'POST', path),
    () => '127.0.0.1',
    limit,
    60,
  );
}

/** The first sign-in as the demo user is throttled (a run right after another one): 429 with Retry-After. */
export function throttledOnce(retryAfter: number): Variant {
  let done = false;
  return {
    request: (ex) => {
      if (done || !isPath(ex, 'POST', /^\/api\/login$/) || bodyOf(ex)?.email !== 'demo@example.com')
        return ex;
      done = true;
      return tooMany(retryAfter);
    },
  };
}

/**
 * An origin Sanctum does not treat as stateful, with APP_DEBUG=false: the login's "Session store not
 * set on request." becomes a bare 500 `{"message": "Server Error"}`; nobody is signed in.
 */
export function productionNotStateful(): Variant {
  return {
    request: (ex) =>
      isPath(ex, 'POST', /^\/api\/login$/)
        ? withJson({ status: 500, headers: {}, body: Buffer.alloc(0) }, { message: 'Server Error' })
        : ex,
  };
}

/** A backend that has not built one route: Laravel's 404 for a URL no route matches. */
export function missingRoute(method: string, path: RegExp): Variant {
  return {
    request: (ex) =>
      isPath(ex, method, path)
        ? withJson(
            { status: 404, headers: {}, body: Buffer.alloc(0) },
            { message: `The route ${ex.path.split('?')[0]!.slice(1)} could not be found.` },
          )
        : ex,
  };
}

/**
 * `Route::scopeBindings()` with the thread's current messages: an edit makes a new version, and the
 * edited one is then no route's record, 404 whatever the body (binding runs before validation).
 */
export function editedMessagesAreEarlierVersions(): Variant {
  const superseded = new Set<string>();
  const edit = /^\/api\/threads\/[^/]+\/messages\/(\d+)$/;
  return {
    request: (ex) => {
      const id = ex.path.split('?')[0]!.match(edit)?.[1];
      if (id && superseded.has(id))
        return withJson(
          { status: 404, headers: {}, body: Buffer.alloc(0) },
          { message: `No query results for model [App\\Models\\Message] ${id}` },
        );
      return ex;
    },
    response: (answer, ex) => {
      const id = ex.path.split('?')[0]!.match(edit)?.[1];
      if (id && ex.method === 'PUT' && answer.status === 200) superseded.add(id);
      return answer;
    },
  };
}
