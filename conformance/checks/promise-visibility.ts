/**
 * promise-visibility: who sees what. A list shows the caller only what its scope allows: `own`
 * records (the owner field is the caller, or another user's list does not show the caller's
 * record), `council` records (the owner field is the council of the path), `only` values on every
 * item; a single record of the caller's another user asks for gets `others_get`; a write's answer
 * carries the `only` values and the caller as owner; what `roles` are shown is checked as the
 * second account when it has that role.
 */
import { isAgentVisibility, judgeAgentVisibility } from './promises/agent-visibility';
import { isParentDelete, judgeParentDelete } from './promises/parent-visibility';
import { isMemberCouncilBody, judgeMemberCouncilBody } from './promises/member-council-body';
import type { ContractOperation } from '../contract/contract';
import type { Actor } from '../http/actor';
import type { Check } from '../engine/check';
import type { Account, Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, paramsFor } from '../engine/steps';
import { CHAINS } from './chain-table';
import { acceptedCall, bodyOf, makeRecord } from './promises/records';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  itemsOf,
  listQuery,
  notReady,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises/promises';
import { CHECK } from '../engine/check-names';

const same = (a: unknown, b: unknown) =>
  a === b || ((a === null || a === undefined) && (b === null || b === undefined));

/** The first item of `rows` that lacks one of the `only` values, with the field. */
function lacking(rows: Row[], only: Row | undefined): [Row, string] | null {
  for (const row of rows)
    for (const [field, value] of Object.entries(only ?? {}))
      if (!same(fieldAt(row, field), value)) return [row, field];
  return null;
}

function ownerOf(ctx: Context, promise: ContractPromise, account: Account): unknown {
  return promise.owner_is === 'email' ? account.email : account.id;
}

async function checkList(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const list = promise.list ?? 'data';
  const query = listQuery(op, promise);
  const roles = promise.roles as string[] | undefined;
  let actor: Actor = ctx.actorA;
  if (roles) {
    // An account in one of the roles (the second account first, then --accounts).
    const inRole = roles.map((role) => ctx.inRole(role)).find((r) => r !== undefined);
    if (!inRole)
      return report.unchecked(
        `needs an account with role ${roles.join(' or ')} in the council: ${roles.map((r) => ctx.noAccount(r)).join('; ')}`,
      );
    actor = inRole.actor;
  }
  const mine = await call(run, ctx, op.operationId, actor, CHECK.promiseVisibility, { query });
  const rows = itemsOf(mine, list);
  const data = fieldAt(mine?.response?.json, 'data');
  const shown = rows ?? (data && typeof data === 'object' ? [data as Row] : null);
  if (!isOk(mine) || !shown)
    return report.unchecked(`nothing to judge: the call answered ${statusText(mine)}`);
  const off = lacking(shown, promise.only as Row | undefined);
  if (off)
    return report.fail(
      `shows item ${show(off[0].id)} with ${off[1]} ${show(fieldAt(off[0], off[1]))}, expected ${show((promise.only as Row)[off[1]])}`,
      mine,
    );
  const owner = promise.owner as string | undefined;
  if (promise.scope === 'own' && owner) {
    const caller = ownerOf(
      ctx,
      promise,
      ctx.roles.find((r) => r.actor === actor)?.account ?? ctx.a,
    );
    const foreign = shown.find((row) => !same(fieldAt(row, owner), caller));
    if (foreign)
      return report.fail(
        `shows item ${show(foreign.id)} whose ${owner} is ${show(fieldAt(foreign, owner))}, not the caller (${show(caller)})`,
        mine,
      );
    return report.pass(`${shown.length} item(s), each the caller's (${owner})`, mine);
  }
  if (promise.scope === 'council' && owner) {
    const council = paramsFor(ctx, {}, op.path).council;
    const foreign = shown.find((row) => String(fieldAt(row, owner)) !== String(council));
    if (foreign)
      return report.fail(
        `shows item ${show(foreign.id)} of council ${show(fieldAt(foreign, owner))}, not council ${council} of the path`,
        mine,
      );
    return report.pass(`${shown.length} item(s), each of council ${council}`, mine);
  }
  if (promise.scope === 'own' && rows) {
    // No owner field: another user's list must not show the caller's records.
    const chain = CHAINS.find((c) => c.list.op === op.operationId);
    const record = chain ? ctx.get(chain.param) : undefined;
    const theirs = await call(run, ctx, op.operationId, ctx.actorB, CHECK.promiseVisibility, {
      query,
    });
    const other = itemsOf(theirs, list);
    if (!isOk(theirs) || !other)
      return report.unchecked(`the second user's call answered ${statusText(theirs)}`);
    const ids = new Set(
      record !== undefined && rows.some((row) => String(row.id) === String(record))
        ? [String(record)]
        : chain
          ? []
          : rows.map((row) => String(row.id)),
    );
    if (ids.size === 0)
      return report.unchecked("the first user's list shows no record of theirs to look for");
    if (!chain && [...ids].every((id) => other.some((row) => String(row.id) === id)))
      return sharedList(rows, other, report, theirs);
    const leaked = other.find((row) => ids.has(String(row.id)));
    if (leaked)
      return report.fail(
        `the second user's list shows item ${show(leaked.id)} of the first user's`,
        theirs,
      );
    return report.pass(
      `the second user's list shows none of the first user's ${ids.size} record(s)`,
      theirs,
    );
  }
  if (promise.only)
    return report.pass(`${shown.length} item(s), each with ${show(promise.only)}`, mine);
  report.unchecked(
    `scope ${String(promise.scope)}: the items carry no field that names whose they are`,
  );
}

/**
 * Both users' lists hold the same items (a dictionary every user sees, e.g. tools): the items are
 * not the first user's records, only their per-caller fields are. Equal items (both "not
 * connected") prove nothing either way, so only a difference is evidence of per-caller state.
 */
function sharedList(
  mine: Row[],
  theirs: Row[],
  report: PromiseReport,
  exchange: Parameters<PromiseReport['pass']>[1],
): void {
  const differs = mine.find((row) => {
    const other = theirs.find((r) => String(r.id) === String(row.id));
    return other !== undefined && JSON.stringify(other) !== JSON.stringify(row);
  });
  if (differs)
    return report.pass(
      `both users see the same ${mine.length} item(s), item ${show(differs.id)} with each caller's own state`,
      exchange,
    );
  report.unchecked(
    `both users see the same ${mine.length} item(s) with equal fields; nothing tells whose state they show`,
  );
}

/** A list's query parameter that refers to a record of the caller's: the first user's id there. */
async function checkReferringQuery(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
  refers: string,
): Promise<void> {
  const resource = refers.replace(/_id$/, '');
  // The walk's record may be deleted by now (its chain ends with the delete): make one for the purpose.
  const chain = CHAINS.find((c) => c.param === resource);
  const made =
    chain && !run.options.readOnly
      ? await makeRecord(run, ctx, chain, CHECK.promiseVisibility)
      : undefined;
  if (typeof made === 'string') return report.unchecked(made);
  const value = made?.id ?? ctx.get(resource);
  if (value === undefined)
    return report.unchecked(`the run has no ${resource} of the first user's to refer to`);
  try {
    await askWithRecord(run, ctx, op, promise, report, refers, value);
  } finally {
    await made?.remove();
  }
}

async function askWithRecord(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
  refers: string,
  value: string | number,
): Promise<void> {
  const query = { ...listQuery(op, promise), [refers]: String(value) };
  const mine = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility, { query });
  if (!isOk(mine))
    return report.unchecked(
      `the first user's own ${refers}=${value} answered ${statusText(mine)} (the record is gone)`,
    );
  const theirs = await call(run, ctx, op.operationId, ctx.actorB, CHECK.promiseVisibility, {
    query,
  });
  const status = theirs?.response?.status;
  const json = theirs?.response?.json as { errors?: Record<string, string[]> } | undefined;
  const message = promise.message as string | undefined;
  const said = json?.errors?.[refers]?.[0];
  report.expect(
    status === promise.others_get && (message === undefined || said === message),
    `another user gets ${status} for ${refers}=${value} of the first user's`,
    `another user asking with the first user's ${refers}=${value} (${op.path}) got ${statusText(theirs)}, expected ${String(promise.others_get)}${message === undefined ? '' : ` with ${refers} "${message}"`}`,
    theirs,
  );
}

/**
 * A record of the run's council asked for through another council's path, as Laravel's
 * `scopeBindings()` refuses: the first user, allowed in both councils, gets `others_get` when the
 * path names the other council and the rest of the path stays the run's council's record.
 */
async function checkOtherCouncil(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const council = ctx.get('council');
  const allowed = op.councilRoles ?? ['admin'];
  const other = ctx.a.councils.find(
    (c) => String(c.id) !== String(council) && allowed.includes(c.role),
  );
  if (!op.path.includes('{council}') || promise.refers !== undefined)
    return report.unchecked(`scope ${String(promise.scope)}: no council in the path to swap`);
  if (!other)
    return report.unchecked(
      `needs a second council where the first user is ${allowed.join(' or ')}, to ask for council ${String(council)}'s record through its path`,
    );
  if (op.body === 'multipart')
    return report.unchecked('a file upload: the walk made it, and sending it again is not built');
  const earlier = op.method === 'GET' ? undefined : bodyOf(acceptedCall(run, ctx, op));
  const mine =
    op.method === 'GET'
      ? await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility)
      : acceptedCall(run, ctx, op);
  if (!isOk(mine))
    return report.unchecked(`the first user's own call answered ${statusText(mine)}`);
  const theirs = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility, {
    params: { council: other.id },
    query: op.method === 'GET' ? listQuery(op, promise) : {},
    ...(earlier ? { json: earlier } : {}),
  });
  report.expect(
    theirs?.response?.status === promise.others_get,
    `council ${String(council)}'s record asked through council ${other.id} gets ${String(promise.others_get)}`,
    `council ${String(council)}'s record asked through council ${other.id}'s path (${op.path}, the first user is ${other.role} of both) got ${statusText(theirs)}, expected ${String(promise.others_get)}`,
    theirs,
  );
}

/** A single record of the first user's: the second user gets `others_get`. */
async function checkRecord(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  if (promise.scope === 'council') return checkOtherCouncil(run, ctx, op, promise, report);
  if (promise.scope !== 'own')
    return report.unchecked(
      `scope ${String(promise.scope)}: the run has no other parent record to ask through`,
    );
  const refers = promise.refers as string | undefined;
  if (refers && op.parameters.some((p) => p.in === 'query' && p.name === refers))
    return checkReferringQuery(run, ctx, op, promise, report, refers);
  const mine = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility);
  const record = (mine?.response?.json as { data?: Row } | undefined)?.data;
  if (!isOk(mine) || !record)
    return report.unchecked(`the first user's call answered ${statusText(mine)}`);
  const where = Object.entries((promise.where as Row | undefined) ?? {});
  if (where.some(([f, v]) => !same(fieldAt(record, f), v)))
    return report.unchecked(
      `the run's record is not one this promise is about (${show(promise.where)})`,
    );
  const theirs = await call(run, ctx, op.operationId, ctx.actorB, CHECK.promiseVisibility);
  const status = theirs?.response?.status;
  report.expect(
    status === promise.others_get,
    `another user gets ${status} for the first user's record`,
    `another user asking for the first user's record (${op.path}) got ${statusText(theirs)}, expected ${String(promise.others_get)}`,
    theirs,
  );
}

/** A write's accepted answer (the walk's): the record has the `only` values and the caller as owner. */
function checkWrite(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): void {
  const accepted = run.exchanges.findLast(
    (e) =>
      e.operationId === op.operationId &&
      isOk(e) &&
      e.actor === ctx.actorA.name &&
      e.request.method === op.method,
  );
  const data = (accepted?.response?.json as { data?: unknown } | undefined)?.data;
  if (!accepted || !data || typeof data !== 'object')
    return report.unchecked('the run made no accepted call of it to judge');
  const rows = Array.isArray(data) ? (data as Row[]) : [data as Row];
  const off = lacking(rows, promise.only as Row | undefined);
  if (off)
    return report.fail(
      `the answer has ${off[1]} ${show(fieldAt(off[0], off[1]))}, expected ${show((promise.only as Row)[off[1]])}`,
      accepted,
    );
  const owner = promise.owner as string | undefined;
  if (owner) {
    const expected =
      promise.scope === 'council'
        ? paramsFor(ctx, {}, op.path).council
        : ownerOf(ctx, promise, ctx.a);
    const wrong = rows.find((row) => String(fieldAt(row, owner)) !== String(expected));
    if (wrong)
      return report.fail(
        `the answer's ${owner} is ${show(fieldAt(wrong, owner))}, expected ${show(expected)}`,
        accepted,
      );
  }
  if (!owner && !promise.only)
    return report.unchecked('a write: what it shows is checked through the lists that show it');
  report.pass(
    `the accepted answer has ${show({ ...((promise.only as Row) ?? {}), ...(owner ? { [owner]: 'the caller' } : {}) })}`,
    accepted,
  );
}

export const check: Check = {
  name: CHECK.promiseVisibility,
  summary:
    'lists and records show what their scope allows (own, council, public, only) and others get others_get',
  docs: 'the `visibility` promises (`x-promises`): lists and records show what their scope allows (own, council, public, only) and others get others_get. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('visibility'),
  run: (run, ctx) =>
    forEachPromise(run, CHECK.promiseVisibility, 'visibility', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      // Its own record (a draft made for it, or a published agent): no value of the walk's needed.
      if (isAgentVisibility(op, promise))
        return judgeAgentVisibility(run, ctx, op, promise, report);
      if (isParentDelete(op, promise)) return judgeParentDelete(run, ctx, op, promise, report);
      if (isMemberCouncilBody(op, promise))
        return judgeMemberCouncilBody(run, ctx, op, promise, report);
      if (missing) return report.unchecked(missing);
      if (op.method !== 'GET' && promise.scope === 'council' && promise.others_get === 404)
        return checkOtherCouncil(run, ctx, op, promise, report);
      if (op.method !== 'GET') return checkWrite(run, ctx, op, promise, report);
      if (promise.others_get !== undefined) return checkRecord(run, ctx, op, promise, report);
      return checkList(run, ctx, op, promise, report);
    }),
};
