/**
 * Check 5b, mass assignment: a body that also carries `user_id` naming the second user (a key the
 * contract's request does not have, so Laravel's `validated()` drops it) must leave the record the
 * first user's. A backend that creates or updates with `$request->all()` and an open `$fillable`
 * (or `$guarded = []`) hands the folder or thread to whoever the body names.
 */
import type { Actor } from '../http/actor';
import type { Exchange } from '../http/exchange';
import { dataOf, isSuccess, statusOf, type Context } from '../run/context';
import type { Run } from '../run/engine';
import { CHECKS } from '../run/results';
import { call } from '../run/steps';

/** The operations whose body is sent with a foreign `user_id`. */
export const MASS_ASSIGNMENT_OPERATIONS = [
  'createFolder',
  'updateFolder',
  'createThread',
  'updateThread',
];

interface Resource {
  param: 'folder' | 'thread';
  create: string;
  read: string;
  update: string;
  remove: string;
  body: (run: Run, ctx: Context, opId: string) => Record<string, unknown> | null;
}

const stamp = () => Date.now().toString(36);

const RESOURCES: Resource[] = [
  {
    param: 'folder',
    create: 'createFolder',
    read: 'getFolder',
    update: 'updateFolder',
    remove: 'deleteFolder',
    body: (run, _ctx, opId) => run.data.body(run.op(opId), { name: `Owned ${stamp()}` }) ?? null,
  },
  {
    param: 'thread',
    create: 'createThread',
    read: 'getThread',
    update: 'updateThread',
    remove: 'deleteThread',
    body: (run, ctx, opId) => {
      const agent = ctx.facts.get('chatAgent');
      if (opId === 'createThread' && agent === undefined) return null;
      return (
        run.data.body(run.op(opId), {
          agent_id: opId === 'createThread' ? agent : undefined,
          folder_id: undefined,
          file_ids: undefined,
          title: `Owned ${stamp()}`,
        }) ?? null
      );
    },
  },
];

export async function checkMassAssignment(run: Run, ctx: Context): Promise<void> {
  for (const resource of RESOURCES) {
    if (![resource.create, resource.update].some((opId) => run.selected(opId))) continue;
    await checkResource(run, ctx, resource);
  }
}

async function checkResource(run: Run, ctx: Context, resource: Resource): Promise<void> {
  const { actorA: a, actorB: b } = ctx;
  const foreign = { user_id: ctx.b.id };
  const skip = (reason: string) => {
    for (const opId of [resource.create, resource.update])
      if (run.selected(opId)) run.results.skip(opId, CHECKS.massAssignment, reason);
  };
  if (hasOwnField(run, resource.create) || hasOwnField(run, resource.update))
    return skip("the contract's request has a user_id of its own");
  const body = resource.body(run, ctx, resource.create);
  if (!body) return skip(`the first user has no agent to start a ${resource.param} with`);

  const created = await call(run, ctx, resource.create, a, CHECKS.massAssignment, {
    json: { ...body, ...foreign },
  });
  const id = dataOf(created)?.id as number | undefined;
  if (!isSuccess(created) || id === undefined)
    return skip(`creating a ${resource.param} with an extra user_id failed: ${statusOf(created)}`);
  const params = { [resource.param]: id };
  // Deleted by whoever holds it: the second user, when the backend handed it over.
  ctx.created(`the ${resource.param} ${id} of the mass-assignment check`, async () => {
    const gone = await call(run, ctx, resource.remove, a, CHECKS.massAssignment, { params });
    if (!isSuccess(gone))
      await call(run, ctx, resource.remove, b, CHECKS.massAssignment, { params });
  });

  if (run.selected(resource.create))
    await expectOwnedByFirst(run, ctx, resource, id, resource.create, created!);

  if (run.selected(resource.update)) {
    const update = resource.body(run, ctx, resource.update);
    const updated = update
      ? await call(run, ctx, resource.update, a, CHECKS.massAssignment, {
          params,
          json: { ...update, ...foreign },
        })
      : undefined;
    if (!updated || !isSuccess(updated))
      run.results.skip(
        resource.update,
        CHECKS.massAssignment,
        `the update was not accepted: ${statusOf(updated)}`,
      );
    else await expectOwnedByFirst(run, ctx, resource, id, resource.update, updated);
  }
}

/** The first user still reads the record; the second user named in the body does not. */
async function expectOwnedByFirst(
  run: Run,
  ctx: Context,
  resource: Resource,
  id: number,
  opId: string,
  sent: Exchange,
): Promise<void> {
  const params = { [resource.param]: id };
  const read = (actor: Actor) =>
    call(run, ctx, resource.read, actor, CHECKS.massAssignment, { params });
  const mine = await read(ctx.actorA);
  const theirs = await read(ctx.actorB);
  const kept = mine?.response?.status === 200 && [403, 404].includes(theirs?.response?.status ?? 0);
  run.results.expect(
    kept,
    opId,
    CHECKS.massAssignment,
    kept
      ? `${resource.param} ${id} stayed the first user's despite "user_id": ${ctx.b.id} in the body`
      : `${resource.param} ${id}, sent with "user_id": ${ctx.b.id} (the second user) in the body: expected the first user to read it (200) and the second not (403/404), got ${statusOf(mine)} and ${statusOf(theirs)}: user_id was mass-assigned (create or update from $request->validated(), or keep user_id out of $fillable)`,
    kept ? sent.id : (theirs?.id ?? sent.id),
  );
}

function hasOwnField(run: Run, opId: string): boolean {
  const schema = run.data.requestSchema(run.op(opId)) as {
    properties?: Record<string, unknown>;
  } | null;
  return !!schema?.properties && 'user_id' in schema.properties;
}
