/**
 * Check 6, stateful chains: for every resource the contract lets a user create (checks/chain-table.ts),
 * create → read → update → list contains it → (the checks that need it) → delete → read is 404 and
 * the list no longer holds it. The walk opens each chain (openChain) before the checks that need its
 * record and closes it (closeChain) after them; the join-request chain is checks/join-requests.ts.
 */
import type { Actor } from '../http/actor';
import { dataOf, isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call } from '../engine/steps';
import { positive } from './positive-data';
import { throttleAnswered } from '../engine/throttle-answer';
import type { ChainDefinition } from '../engine/chain';
import type { Check } from '../engine/check';
import { CHAINS } from './chain-table';
import { readersOf, updateWithReadBack } from './read-back';
import { CHECK } from '../engine/check-names';

export function idsIn(exchange: Exchange | undefined): unknown[] {
  const rows = dataOf<unknown>(exchange);
  return Array.isArray(rows) ? rows.map((row) => (row as { id?: unknown }).id) : [];
}

/** The chain up to "list contains it"; the delete half runs later, after the checks that need the record. */
export async function openChain(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  actor: Actor,
): Promise<boolean> {
  const fail = (op: string, message: string, exchange?: Exchange) =>
    run.results.fail(op, CHECK.statefulChain, `${chain.resource} chain: ${message}`, exchange?.id);
  const options = chain.create.options(ctx, run);
  if (!options) {
    run.results.skip(
      chain.create.op,
      CHECK.statefulChain,
      `${chain.resource} chain: the backend gave no record to build it on`,
    );
    blockChain(
      run,
      ctx,
      chain,
      `the backend gave the runner no record to build a ${chain.resource} on`,
    );
    return false;
  }
  const created = await positive(run, ctx, chain.create.op, actor, options);
  if (!created || !isSuccess(created)) {
    // positive() already reported a documented throttle's 429 as not judged: the chain cannot go on,
    // but the backend broke nothing.
    const throttled = created ? throttleAnswered(run.op(chain.create.op), created) : null;
    if (throttled)
      run.results.skip(
        chain.create.op,
        CHECK.statefulChain,
        `${chain.resource} chain: ${throttled}`,
      );
    else if (created) fail(chain.create.op, `create answered ${statusOf(created)}`, created);
    const status = created?.response?.status;
    blockChain(
      run,
      ctx,
      chain,
      `the ${chain.resource} chain could not create one: ${chain.create.op} (${run.op(chain.create.op).method} ${run.op(chain.create.op).path}) answered ${created ? statusOf(created).slice(0, 120) : 'nothing'}${status === 404 || status === 405 ? ', so the backend does not have this operation (no route)' : ''}`,
    );
    return false;
  }
  const id = chain.create.idFrom
    ? await chain.create.idFrom(created, run, ctx)
    : (dataOf(created)?.id as number | undefined);
  if (id === undefined) {
    fail(chain.create.op, 'the created record has no id', created);
    return false;
  }
  ctx.facts.set(`chain:${chain.resource}:previous`, ctx.get(chain.param));
  ctx.set(chain.param, id);
  const deleted = ctx.created(`${chain.resource} ${id}`, async () => {
    const exchange = await call(run, ctx, chain.delete.op, actor, CHECK.statefulChain, {
      params: { [deleteParam(run, chain)]: id },
    });
    if (!isSuccess(exchange) && exchange?.response?.status !== 404)
      throw new Error(`delete answered ${statusOf(exchange)}`);
  });
  ctx.facts.set(`chain:${chain.resource}:delete`, deleted);
  run.results.pass(
    chain.create.op,
    CHECK.statefulChain,
    `${chain.resource} chain: created ${id}`,
    created.id,
  );

  if (chain.read) {
    const read = await positive(run, ctx, chain.read.op, actor, {}, CHECK.statefulChain);
    if (read && isSuccess(read) && dataOf(read)?.id !== id)
      fail(chain.read.op, `read returned id ${String(dataOf(read)?.id)}, expected ${id}`, read);
    else if (read && isSuccess(read))
      run.results.pass(
        chain.read.op,
        CHECK.statefulChain,
        `${chain.resource} chain: read ${id} back`,
        read.id,
      );
  }
  if (chain.update) {
    const updateOptions = chain.update.options(ctx, run);
    if (updateOptions) {
      const updated = await updateWithReadBack(
        run,
        ctx,
        run.op(chain.update.op),
        actor,
        updateOptions,
        CHECK.statefulChain,
        run.op(chain.list.op).path === readersOf(run, run.op(chain.update.op)).list?.path
          ? chain.list.query
          : undefined,
      );
      if (updated && isSuccess(updated))
        run.results.pass(
          chain.update.op,
          CHECK.statefulChain,
          `${chain.resource} chain: updated ${id}`,
          updated.id,
        );
    }
  }
  const listed = await positive(
    run,
    ctx,
    chain.list.op,
    actor,
    { query: chain.list.query },
    CHECK.statefulChain,
  );
  if (listed && isSuccess(listed)) {
    const ok = idsIn(listed).includes(id);
    run.results.expect(
      ok,
      chain.list.op,
      CHECK.statefulChain,
      ok
        ? `${chain.resource} chain: the list holds ${id}`
        : `${chain.resource} chain: the list does not hold the created ${id}`,
      listed.id,
    );
  }
  return true;
}

export async function closeChain(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  actor: Actor,
): Promise<void> {
  const id = ctx.get(chain.param);
  if (id === undefined) return;
  const removed = await positive(run, ctx, chain.delete.op, actor, {}, CHECK.statefulChain);
  if (!removed || !isSuccess(removed)) {
    if (removed)
      run.results.fail(
        chain.delete.op,
        CHECK.statefulChain,
        `${chain.resource} chain: delete answered ${statusOf(removed)}`,
        removed.id,
      );
    return;
  }
  (ctx.facts.get(`chain:${chain.resource}:delete`) as () => void)();
  // Gone from its own route (a 404 read) and from the list: a delete that only hides the record
  // from one of them (a soft delete one query forgets) did not delete it.
  let stillThere = false;
  if (chain.gone === 'read' && chain.read) {
    const after = await call(run, ctx, chain.read.op, actor, CHECK.statefulChain);
    const ok = after?.response?.status === 404;
    if (after) {
      run.results.expect(
        ok,
        chain.delete.op,
        CHECK.statefulChain,
        ok
          ? `${chain.resource} chain: read after delete is 404`
          : `${chain.resource} chain: read after delete expected 404, got ${statusOf(after)} (the delete did not delete)`,
        after.id,
      );
      stillThere ||= !ok;
    }
  }
  const listed = await call(run, ctx, chain.list.op, actor, CHECK.statefulChain, {
    query: chain.list.query,
  });
  if (listed && isSuccess(listed)) {
    const ok = !idsIn(listed).includes(id);
    run.results.expect(
      ok,
      chain.delete.op,
      CHECK.statefulChain,
      ok
        ? `${chain.resource} chain: the list no longer holds ${id} (${chain.list.op})`
        : `${chain.resource} chain: the list still holds ${id} after its delete (${chain.list.op}): the delete did not delete${chain.gone === 'read' ? ', though reading it answers 404' : ''}`,
      listed.id,
    );
    stillThere ||= !ok;
  }
  if (stillThere)
    ctx.created(`${chain.resource} ${id} (still there after its delete)`, async () => {});
  ctx.values.delete(chain.param);
  ctx.set(chain.param, ctx.facts.get(`chain:${chain.resource}:previous`) as number | undefined);
}

/** Everything that needed the chain's record says why it did not get one. */
function blockChain(run: Run, ctx: Context, chain: ChainDefinition, reason: string): void {
  if (!ctx.missing.has(chain.param)) ctx.missing.set(chain.param, reason);
  const ops = [
    chain.read?.op,
    chain.update?.op,
    chain.list.op,
    chain.delete.op,
    ...(chain.uses ?? []),
  ];
  for (const op of ops) if (op && !run.blocked.has(op)) run.blocked.set(op, reason);
}

/** The path parameter of the chain's delete that names the record (`file` for an agent's file). */
export function deleteParam(run: Run, chain: ChainDefinition): string {
  return run.op(chain.delete.op).path.match(/\{(\w+)\}$/)?.[1] ?? chain.param;
}

export const check: Check = {
  name: CHECK.statefulChain,
  summary: 'create → read → update → list → delete → gone, for every resource a user can create',
  docs: "create → read → update → list holds it → delete → the read is 404 **and** the list no longer holds it (a soft delete one query forgets is caught) for folders, threads, agents, agent files, council files, council agent files, invited council users and the user's agent list; a join request is asked, listed and rejected. The chains are one declared table (`conformance/checks/chain-table.ts`)",
  phase: 'walk',
  writes: true,
  appliesTo: (op) =>
    CHAINS.some((c) =>
      [c.create.op, c.read?.op, c.update?.op, c.list.op, c.delete.op].includes(op.operationId),
    ),
};
