/**
 * Records the promise checks make and delete on their own (through the chains of chain-table.ts),
 * the walk's accepted requests they send again, and the reads that show a record before and after.
 */
import type { ContractOperation } from '../../contract/contract';
import type { ChainDefinition } from '../../engine/chain';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, paramsFor } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { CHAINS } from '../chain-table';
import { isOk, type Row } from './promises';
import { CHECK, type CheckName } from '../../engine/check-names';

export const chainCreating = (opId: string) => CHAINS.find((c) => c.create.op === opId);
export const chainUpdating = (opId: string) => CHAINS.find((c) => c.update?.op === opId);
export const chainDeleting = (opId: string) => CHAINS.find((c) => c.delete.op === opId);

export interface Made {
  id: number | string;
  exchange: Exchange;
  /** Deletes it now (and no longer at the end of the run). */
  remove: () => Promise<void>;
  /** It was deleted otherwise: no clean-up at the end of the run. */
  forget: () => void;
}

/** A record of the chain made by the first user, or `actor` (json overrides on the chain's body), or why not. */
export async function makeRecord(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  check: CheckName,
  overrides: Row = {},
  actor = ctx.actorA,
): Promise<Made | string> {
  const options = chain.create.options(ctx, run);
  if (!options) return `the ${chain.resource} chain cannot build a record here`;
  const json =
    options.json && typeof options.json === 'object'
      ? { ...(options.json as Row), ...overrides }
      : options.json;
  const exchange = await call(run, ctx, chain.create.op, actor, check, { ...options, json });
  if (!exchange || !isOk(exchange))
    return `${chain.create.op} answered ${exchange?.response?.status ?? 'nothing'} making a ${chain.resource}`;
  const id = chain.create.idFrom
    ? await chain.create.idFrom(exchange, run, ctx)
    : (dataOf(exchange)?.id as number | string | undefined);
  if (id === undefined) return `${chain.create.op}'s answer names no id`;
  const param = deleteParamOf(run, chain);
  const remove = async () => {
    await call(run, ctx, chain.delete.op, actor, check, { params: { [param]: id } });
  };
  const done = ctx.created(`${chain.resource} ${String(id)} (made by ${check})`, remove);
  return {
    id,
    exchange,
    forget: done,
    remove: async () => {
      done();
      await remove();
    },
  };
}

/** The path parameter of the chain's delete that names the record. */
export function deleteParamOf(run: Run, chain: ChainDefinition): string {
  const names = run
    .op(chain.delete.op)
    .parameters.filter((p) => p.in === 'path')
    .map((p) => p.name);
  return names.includes(chain.param) ? chain.param : names[names.length - 1]!;
}

/** The checks whose calls are valid requests (the walk's), not probes of bad input. */
const VALID = new Set<string>([CHECK.positiveData, CHECK.statefulChain, CHECK.updateReadBack]);

/** The first user's (or any account's) last accepted valid call of the operation in this run (the walk's), to send again. */
export function acceptedCall(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  anyAccount = false,
): Exchange | undefined {
  return run.exchanges.findLast(
    (e) =>
      e.operationId === op.operationId &&
      VALID.has(e.check) &&
      (anyAccount
        ? ctx.roles.some((r) => r.actor.name === e.actor)
        : e.actor === ctx.actorA.name) &&
      e.request.method === op.method &&
      isOk(e),
  );
}

export function bodyOf(exchange: Exchange | undefined): Row | undefined {
  try {
    const body = JSON.parse(exchange?.request.bodyText ?? '') as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : undefined;
  } catch {
    return undefined;
  }
}

/** The values of the operation's path parameters the run uses. */
export function pathValues(ctx: Context, op: ContractOperation): string[] {
  const params = paramsFor(ctx, {}, op.path);
  return op.parameters
    .filter((p) => p.in === 'path')
    .map((p) => params[p.name])
    .filter((v) => v !== undefined)
    .map(String);
}

/** The path parameters of a request, read back from its URL through the operation's path template. */
export function paramsFromUrl(op: ContractOperation, url: string): Record<string, string> {
  const names: string[] = [];
  const pattern = op.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(new URL(url).pathname);
  return Object.fromEntries(
    names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]),
  );
}

/**
 * The walk's accepted call of a list by the first user, when it asked nothing the promise's own
 * query does not (no sort or filter of its own): a list the contract's example finds empty (a
 * search term no record carries) is judged on what the walk found with a term of its own.
 */
export function walkListCall(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  query: Record<string, string>,
): Exchange | undefined {
  const earlier = acceptedCall(run, ctx, op);
  if (!earlier) return undefined;
  const asked = [...new URL(earlier.request.url).searchParams.keys()];
  return asked.every((key) => key in query) ? earlier : undefined;
}
