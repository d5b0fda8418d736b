/**
 * session-end: a session the contract ends is ended on the server, not only in the client's jar.
 * Two places end sessions: signing out (the path's `/logout`) ends the caller's, and a password
 * change (a body with `current_password` and `password`, as Laravel's `logoutOtherDevices` goes
 * with it) ends the user's other sessions. Each is tried with a copy of the old cookie kept aside,
 * sent again afterwards: it must answer 401. A backend that only forgets the cookie on the client
 * (an expired Set-Cookie) or leaves other devices signed in fails. Run in the last phase, on an
 * account no later call uses (the outsider's), and the password is put back.
 */
import type { ContractOperation, JsonSchema } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { OUTSIDER } from '../engine/roles';
import { login } from '../engine/sign-in';
import { call, uniqueToken } from '../engine/steps';
import type { Actor } from '../http/actor';
import { isSuccess, statusOf } from '../http/exchange';
import { CHECK } from '../engine/check-names';

const isLogout = (op: ContractOperation) => op.method === 'POST' && /\/logout$/.test(op.path);

function isPasswordChange(run: Run, op: ContractOperation): boolean {
  if (op.body !== 'json' || op.method === 'GET') return false;
  const properties = (run.data.requestSchema(op)?.properties ?? {}) as Record<string, JsonSchema>;
  return 'current_password' in properties && 'password' in properties;
}

const cookiesOf = (actor: Actor) =>
  Object.fromEntries(actor.cookieNames().map((name) => [name, actor.cookie(name)!]));

/** A new session of `email`, or why there is none. */
async function session(run: Run, email: string, password: string, label: string) {
  const actor = run.actor(label);
  await actor.csrfCookie(CHECK.sessionEnd);
  const { exchange } = await login(run, actor, email, password, CHECK.sessionEnd);
  return isSuccess(exchange) ? actor : `login as ${email} answered ${statusOf(exchange)}`;
}

/** The old cookie, sent again from a client of its own: 401 when the session is over. */
async function judgeCopy(
  run: Run,
  ctx: Context,
  opId: string,
  copy: Record<string, string>,
  what: string,
): Promise<void> {
  const replay = run.actor(`${CHECK.sessionEnd}: a copy of the old cookie`);
  replay.setCookies(copy);
  const answer = await call(run, ctx, 'getProfile', replay, CHECK.sessionEnd);
  const status = answer?.response?.status;
  run.results.expect(
    status === 401,
    opId,
    CHECK.sessionEnd,
    status === 401
      ? `${what}: a copy of its cookie answers 401`
      : `${what}, yet a copy of its old cookie still reads GET /api/profile (${statusOf(answer)}): the session is not ended on the server`,
    answer?.id,
  );
}

/**
 * The account whose sessions the check ends: the outsider's, which no later call uses (the run's
 * clean-ups use the first two accounts); a sign-out ends only its own new session, so without an
 * outsider it may use the second user.
 */
function account(
  run: Run,
  ctx: Context,
  everywhere: boolean,
): { email: string; password: string } | null {
  const outsider = ctx.inRole(OUTSIDER);
  if (outsider && outsider.actor !== ctx.actorA && outsider.actor !== ctx.actorB)
    return { email: outsider.account.email, password: run.options.accountsPassword ?? 'password' };
  return everywhere
    ? null
    : { email: run.options.secondUser, password: run.options.secondPassword };
}

const NO_OUTSIDER = `it signs out every other session of an account, so it needs one no later call uses: ${OUTSIDER} (--accounts ${OUTSIDER}=EMAIL)`;

async function checkLogout(run: Run, ctx: Context, op: ContractOperation): Promise<void> {
  const { email, password } = account(run, ctx, false)!;
  const actor = await session(run, email, password, `${CHECK.sessionEnd}: signing out`);
  if (typeof actor === 'string') return run.results.skip(op.operationId, CHECK.sessionEnd, actor);
  const copy = cookiesOf(actor);
  const out = await call(run, ctx, op.operationId, actor, CHECK.sessionEnd);
  if (!out || !isSuccess(out))
    return run.results.skip(
      op.operationId,
      CHECK.sessionEnd,
      `signing out answered ${statusOf(out)}`,
    );
  await judgeCopy(run, ctx, op.operationId, copy, 'signed out');
}

async function checkPasswordChange(run: Run, ctx: Context, op: ContractOperation): Promise<void> {
  const who = account(run, ctx, true);
  if (!who) return run.results.skip(op.operationId, CHECK.sessionEnd, NO_OUTSIDER);
  const { email, password } = who;
  const other = await session(run, email, password, `${CHECK.sessionEnd}: another device`);
  const acting = await session(run, email, password, `${CHECK.sessionEnd}: changing the password`);
  if (typeof other === 'string') return run.results.skip(op.operationId, CHECK.sessionEnd, other);
  if (typeof acting === 'string') return run.results.skip(op.operationId, CHECK.sessionEnd, acting);
  const copy = cookiesOf(other);
  const changed = `Conformance-${uniqueToken()}-Pass1!`;
  const body = (current: string, next: string) => ({
    json: { current_password: current, password: next, password_confirmation: next },
  });
  const change = await call(
    run,
    ctx,
    op.operationId,
    acting,
    CHECK.sessionEnd,
    body(password, changed),
  );
  if (!change || !isSuccess(change))
    return run.results.skip(
      op.operationId,
      CHECK.sessionEnd,
      `the password change answered ${statusOf(change)}, so no session had to end`,
    );
  try {
    await judgeCopy(run, ctx, op.operationId, copy, `after a password change in another session`);
  } finally {
    // Put the password back, from the acting session or, if it was ended too, a new one.
    let restorer: Actor | string = acting;
    const still = await call(run, ctx, 'getProfile', acting, CHECK.sessionEnd);
    if (still?.response?.status !== 200)
      restorer = await session(run, email, changed, `${CHECK.sessionEnd}: restoring`);
    const back =
      typeof restorer === 'string'
        ? undefined
        : await call(run, ctx, op.operationId, restorer, CHECK.sessionEnd, body(changed, password));
    if (!back || !isSuccess(back))
      run.leftBehind.push(
        `${op.operationId}: the password of ${email} is now ${changed} (putting it back answered ${typeof restorer === 'string' ? restorer : statusOf(back)})`,
      );
  }
}

export const check: Check = {
  name: CHECK.sessionEnd,
  summary:
    'a session the contract ends (sign-out; the other sessions after a password change) is over for a copy of its cookie',
  docs: "a session the contract ends is over on the server, tried with a copy of its cookie kept aside and sent again from a client of its own (401): signing out (`/logout`) ends the caller's session, and a password change (a body with `current_password` and `password`) ends the user's other sessions. Run near the end, on the outsider's account (`--accounts outsider=EMAIL`; the password change is skipped without one, as it signs out the account's other sessions), whose password is put back. Sanctum's `authenticate_session` middleware (on by default in `config/sanctum.php`) ends only the sessions that made a request since their sign-in (it stores the password's hash after a signed-in request, not the sign-in itself), so with the `database` session driver delete the user's other session rows when the password changes, as Jetstream's \"log out other browser sessions\" does (`ProfileController::endOtherSessions()` in the project's backend; the check caught the gap there). A sign-out that only expires the cookie in the browser, or a password change that leaves the other sessions signed in, fails",
  phase: 'last',
  writes: true,
  appliesTo: (op, run) => isLogout(op) || isPasswordChange(run, op),
  run: async (run, ctx) => {
    for (const op of run.contract.operations) {
      if (!run.selected(op.operationId)) continue;
      if (isLogout(op)) await checkLogout(run, ctx, op);
      else if (isPasswordChange(run, op)) await checkPasswordChange(run, ctx, op);
    }
  },
};
