/**
 * A list of one has no order to judge: where a chain makes records of that list (an agent's
 * files), the order check makes one more, reads the list again and deletes the record at once.
 * The record it adds is the newest, so an order by creation time has two rows that differ (the
 * walk's record was made earlier in the run).
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Exchange } from '../../http/exchange';
import { CHAINS } from '../chain-table';
import { itemsOf, type Row } from './promises';
import { makeRecord } from './records';
import type { CheckName } from '../../engine/check-names';

export async function listWithOneMore(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  query: Record<string, string>,
  check: CheckName,
  list: string,
): Promise<{ exchange: Exchange | undefined; items: Row[] } | string> {
  if (run.options.readOnly) return 'a read-only run makes no record to add';
  const chain = CHAINS.find((c) => c.list.op === op.operationId);
  if (!chain) return 'no chain makes records of this list';
  const made = await makeRecord(run, ctx, chain, check);
  if (typeof made === 'string') return `one more could not be made: ${made}`;
  const exchange = await call(run, ctx, op.operationId, ctx.actorA, check, { query });
  await made.remove();
  const items = itemsOf(exchange, list);
  if (!items || items.length < 2)
    return `with one more ${chain.resource} made, the list has ${items?.length ?? 0} item(s)`;
  return { exchange, items };
}
