/**
 * Check 2, Sanctum: an unsafe call without the X-XSRF-TOKEN header gets 419; a secured call with no
 * session gets 401; guest calls work without a session. Every probe runs in a throwaway session
 * (engine/probes.ts) and, for an unsafe call, on path ids no record has: a backend that wrongly accepts
 * it changes neither the sessions nor the records later checks use. Also: the session id changes at
 * sign-in (session fixation).
 */
import type { ContractOperation } from '../contract/contract';
import type { Actor } from '../http/actor';
import { isSuccess, type Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { unknownParams } from '../engine/probes';
import { call, expectStatus, type StepOptions } from '../engine/steps';
import { CHECK } from '../engine/check-names';

const SAFE = new Set(['GET', 'HEAD']);

/** The probe's request: valid, but for an unsafe call on ids no record has. */
export function probeRequest(op: ContractOperation, valid: StepOptions): StepOptions {
  if (SAFE.has(op.method)) return valid;
  return { ...valid, params: { ...valid.params, ...unknownParams(op) } };
}

export async function checkCsrf(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  onAccepted: (e: Exchange) => Promise<void>,
): Promise<void> {
  if (!op.xsrf) return;
  const actor = await ctx.probes.actorFor(op);
  const exchange = await call(run, ctx, op.operationId, actor, CHECK.sanctumCsrf, {
    ...probeRequest(op, valid),
    xsrf: false,
  });
  ctx.probes.after(actor, exchange);
  expectStatus(
    run,
    op.operationId,
    CHECK.sanctumCsrf,
    exchange,
    [419],
    'unsafe call without X-XSRF-TOKEN',
  );
  if (isSuccess(exchange)) await onAccepted(exchange!);
}

/** sanctum-guest: a guest operation answers a client with no session (never 401, nor 419 with a CSRF token). */
export async function checkGuest(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  if (op.auth) return;
  let calls = run.exchanges.filter(
    (e) =>
      e.operationId === op.operationId &&
      e.actor.startsWith('guest') &&
      e.check === CHECK.positiveData &&
      e.response,
  );
  if (calls.length === 0) {
    const guest = await ctx.probes.guestSession();
    const exchange = await call(run, ctx, op.operationId, guest, CHECK.sanctumGuest, valid);
    ctx.probes.after(guest, exchange);
    calls = exchange ? [exchange] : [];
  }
  if (calls.length === 0) return;
  for (const exchange of calls) {
    const status = exchange.response!.status;
    run.results.expect(
      status !== 401 && status !== 419,
      op.operationId,
      CHECK.sanctumGuest,
      status !== 401 && status !== 419
        ? `without a session: ${status}`
        : `a guest operation refused a client without a session: ${status}`,
      exchange.id,
    );
  }
}

/** sanctum-session: a secured operation refuses a client with no session (401). */
export async function checkSession(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  if (!op.auth) return;
  const guest = await ctx.probes.guestSession();
  const exchange = await call(
    run,
    ctx,
    op.operationId,
    guest,
    CHECK.sanctumSession,
    probeRequest(op, valid),
  );
  ctx.probes.after(guest, exchange);
  expectStatus(
    run,
    op.operationId,
    CHECK.sanctumSession,
    exchange,
    [401],
    'secured call with no session',
  );
}

/** sanctum-session after logout (the walk signs a session of its own out): that session is gone (401). */
export async function checkSignedOut(run: Run, ctx: Context, leaving: Actor): Promise<void> {
  const after = await call(run, ctx, 'getProfile', leaving, CHECK.sanctumSession);
  run.results.expect(
    after?.response?.status === 401,
    'logout',
    CHECK.sanctumSession,
    after?.response?.status === 401
      ? 'the session is gone after logout (401)'
      : `after logout GET /api/profile expected 401, got ${after?.response?.status}`,
    after?.id,
  );
}

/**
 * Session fixation: the session id a client had before signing in must not be signed in afterwards
 * (Laravel: `$request->session()->regenerate()` after `Auth::attempt`). Laravel encrypts its
 * cookies with a fresh IV on every response, so comparing cookie values proves nothing: the old
 * cookie is sent again and must not be recognised as the user.
 */
export async function checkSessionFixation(run: Run, ctx: Context): Promise<void> {
  const op = 'login';
  const probe = run.actor('session fixation probe');
  await probe.csrfCookie(CHECK.sessionFixation);
  const before = cookiesOf(probe);
  if (Object.keys(before).filter((name) => name !== 'XSRF-TOKEN').length === 0) {
    run.results.skip(
      op,
      CHECK.sessionFixation,
      'GET /sanctum/csrf-cookie set no session cookie, so there is no pre-login session to reuse',
    );
    return;
  }
  const login = await call(run, ctx, op, probe, CHECK.sessionFixation, {
    json: { email: run.options.user, password: run.options.password },
  });
  if (!isSuccess(login)) {
    run.results.skip(op, CHECK.sessionFixation, 'the probe could not sign in');
    return;
  }
  await expectOldSessionGone(run, ctx, op, before);
}

/** The cookies a client held before it signed in, sent again, must not be signed in. */
async function expectOldSessionGone(
  run: Run,
  ctx: Context,
  operationId: string,
  before: Record<string, string>,
): Promise<void> {
  const old = run.actor(`session from before ${operationId}`);
  old.setCookies(before);
  const reused = await call(run, ctx, 'getProfile', old, CHECK.sessionFixation);
  if (!reused) return;
  const status = reused.response?.status;
  run.results.expect(
    status === 401,
    operationId,
    CHECK.sessionFixation,
    status === 401
      ? 'the session id from before the sign-in is not signed in afterwards (401)'
      : `the session id from before the sign-in is still valid and signed in (GET /api/profile with it answered ${status}): the session was not regenerated at sign-in (Laravel: $request->session()->regenerate())`,
    reused.id,
  );
}

/**
 * Any other guest call that signs its client in (a registration that logs the new user in): once it
 * has, the session from before it must be gone too. Whether it signed in is asked of the backend.
 */
export function cookiesOf(actor: Actor): Record<string, string> {
  return Object.fromEntries(actor.cookieNames().map((name) => [name, actor.cookie(name)!]));
}

export async function checkSignedInByGuestCall(
  run: Run,
  ctx: Context,
  operationId: string,
  actor: Actor,
  before: Record<string, string>,
): Promise<void> {
  if (Object.keys(before).filter((name) => name !== 'XSRF-TOKEN').length === 0) return;
  const now = await call(run, ctx, 'getProfile', actor, CHECK.sessionFixation);
  if (now?.response?.status !== 200) return;
  await expectOldSessionGone(run, ctx, operationId, before);
}

/**
 * Cookie attributes of every cookie a response sets: the session cookie (any cookie but
 * XSRF-TOKEN) HttpOnly, XSRF-TOKEN readable by scripts (not HttpOnly, or the SPA cannot send it
 * back), SameSite Lax or Strict, Secure when the backend is served over https.
 */
export function checkCookies(run: Run, operationId: string, exchange: Exchange): void {
  const lines = [exchange.response?.headers['set-cookie'] ?? []].flat();
  if (lines.length === 0) return;
  const https = run.options.baseUrl.startsWith('https:');
  const problems: string[] = [];
  const seen: string[] = [];
  for (const line of lines) {
    const [pair, ...rest] = line.split(';');
    const name = pair!.slice(0, pair!.indexOf('=')).trim();
    const attributes = new Map(
      rest.map((attribute) => {
        const [key, ...value] = attribute.trim().split('=');
        return [key!.toLowerCase(), value.join('=').trim()] as const;
      }),
    );
    const maxAge = attributes.get('max-age');
    const expires = attributes.get('expires');
    // A cookie being deleted carries no session.
    if (
      (maxAge !== undefined && Number(maxAge) <= 0) ||
      (expires && Date.parse(expires) < Date.now())
    )
      continue;
    seen.push(name);
    const httpOnly = attributes.has('httponly');
    if (name === 'XSRF-TOKEN' && httpOnly)
      problems.push('XSRF-TOKEN is HttpOnly (the SPA must read it to send X-XSRF-TOKEN)');
    if (name !== 'XSRF-TOKEN' && !httpOnly)
      problems.push(`${name} is not HttpOnly (scripts could read the session)`);
    const sameSite = attributes.get('samesite')?.toLowerCase();
    if (sameSite !== 'lax' && sameSite !== 'strict')
      problems.push(`${name} has SameSite=${sameSite || '(none)'}, expected Lax or Strict`);
    if (https && !attributes.has('secure'))
      problems.push(`${name} is not Secure on an https backend (SESSION_SECURE_COOKIE)`);
  }
  if (seen.length === 0) return;
  const alreadyPassed = run.results
    .forOperation(operationId)
    .some((r) => r.check === CHECK.cookieAttributes);
  if (problems.length > 0)
    run.results.fail(
      operationId,
      CHECK.cookieAttributes,
      `Set-Cookie: ${problems.join('; ')}`,
      exchange.id,
    );
  else if (!alreadyPassed)
    run.results.pass(
      operationId,
      CHECK.cookieAttributes,
      `Set-Cookie ${seen.join(', ')}: HttpOnly where it should be, SameSite Lax/Strict${https ? ', Secure' : ''}`,
      exchange.id,
    );
}
