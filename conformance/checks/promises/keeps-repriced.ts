/**
 * promise-keeps for a published agent repriced (updateAgent): the first user's free agent, made and
 * published for it, is added by the second user; the author then makes it paid; the second user's
 * agents still hold it, with the `set` values (`source: free`): a change of price binds only those
 * who add or buy it afterwards. The second user's entry is removed and the agent deleted after.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { chainCreating, makeRecord } from './records';
import {
  fieldAt,
  isOk,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';

const PAID = { pricing: 'paid', price: 1999, currency: 'GBP' };

export async function keepsRepriced(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const chain = chainCreating('createAgent');
  if (!chain) return report.unchecked('the runner has no agent chain');
  const made = await makeRecord(run, ctx, chain, report.check);
  if (typeof made === 'string') return report.unchecked(made);
  const agent = { agent: made.id };
  const steps = [
    ['publishAgent', ctx.actorA, {}],
    ['addAgent', ctx.actorB, {}],
    [op.operationId, ctx.actorA, { json: PAID }],
  ] as const;
  for (const [step, actor, extra] of steps) {
    const answer = await call(run, ctx, step, actor, report.check, { params: agent, ...extra });
    if (!isOk(answer)) {
      if (step !== 'publishAgent')
        await call(run, ctx, 'removeProfileAgent', ctx.actorB, report.check, { params: agent });
      await made.remove();
      return report.unchecked(
        `${step} of the first user's free agent answered ${statusText(answer)}`,
      );
    }
  }
  const shownBy = String(promise.shown_by);
  const read = await call(run, ctx, shownBy, ctx.actorB, report.check, {
    query: { per_page: 100 },
  });
  const rows = dataOf<Row[]>(read);
  const row = Array.isArray(rows) ? rows.find((r) => String(r.id) === String(made.id)) : undefined;
  const set = (promise.set as Row | undefined) ?? {};
  const wrong = Object.entries(set).find(([field, value]) => fieldAt(row, field) !== value);
  const what = `agent ${show(made.id)}, added free by the second user, then made ${show(PAID)}`;
  if (!isOk(read)) report.unchecked(`${shownBy} answered ${statusText(read)}`);
  else if (!row) report.fail(`${what}: the second user's ${shownBy} no longer holds it`, read);
  else
    report.expect(
      !wrong,
      `${what}: the second user's ${shownBy} still holds it with ${show(set)}`,
      `${what}: the second user's ${shownBy} shows ${wrong?.[0]} ${show(fieldAt(row, wrong?.[0] ?? ''))}, expected ${show(wrong?.[1])}`,
      read,
    );
  await call(run, ctx, 'removeProfileAgent', ctx.actorB, report.check, { params: agent });
  await made.remove();
}
