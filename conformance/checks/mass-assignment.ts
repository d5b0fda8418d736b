/**
 * Check 5b, mass assignment: a body that also carries `user_id` naming the second user (a key the
 * contract's request does not have, so Laravel's `validated()` drops it) must leave the record the
 * first user's. A backend that creates or updates with `$request->all()` and an open `$fillable`
 * (or `$guarded = []`) hands the folder or thread to whoever the body names.
 */
import type { Actor } from '../http/actor';
import { dataOf, isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run';
import type { ChainDefinition } from '../engine/chain';
import { CHECKS } from '../engine/results';
import { call } from '../engine/steps';

/** The chains whose records belong to one user: their create and update are sent with a foreign `user_id`. */
const owned = (chains: ChainDefinition[]) =>
  chains.filter((chain) => chain.resource === 'folder' || chain.resource === 'thread');

export const massAssignmentOperations = (chains: ChainDefinition[]): string[] =>
  owned(chains).flatMap((chain) => [chain.create.op, chain.update!.op]);

export async function checkMassAssignment(
  run: Run,
  ctx: Context,
  chains: ChainDefinition[],
): Promise<void> {
  for (const chain of owned(chains)) {
    if (![chain.create.op, chain.update!.op].some((opId) => run.selected(opId))) continue;
    await checkChain(run, ctx, chain);
  }
}

/** The chain's own valid bodies (chains.ts), each with the second user's id added. */
async function checkChain(run: Run, ctx: Context, chain: ChainDefinition): Promise<void> {
  const { actorA: a, actorB: b } = ctx;
  const create = chain.create.op;
  const update = chain.update!.op;
  const foreign = { user_id: ctx.b.id };
  const skip = (reason: string) => {
    for (const opId of [create, update])
      if (run.selected(opId)) run.results.skip(opId, CHECKS.massAssignment, reason);
  };
  if (hasOwnField(run, create) || hasOwnField(run, update))
    return skip("the contract's request has a user_id of its own");
  const body = chain.create.options(ctx, run)?.json as Record<string, unknown> | undefined;
  if (!body) return skip(`the run has no valid body to create a ${chain.resource} with`);

  const created = await call(run, ctx, create, a, CHECKS.massAssignment, {
    json: { ...body, ...foreign },
  });
  const id = dataOf(created)?.id as number | undefined;
  if (!isSuccess(created) || id === undefined)
    return skip(`creating a ${chain.resource} with an extra user_id failed: ${statusOf(created)}`);
  const params = { [chain.param]: id };
  // Deleted by whoever holds it: the second user, when the backend handed it over.
  ctx.created(`the ${chain.resource} ${id} of the mass-assignment check`, async () => {
    const gone = await call(run, ctx, chain.delete.op, a, CHECKS.massAssignment, { params });
    if (!isSuccess(gone))
      await call(run, ctx, chain.delete.op, b, CHECKS.massAssignment, { params });
  });

  if (run.selected(create)) await expectOwnedByFirst(run, ctx, chain, id, create, created!);

  if (run.selected(update)) {
    const changes = chain.update!.options(ctx, run)?.json as Record<string, unknown> | undefined;
    const updated = changes
      ? await call(run, ctx, update, a, CHECKS.massAssignment, {
          params,
          json: { ...changes, ...foreign },
        })
      : undefined;
    if (!updated || !isSuccess(updated))
      run.results.skip(
        update,
        CHECKS.massAssignment,
        `the update was not accepted: ${statusOf(updated)}`,
      );
    else await expectOwnedByFirst(run, ctx, chain, id, update, updated);
  }
}

/** The first user still reads the record; the second user named in the body does not. */
async function expectOwnedByFirst(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  id: number,
  opId: string,
  sent: Exchange,
): Promise<void> {
  const params = { [chain.param]: id };
  const read = (actor: Actor) =>
    call(run, ctx, chain.read!.op, actor, CHECKS.massAssignment, { params });
  const mine = await read(ctx.actorA);
  const theirs = await read(ctx.actorB);
  const kept = mine?.response?.status === 200 && [403, 404].includes(theirs?.response?.status ?? 0);
  run.results.expect(
    kept,
    opId,
    CHECKS.massAssignment,
    kept
      ? `${chain.resource} ${id} stayed the first user's despite "user_id": ${ctx.b.id} in the body`
      : `${chain.resource} ${id}, sent with "user_id": ${ctx.b.id} (the second user) in the body: expected the first user to read it (200) and the second not (403/404), got ${statusOf(mine)} and ${statusOf(theirs)}: user_id was mass-assigned (create or update from $request->validated(), or keep user_id out of $fillable)`,
    kept ? sent.id : (theirs?.id ?? sent.id),
  );
}

function hasOwnField(run: Run, opId: string): boolean {
  const schema = run.data.requestSchema(run.op(opId)) as {
    properties?: Record<string, unknown>;
  } | null;
  return !!schema?.properties && 'user_id' in schema.properties;
}
