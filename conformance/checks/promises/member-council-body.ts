/**
 * promise-visibility for a write whose body names one of the caller's councils (`scope:
 * member-councils`, `refers` the body key, e.g. `updateProfile`'s `current_council_id`): the first
 * user sends a council that exists but is not theirs (one of another account's), and gets
 * `others_get` with the key in `errors`. `exists:councils,id` alone lets it through; the caller's
 * councils must be the rule. Were it accepted, the profile's own value is put back.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import {
  fieldAt,
  isOk,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';
import { CHECK } from '../../engine/check-names';

export const isMemberCouncilBody = (op: ContractOperation, promise: ContractPromise): boolean =>
  op.method !== 'GET' &&
  op.body === 'json' &&
  promise.scope === 'member-councils' &&
  typeof promise.refers === 'string';

/** A council the search finds that the first user is not in, asked for by a word of their own councils' names. */
async function searched(run: Run, ctx: Context, mine: Set<number>): Promise<number | undefined> {
  if (!run.contract.byId.has('searchCouncils')) return undefined;
  const words = new Set(
    ctx.a.councils.flatMap((c) => String(c.name ?? '').split(/\s+/)).filter((w) => w.length >= 2),
  );
  for (const q of words) {
    const found = dataOf<Row[]>(
      await call(run, ctx, 'searchCouncils', ctx.actorA, CHECK.promiseVisibility, { query: { q } }),
    );
    const other = (Array.isArray(found) ? found : []).find(
      (c) => !mine.has(Number(c.id)) && c.is_member !== true,
    );
    if (other) return Number(other.id);
  }
  return undefined;
}

export async function judgeMemberCouncilBody(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const key = String(promise.refers);
  const mine = new Set(ctx.a.councils.map((c) => c.id));
  const others = [ctx.b, ...ctx.roles.map((r) => r.account)].flatMap((a) => a?.councils ?? []);
  const foreign = others.find((c) => !mine.has(c.id))?.id ?? (await searched(run, ctx, mine));
  if (foreign === undefined)
    return report.unchecked(
      "no account of the run is in a council the first user is not in, and the council search found none by the words of their councils' names",
    );
  const profile = await call(run, ctx, 'getProfile', ctx.actorA, CHECK.promiseVisibility);
  const before = fieldAt(dataOf(profile), key);
  const answer = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility, {
    json: { [key]: foreign },
  });
  if (isOk(answer) && before !== undefined)
    await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility, {
      json: { [key]: before },
    });
  const errors = fieldAt(answer?.response?.json, 'errors') as Row | undefined;
  report.expect(
    answer?.response?.status === promise.others_get &&
      (promise.others_get !== 422 || (errors !== undefined && key in errors)),
    `council ${foreign}, not the first user's, as ${key}: ${String(promise.others_get)}`,
    `the first user sending ${key} ${show(foreign)} (a council they are not in) got ${statusText(answer)} ${show(errors)}, expected ${String(promise.others_get)} on ${key}`,
    answer,
  );
}
