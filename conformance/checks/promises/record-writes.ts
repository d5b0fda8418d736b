/**
 * A write the promise checks make on a record of their own (through the chains of chain-table.ts):
 * the create of a chain (sent with extra body values), an update or a delete of a record made for
 * it, or a write on the record its path names (publishing an agent). `before` runs right before the
 * write (with the record, once there is one): a listener subscribes there. With `pastThrottle`, a
 * 429 of the write's documented throttle is waited out once (engine/retry-after.ts).
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Exchange } from '../../http/exchange';
import { CHAINS } from '../chain-table';
import { isOk, show, statusText, type Row } from './promises';
import {
  bodyOf,
  chainCreating,
  chainDeleting,
  chainUpdating,
  deleteParamOf,
  makeRecord,
} from './records';
import type { CheckName } from '../../engine/check-names';
import { sendPastThrottle } from '../../engine/retry-after';

export interface RecordWrite {
  write: Exchange;
  /** The body the write sent. */
  sent: Row;
  id: number | string;
  /** The path parameter that names the record (for its read). */
  param: string;
  /** The record and the write, for messages. */
  what: string;
  /** Deletes the record (nothing when the write deleted it). */
  remove: () => Promise<void>;
}

type Before = (record?: { id: number | string; param: string }) => Promise<void>;

/** Whether the runner can make `op`'s write on a record of its own. */
export function canWrite(run: Run, op: ContractOperation): boolean {
  return (
    !!chainCreating(op.operationId) ||
    !!chainUpdating(op.operationId)?.update ||
    !!chainDeleting(op.operationId) ||
    !!actionChain(run, op)
  );
}

/**
 * The chain of the record a write's path names, when the write is a JSON call below the chain's own
 * collection (`/api/agents/{agent}/publish` below `/api/agents`): a council's agent is not a user's.
 */
const actionChain = (run: Run, op: ContractOperation) => {
  const content = (op.object.requestBody as { content?: Record<string, unknown> } | undefined)
    ?.content;
  if (content && !('application/json' in content)) return undefined;
  const path = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return CHAINS.find(
    (c) =>
      path.includes(c.param) &&
      c.create.op !== op.operationId &&
      op.path.startsWith(`${run.op(c.create.op).path}/{${c.param}}`),
  );
};

/**
 * The chain of the record the write acts on (its path's last parameter): the chain it updates, or
 * the one whose collection its path extends (publishing an agent); none for a create.
 */
export function recordChain(run: Run, op: ContractOperation) {
  const updated = chainUpdating(op.operationId);
  const chain = updated?.update ? updated : actionChain(run, op);
  const last = [...op.path.matchAll(/\{(\w+)\}/g)].at(-1)?.[1];
  return chain && chain.param === last ? chain : undefined;
}

export async function writeOnRecord(
  run: Run,
  ctx: Context,
  check: CheckName,
  op: ContractOperation,
  extra: Row = {},
  before: Before = async () => {},
  { pastThrottle = false }: { pastThrottle?: boolean } = {},
): Promise<RecordWrite | string> {
  const created = chainCreating(op.operationId);
  if (created) {
    await before();
    const made = await makeRecord(run, ctx, created, check, extra);
    if (typeof made === 'string') return made;
    return {
      write: made.exchange,
      sent: bodyOf(made.exchange) ?? extra,
      id: made.id,
      param: created.param,
      what: `${created.resource} ${show(made.id)} made${Object.keys(extra).length ? ` with ${show(extra)}` : ''}`,
      remove: made.remove,
    };
  }
  const updated = chainUpdating(op.operationId);
  const deleted = chainDeleting(op.operationId);
  const chain = updated?.update ? updated : (deleted ?? actionChain(run, op));
  if (!chain) return `the runner has no way to make the write ${op.operationId}`;
  const made = await makeRecord(run, ctx, chain, check);
  if (typeof made === 'string') return made;
  const param = chain === deleted ? deleteParamOf(run, chain) : chain.param;
  const base =
    chain === updated
      ? ((chain.update!.options(ctx, run)?.json as Row | undefined) ?? {})
      : op.object.requestBody
        ? (run.data.body(op) as Row)
        : undefined;
  const json = base ? { ...base, ...extra } : undefined;
  await before({ id: made.id, param: chain.param });
  const send = () =>
    call(run, ctx, op.operationId, ctx.actorA, check, {
      params: { [param]: made.id },
      ...(json && { json }),
    });
  // A check that must see this write's effects waits out its documented throttle once (engine/retry-after.ts).
  const write = pastThrottle
    ? (
        await sendPastThrottle(run, op, send, {
          maxSeconds: 60,
          what: `${op.operationId} (${check})`,
        })
      ).exchange
    : await send();
  if (!isOk(write)) {
    await made.remove();
    return `${op.operationId} answered ${statusText(write)}`;
  }
  if (chain === deleted) made.forget();
  return {
    write: write!,
    sent: json ?? {},
    id: made.id,
    param: chain.param,
    what: `${chain.resource} ${show(made.id)} after ${op.operationId}${Object.keys(extra).length ? ` with ${show(extra)}` : ''}`,
    remove: chain === deleted ? async () => {} : made.remove,
  };
}
