/**
 * Joining a council by its code (requestJoinCouncil with the correct `code`): the second user, whose
 * request the walk has just rejected, sends the code the first user (an admin) reads from the
 * council; the answer is an `approved` request and the council lists the second user as an active
 * member. The second user is then removed (and a code switched on for the check switched off
 * again), so the accounts and the council end as they began.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { reportFor, uncheckedAll } from './by-id';
import { claimPromises, isOk, show, statusText, type Row } from './promises';
import { unmet } from './set-values';
import { CHECK } from '../../engine/check-names';

export const JOIN_CODE_PROMISES = [
  'requestJoinCouncil/code-approves',
  'requestJoinCouncil/code-member',
] as const;
claimPromises(JOIN_CODE_PROMISES);

const setJoinCode = (run: Run, ctx: Context, council: number, enabled: boolean) =>
  call(run, ctx, 'updateCouncil', ctx.actorA, CHECK.promiseSets, {
    params: { council },
    json: { join_code_enabled: enabled },
  });

export async function joinWithCode(run: Run, ctx: Context, council: number): Promise<void> {
  const [approves, member] = JOIN_CODE_PROMISES.map((id) => reportFor(run, id));
  if (!approves && !member) return;
  const read = await call(run, ctx, 'getCouncil', ctx.actorA, CHECK.promiseSets, {
    params: { council },
  });
  let code = dataOf<Row>(read)?.join_code;
  // Joining by code switched off (a null code): switched on for the check, and off again after.
  const switched = isOk(read) && code === null;
  if (switched) code = dataOf<Row>(await setJoinCode(run, ctx, council, true))?.join_code;
  if (typeof code !== 'string' || code === '')
    return uncheckedAll(
      run,
      [...JOIN_CODE_PROMISES],
      `council ${council} shows its admin no join code (getCouncil answered ${statusText(read)}, join_code ${show(code)})`,
    );
  const joined = await call(run, ctx, 'requestJoinCouncil', ctx.actorB, CHECK.promiseSets, {
    params: { council },
    json: { code },
  });
  const what = `the second user joining council ${council} with its code`;
  if (approves) {
    const problem = isOk(joined)
      ? unmet((approves.promise.set ?? {}) as Row, dataOf<Row>(joined) ?? {}, {})
      : `the answer is ${statusText(joined)}`;
    approves.expect(!problem, `${what}: an approved request`, `${what}: ${problem}`, joined);
  }
  if (!isOk(joined)) {
    member?.unchecked(`requestJoinCouncil with the code answered ${statusText(joined)}`);
    if (switched) await setJoinCode(run, ctx, council, false);
    return;
  }
  const params = { council, user: ctx.b.id as number };
  const shown = await call(run, ctx, 'getCouncilUser', ctx.actorA, CHECK.promiseSets, { params });
  if (member) {
    const row = dataOf<Row>(shown);
    const problem = isOk(shown)
      ? unmet((member.promise.set ?? {}) as Row, row ?? {}, {})
      : `getCouncilUser answered ${statusText(shown)}`;
    member.expect(
      !problem,
      `${what}: listed as ${show(row && { role: row.role, status: row.status })}`,
      `${what}: ${problem}`,
      shown,
    );
  }
  const removed = await call(run, ctx, 'removeCouncilUser', ctx.actorA, CHECK.promiseSets, {
    params,
  });
  if (!isOk(removed))
    run.leftBehind.push(
      `the second user, a member of council ${council} by its code (removing answered ${statusText(removed)})`,
    );
}
