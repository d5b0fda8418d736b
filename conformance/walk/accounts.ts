/**
 * The accounts beyond the two (`--accounts ROLE=EMAIL`, the seed's by default): one per council role
 * the contract names and an outsider, each signed in through Sanctum and filed under the role it
 * really has in the run's council, so the promise checks can try every allowed and refused caller.
 * A default account the backend does not have is only noted: its promises say which role was missing.
 */
import type { Account, Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { RunAborted } from '../engine/errors';
import { councilRoles, OUTSIDER } from '../engine/roles';
import { login } from '../engine/sign-in';
import { call } from '../engine/steps';
import { dataOf, isSuccess, statusOf } from '../http/exchange';
import { CHECK } from '../engine/check-names';

function roleOf(ctx: Context, account: Account): string {
  const council = ctx.get('council');
  return account.councils.find((c) => String(c.id) === String(council))?.role ?? OUTSIDER;
}

export async function signInAccounts(run: Run, ctx: Context): Promise<void> {
  const wanted = run.options.accounts ?? {};
  const known = councilRoles(run);
  for (const role of Object.keys(wanted))
    if (role !== OUTSIDER && !known.includes(role))
      throw new RunAborted(
        `--accounts: "${role}" is not a council role of the contract (${known.join(', ')}) nor "${OUTSIDER}"`,
      );
  ctx.roles.push({ role: roleOf(ctx, ctx.a), actor: ctx.actorA, account: ctx.a });
  ctx.roles.push({ role: roleOf(ctx, ctx.b), actor: ctx.actorB, account: ctx.b });
  for (const [role, email] of Object.entries(wanted)) {
    if (email === ctx.a.email || email === ctx.b.email) continue;
    const actor = run.actor(`${role} account`);
    await actor.csrfCookie(CHECK.promiseCallers);
    const password = run.options.accountsPassword ?? 'password';
    const { exchange } = await login(run, actor, email, password, CHECK.promiseCallers);
    const profile = isSuccess(exchange)
      ? dataOf<Account>(await call(run, ctx, 'getProfile', actor, CHECK.promiseCallers))
      : undefined;
    if (!profile?.id) {
      const why = `--accounts ${role}=${email} could not sign in (login answered ${statusOf(exchange)})`;
      if (run.options.accountsGiven)
        throw new RunAborted(`${why}; the password comes from CONFORMANCE_ACCOUNTS_PASSWORD`);
      ctx.rolesMissing.set(role, `${why}: the seed's default, which this backend does not have`);
      run.note(`${why}; the promises that need a ${role} are reported unchecked`);
      continue;
    }
    actor.userId = profile.id;
    const account = { ...profile, councils: profile.councils ?? [] };
    const actual = roleOf(ctx, account);
    if (actual !== role)
      run.note(
        `--accounts ${role}=${email} is ${actual === OUTSIDER ? 'not in' : `${actual} of`} council ${String(ctx.get('council'))}, the run's: used as ${actual}`,
      );
    ctx.roles.push({ role: actual, actor, account });
  }
  for (const role of [...known, OUTSIDER])
    if (!ctx.inRole(role) && !ctx.rolesMissing.has(role))
      ctx.rolesMissing.set(
        role,
        `no account is ${role === OUTSIDER ? 'outside' : `${role} of`} council ${String(ctx.get('council'))} (--accounts ${role}=EMAIL)`,
      );
}
