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
import { agentAddedBySecond } from './added-agent';
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
  const agent = await agentAddedBySecond(run, ctx, report.check);
  if (typeof agent === 'string') return report.unchecked(agent);
  const repriced = await call(run, ctx, op.operationId, ctx.actorA, report.check, {
    params: { agent: agent.id },
    json: PAID,
  });
  if (!isOk(repriced)) {
    await agent.remove();
    return report.unchecked(`${op.operationId} making it paid answered ${statusText(repriced)}`);
  }
  const shownBy = String(promise.shown_by);
  const read = await call(run, ctx, shownBy, ctx.actorB, report.check, {
    query: { per_page: 100 },
  });
  const rows = dataOf<Row[]>(read);
  const row = Array.isArray(rows) ? rows.find((r) => String(r.id) === String(agent.id)) : undefined;
  const set = (promise.set as Row | undefined) ?? {};
  const wrong = Object.entries(set).find(([field, value]) => fieldAt(row, field) !== value);
  const what = `agent ${show(agent.id)}, added free by the second user, then made ${show(PAID)}`;
  if (!isOk(read)) report.unchecked(`${shownBy} answered ${statusText(read)}`);
  else if (!row) report.fail(`${what}: the second user's ${shownBy} no longer holds it`, read);
  else
    report.expect(
      !wrong,
      `${what}: the second user's ${shownBy} still holds it with ${show(set)}`,
      `${what}: the second user's ${shownBy} shows ${wrong?.[0]} ${show(fieldAt(row, wrong?.[0] ?? ''))}, expected ${show(wrong?.[1])}`,
      read,
    );
  await agent.remove();
}
