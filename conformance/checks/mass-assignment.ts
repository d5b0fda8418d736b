/**
 * Check 5b, mass assignment: a create or update body that also carries a foreign key the contract's
 * request does not list must leave that key as it was (Laravel's `validated()` drops it). The keys
 * tried are derived from the contract, so any variant is caught: every `*_id` the resource shows
 * (the operation's 2xx `data` schema) that its request body does not have, and `user_id`, the owner
 * key of a model that belongs to one user (tried where the second user cannot read the first user's
 * record). A backend that creates or updates with `$request->all()` and an open `$fillable` (or
 * `$guarded = []`) moves the record to another thread's agent, another council, another owner.
 */
import type { ContractOperation, JsonSchema } from '../contract/contract';
import { inlineRefs } from '../data/schemas';
import type { Actor } from '../http/actor';
import { dataOf, isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { ChainDefinition } from '../engine/chain';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';

import { call } from '../engine/steps';
import type { Check } from '../engine/check';
import { CHAINS } from './chain-table';
import { CHECK } from '../engine/check-names';

type Row = Record<string, unknown>;
const OWNER = 'user_id';

const propertiesOf = (schema: unknown): Record<string, JsonSchema> =>
  ((schema as JsonSchema | null)?.properties ?? {}) as Record<string, JsonSchema>;

/** The foreign keys a body could smuggle in: shown by the resource, absent from the request. */
export function smuggledKeys(run: Run, op: ContractOperation): string[] {
  if (op.body !== 'json') return [];
  const request = propertiesOf(run.data.requestSchema(op));
  const status = Object.keys(op.object.responses).find((s) => /^2\d\d$/.test(s));
  const media = status
    ? run.contract.resolveResponse(op, status)?.content?.['application/json']
    : undefined;
  const shown = media?.schema
    ? propertiesOf(propertiesOf(inlineRefs(media.schema, run.contract.document)).data)
    : {};
  return [...new Set([...Object.keys(shown).filter((k) => k.endsWith('_id')), OWNER])].filter(
    (key) => !(key in request),
  );
}

const writesOf = (chain: ChainDefinition) =>
  [chain.create.op, chain.update?.op].filter((id): id is string => id !== undefined);

/** The chains' creates and updates with a JSON body and a key to smuggle, read from the contract. */
export function massAssignmentOperations(run: Run, chains: ChainDefinition[]): string[] {
  return chains
    .filter((chain) => chain.read)
    .flatMap(writesOf)
    .filter((opId) => smuggledKeys(run, run.op(opId)).length > 0);
}

export async function checkMassAssignment(
  run: Run,
  ctx: Context,
  chains: ChainDefinition[],
): Promise<void> {
  const wanted = new Set(massAssignmentOperations(run, chains));
  for (const chain of chains) {
    const ops = writesOf(chain).filter((opId) => wanted.has(opId) && run.selected(opId));
    if (ops.length > 0) await checkChain(run, ctx, chain, ops);
  }
}

/** Another value for the key than `current`: an id the run knows of the same kind, or none. */
function otherValue(ctx: Context, key: string, current: unknown): number | undefined {
  const base = key.slice(0, -'_id'.length);
  const known: unknown[] =
    key === OWNER
      ? [ctx.b.id]
      : [
          ctx.get(base),
          ...(base === 'council' ? [...ctx.a.councils, ...ctx.b.councils].map((c) => c.id) : []),
          ...[...ctx.facts].filter(([name]) => name.toLowerCase().includes(base)).map(([, v]) => v),
        ];
  return known.find(
    (value): value is number => typeof value === 'number' && String(value) !== String(current),
  );
}

async function checkChain(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  ops: string[],
): Promise<void> {
  const skip = (opId: string, reason: string) =>
    run.results.skip(opId, CHECK.massAssignment, reason);
  const read = (actor: Actor, id: unknown) =>
    call(run, ctx, chain.read!.op, actor, CHECK.massAssignment, {
      params: { [chain.param]: id as number },
    });
  // The record the chain made (if it could): what a key is without smuggling, and whether the
  // second user can read it (then the owner key says nothing).
  const ownId = ctx.get(chain.param);
  const natural = ownId === undefined ? undefined : dataOf<Row>(await read(ctx.actorA, ownId));
  const shared = ownId !== undefined && (await read(ctx.actorB, ownId))?.response?.status === 200;

  for (const opId of ops) {
    const op = run.op(opId);
    const keys = smuggledKeys(run, op).filter((key) => !(key === OWNER && shared));
    const injected: Row = {};
    const none: string[] = [];
    for (const key of keys) {
      const value = otherValue(ctx, key, natural?.[key]);
      if (value === undefined) none.push(key);
      else injected[key] = value;
    }
    if (Object.keys(injected).length === 0) {
      skip(
        opId,
        keys.length === 0
          ? "the only key to try is user_id, and the second user can read the first user's record anyway (not a record of one user)"
          : `no other value the run knows for ${none.join(', ')}`,
      );
      continue;
    }
    const made = await makeRecord(run, ctx, chain, opId === chain.create.op ? injected : {});
    if (typeof made === 'string') {
      skip(opId, made);
      continue;
    }
    let sent = made.exchange;
    let before: Row | undefined = natural;
    if (opId !== chain.create.op) {
      before = dataOf<Row>(await read(ctx.actorA, made.id));
      const changes = chain.update!.options(ctx, run)?.json as Row | undefined;
      const updated = changes
        ? await call(run, ctx, opId, ctx.actorA, CHECK.massAssignment, {
            params: { [chain.param]: made.id },
            json: { ...changes, ...injected },
          })
        : undefined;
      if (!updated || !isSuccess(updated)) {
        skip(opId, `the update was not accepted: ${statusOf(updated)}`);
        continue;
      }
      sent = updated;
    }
    await judge(run, ctx, chain, opId, made.id, injected, before, sent, read);
  }
}

/** A record of the chain's, made for this check (deleted by whoever holds it afterwards). */
async function makeRecord(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  injected: Row,
): Promise<{ id: number; exchange: Exchange } | string> {
  const body = chain.create.options(ctx, run);
  if (!body) return `the run has no valid request to create a ${chain.resource} with`;
  const created = await call(run, ctx, chain.create.op, ctx.actorA, CHECK.massAssignment, {
    ...body,
    json: body.json ? { ...(body.json as Row), ...injected } : undefined,
  });
  const id = (
    created && isSuccess(created) && chain.create.idFrom
      ? await chain.create.idFrom(created, run, ctx)
      : dataOf(created)?.id
  ) as number | undefined;
  if (!isSuccess(created) || id === undefined)
    return `${chain.create.op} (to make a ${chain.resource} of its own) answered ${statusOf(created)}`;
  const params = { [chain.param]: id };
  ctx.created(`the ${chain.resource} ${id} of the mass-assignment check`, async () => {
    const gone = await call(run, ctx, chain.delete.op, ctx.actorA, CHECK.massAssignment, {
      params,
    });
    if (!isSuccess(gone))
      await call(run, ctx, chain.delete.op, ctx.actorB, CHECK.massAssignment, { params });
  });
  return { id, exchange: created! };
}

/**
 * Each smuggled key kept its value: the owner's by who can read the record (the first user 200,
 * the second 403/404), every other by what the record and the write's own answer show.
 */
async function judge(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  opId: string,
  id: number,
  injected: Row,
  before: Row | undefined,
  sent: Exchange,
  read: (actor: Actor, id: unknown) => Promise<Exchange | undefined>,
): Promise<void> {
  const problems: string[] = [];
  const mine = await read(ctx.actorA, id);
  const after = dataOf<Row>(mine);
  if (OWNER in injected) {
    const theirs = await read(ctx.actorB, id);
    if (mine?.response?.status !== 200 || ![403, 404].includes(theirs?.response?.status ?? 0))
      problems.push(
        `"user_id": ${String(injected[OWNER])} (the second user): expected the first user to read it (200) and the second not (403/404), got ${statusOf(mine)} and ${statusOf(theirs)}`,
      );
  }
  const answer = dataOf<Row>(sent);
  for (const [key, value] of Object.entries(injected)) {
    if (key === OWNER) continue;
    for (const [where, row] of [
      ['the record read back', after],
      ["the write's own answer", answer],
    ] as const)
      if (
        row &&
        key in row &&
        String(row[key]) === String(value) &&
        String(before?.[key]) !== String(value)
      )
        problems.push(
          `"${key}": ${String(value)} was stored (${where} shows it${before && key in before ? `; it was ${JSON.stringify(before[key])}` : ''})`,
        );
  }
  const list = Object.entries(injected)
    .map(([key, value]) => `"${key}": ${String(value)}`)
    .join(', ');
  run.results.expect(
    problems.length === 0,
    opId,
    CHECK.massAssignment,
    problems.length === 0
      ? `${chain.resource} ${id} kept its own ${Object.keys(injected).join(', ')} despite ${list} in the body`
      : `${chain.resource} ${id}, sent with ${list} (keys the contract's request does not list): ${problems.join('; ')}: mass-assigned (save from $request->validated(), and keep foreign keys out of $fillable)`,
    problems.length === 0 ? sent.id : (mine?.id ?? sent.id),
  );
}

export const check: Check = {
  name: CHECK.massAssignment,
  summary: 'a foreign key the request does not list (user_id, *_id) is left as it was',
  docs: "every create and update of a resource the run can create (the chains), sent with each foreign key its request does not list: every `*_id` the resource shows in the contract's response and `user_id` (where the second user cannot read the first user's record), each naming another record the run knows (another council, agent, user). The key must not be stored: the record read back and the write's own answer keep their value, and the first user still reads the record (200) while the second does not (403/404). A backend that saves `$request->all()` with an open `$fillable` (or `$guarded = []`) moves the record to whatever the body names",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op, run) => massAssignmentOperations(run, CHAINS).includes(op.operationId),
  run: (run, ctx) => checkMassAssignment(run, ctx, CHAINS),
};
