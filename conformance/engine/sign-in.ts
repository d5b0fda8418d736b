/**
 * Signing in as the runner's accounts, shared by discovery, the probes and the checks (so it sits
 * below them): a sign-in the backend throttles is tried once more after its `Retry-After`
 * (engine/retry-after.ts), and a
 * sign-in that fails gets a hint at what in the backend's settings to look at.
 */
import type { Actor } from '../http/actor';
import type { Exchange } from '../http/exchange';
import type { Run } from './run-state';
import { CHECK, type CheckName } from './check-names';
import { sendPastThrottle } from './retry-after';

/** The longest `Retry-After` a sign-in waits out; a longer one is reported instead. */
const MAX_WAIT_SECONDS = 120;

/**
 * `login` as `email`; a 429 with `Retry-After` (a run right after another, or a limiter that counts
 * the runner's own sign-ins) is waited out once, and the run says so.
 */
export async function login(
  run: Run,
  actor: Actor,
  email: string,
  password: string,
  check: CheckName,
): Promise<{ exchange: Exchange; waited: number | null }> {
  const op = run.op('login');
  const { exchange, waited } = await sendPastThrottle(
    run,
    op,
    () => run.call(op, actor, check, {}, { json: { email, password } }),
    { maxSeconds: MAX_WAIT_SECONDS, what: `sign-in as ${email}` },
  );
  return { exchange: exchange!, waited };
}

/** Laravel's answer when a request reaches `auth:sanctum` routes without a session started for it. */
const NOT_STATEFUL = /Session store not set on request/i;

/**
 * A hint for a sign-in that failed. A 500 at login while the client holds a session cookie and is
 * not signed in is the non-stateful origin whatever the body says: with APP_DEBUG=false Laravel
 * answers a bare `{"message": "Server Error"}` for "Session store not set on request.".
 */
export async function signInHint(
  run: Run,
  exchange: Exchange | undefined,
  actor: Actor,
  waited: number | null = null,
): Promise<string> {
  const status = exchange?.response?.status;
  const after = waited === null ? '' : ` (after waiting out Retry-After ${waited} s once)`;
  if (status === 429)
    return `the backend throttled the sign-in${after}: wait for its limit to reset, or raise the login limit for the runner's addresses`;
  if (
    status === 500 &&
    (NOT_STATEFUL.test(exchange?.response?.bodyText ?? '') ||
      (await signedOutWithSession(run, actor)))
  )
    return statefulHint(run, exchange!);
  return 'passwords come from CONFORMANCE_PASSWORD / CONFORMANCE_SECOND_PASSWORD';
}

/** The client holds a session cookie (from /sanctum/csrf-cookie), yet nobody is signed in with it. */
async function signedOutWithSession(run: Run, actor: Actor): Promise<boolean> {
  if (!actor.cookieNames().some((name) => name !== 'XSRF-TOKEN')) return false;
  const profile = await run.call(run.op('getProfile'), actor, CHECK.sanctumSession, {});
  return profile.response?.status === 401;
}

function statefulHint(run: Run, exchange: Exchange): string {
  const origin = new URL(run.options.origin);
  const said = NOT_STATEFUL.test(exchange.response?.bodyText ?? '')
    ? '500 "Session store not set on request."'
    : 'a bare 500 while the client held a session cookie and was not signed in: with APP_DEBUG=false that is how "Session store not set on request." looks';
  // A bare 500 may also be the app's own error (a SQLite "database is locked" on a throttle's counter was one):
  // such a one sign-in fails, the next works, and the log names it.
  const orOwn = NOT_STATEFUL.test(exchange.response?.bodyText ?? '')
    ? ''
    : " If other sign-ins of this run worked, it was not that but an error of the app's own: storage/logs/laravel.log names it.";
  return `Laravel did not treat the runner's requests as stateful (${said}), so no session was started for them. This is not about the password.${orOwn} Check: (1) bootstrap/app.php calls $middleware->statefulApi() (Laravel 11+; in older apps the api group has EnsureFrontendRequestsAreStateful); (2) SANCTUM_STATEFUL_DOMAINS in .env (config/sanctum.php 'stateful') contains ${origin.host}, the host and port of --origin ${run.options.origin} that the runner sends as Origin and Referer; (3) SESSION_DRIVER is not "array" and SESSION_DOMAIN matches ${new URL(run.options.baseUrl).hostname}`;
}
