/**
 * Check 4, negative data: a body or query that breaks the schema gets 422 in Laravel's shape naming
 * the field; malformed JSON gets a 4xx, never a 5xx; an unknown id gets 404.
 */
import { pointerEscape, type ContractOperation, type JsonSchema } from '../contract/contract';
import { negativeCases, negativeQueryCases } from '../data/negative';
import { isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, paramsFor, type StepOptions } from '../engine/steps';
import { unknownValue } from '../engine/probes';
import { spreadOverIdentities, throttleAnswered, withinLimit } from './throttled';
import { CHECK, type CheckName } from '../engine/check-names';

export async function checkNegativeBody(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  onCreated: (e: Exchange) => Promise<void>,
): Promise<void> {
  if (op.body !== 'json' || !op.object.responses['422']) return;
  const schema = run.data.requestSchema(op);
  const base = (valid.json ?? {}) as Record<string, unknown>;
  if (!schema) return;
  const pointer = `${op.pointer}/requestBody/content/${pointerEscape('application/json')}/schema`;
  // Only bodies the contract itself refuses: a case the schema accepts would prove nothing, unless a
  // rule the contract states beside the schema refuses it (a confirmation's mismatch).
  // A case the schema accepts but a rule beside it refuses (a confirmation's mismatch) needs a
  // request the backend accepts, so that only the broken rule can refuse it.
  const accepted = run.results
    .forOperation(op.operationId)
    .some((r) => r.check === CHECK.positiveData && r.outcome === 'passed');
  const all = negativeCases(schema, base, run.random).filter((c) =>
    c.beyondSchema !== undefined ? accepted : !run.validator.validate(pointer, c.body).valid,
  );
  if (all.length === 0) {
    run.results.skip(
      op.operationId,
      CHECK.negativeBody,
      'the request schema has no constraint to break',
    );
    return;
  }
  const { send: cases, left, why } = withinLimit(run, ctx, op, schema, all);
  if (!reportLimited(run, op, CHECK.negativeBody, cases.length, left, why)) return;
  // A guest operation's invalid body goes to a throwaway guest session (a wrongly accepted login
  // or registration signs that session in, not one later checks use), one at a time; a signed-in
  // operation's cases are refused without changing anything, so a few go at once.
  const send = async (negative: (typeof cases)[number]) => {
    const actor = op.auth ? ctx.actorA : await ctx.probes.guestSession();
    const exchange = await call(run, ctx, op.operationId, actor, CHECK.negativeBody, {
      ...valid,
      json: spreadOverIdentities(op, schema, negative.body, negative.field),
    });
    if (exchange && !op.auth) ctx.probes.after(actor, exchange);
    return exchange;
  };
  for (const [negative, exchange] of await inBatches(cases, op.auth ? BATCH : 1, send)) {
    if (!exchange) return;
    if (isSuccess(exchange)) await onCreated(exchange);
    expectLaravel422(
      run,
      op.operationId,
      CHECK.negativeBody,
      exchange,
      [negative.field, ...(negative.alternatives ?? [])],
      `body ${negative.description} [${negative.constraint}]`,
    );
  }
}

export async function checkNegativeQuery(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  if (!op.object.responses['422']) return;
  const all = negativeQueryCases(
    op.parameters as { name: string; in: string; required?: boolean; schema?: JsonSchema }[],
    (valid.query ?? {}) as Record<string, string | number>,
    run.random,
  );
  if (all.length === 0) {
    if (op.parameters.some((p) => p.in === 'query' && p.name !== 'page' && p.name !== 'cursor'))
      run.results.skip(
        op.operationId,
        CHECK.negativeQuery,
        'no query parameter declares a constraint a query string can break',
      );
    return;
  }
  const schema = op.body === 'json' ? run.data.requestSchema(op) : null;
  const { send: cases, left, why } = withinLimit(run, ctx, op, schema, all);
  if (!reportLimited(run, op, CHECK.negativeQuery, cases.length, left, why)) return;
  const send = async (negative: (typeof cases)[number]) => {
    const actor = op.auth ? ctx.actorA : await ctx.probes.guestSession();
    const exchange = await call(run, ctx, op.operationId, actor, CHECK.negativeQuery, {
      ...valid,
      json: spreadOverIdentities(op, schema, valid.json, null),
      query: negative.query,
    });
    if (exchange && !op.auth) ctx.probes.after(actor, exchange);
    return exchange;
  };
  for (const [negative, exchange] of await inBatches(cases, op.auth ? BATCH : 1, send)) {
    if (!exchange) return;
    expectLaravel422(
      run,
      op.operationId,
      CHECK.negativeQuery,
      exchange,
      negative.field,
      `query ${negative.description} [${negative.constraint}]`,
    );
  }
}

/** Says how many cases a throttle left out; false when it left none to send (then skipped). */
function reportLimited(
  run: Run,
  op: ContractOperation,
  check: CheckName,
  sent: number,
  left: number,
  why: string,
): boolean {
  if (left === 0) return true;
  if (sent === 0) {
    run.results.skip(op.operationId, check, `none of ${left} invalid-data cases sent: ${why}`);
    return false;
  }
  // Said, but no verdict of its own: the cases sent decide the check.
  run.results.skip(
    op.operationId,
    check,
    `${sent} of ${sent + left} invalid-data cases sent: ${why}`,
  );
  return true;
}

/** Requests sent at once for one operation's invalid-data cases (a small backend is not flooded). */
const BATCH = 4;

/** Each item with its answer, in the items' order; `size` of them in flight at a time. */
async function inBatches<T, R>(
  items: T[],
  size: number,
  fn: (item: T) => Promise<R>,
): Promise<[T, R][]> {
  const out: [T, R][] = [];
  for (let at = 0; at < items.length; at += size) {
    const batch = items.slice(at, at + size);
    const answers = await Promise.all(batch.map(fn));
    batch.forEach((item, i) => out.push([item, answers[i]!]));
  }
  return out;
}

export function expectLaravel422(
  run: Run,
  operationId: string,
  check: CheckName,
  exchange: Exchange,
  /** The field the 422 must name, or fields of which it must name one. */
  fields: string | readonly string[],
  what: string,
): void {
  const names = typeof fields === 'string' ? [fields] : fields;
  const field = names.join('" or "');
  const json = exchange.response?.json as
    { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const throttled = throttleAnswered(run.op(operationId), exchange);
  if (throttled) {
    run.results.skip(operationId, check, `${what}: ${throttled}`);
    return;
  }
  if (exchange.response?.status !== 422) {
    run.results.fail(
      operationId,
      check,
      `${what}: expected 422 naming "${field}", got ${statusOf(exchange)}`,
      exchange.id,
    );
    return;
  }
  const keys = Object.keys(json?.errors ?? {});
  const named = names.some((name) =>
    keys.some(
      (key) => key === name || key.startsWith(`${name}.`) || key === name.replace(/\[\]$/, ''),
    ),
  );
  const shaped =
    typeof json?.message === 'string' && json?.errors !== null && typeof json?.errors === 'object';
  run.results.expect(
    named && shaped,
    operationId,
    check,
    named && shaped
      ? `${what}: 422 naming "${field}"`
      : `${what}: expected Laravel's 422 {"message", "errors": {"${field}": [...]}}, got errors for ${keys.length ? keys.map((k) => `"${k}"`).join(', ') : 'no field'}`,
    exchange.id,
  );
}

export async function checkMalformedJson(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  onAccepted: (e: Exchange) => Promise<void>,
): Promise<void> {
  if (op.body !== 'json') return;
  const actor = op.auth ? ctx.actorA : await ctx.probes.guestSession();
  const exchange = await call(run, ctx, op.operationId, actor, CHECK.malformedJson, {
    ...valid,
    json: undefined,
    raw: '{"broken": ',
    contentType: 'application/json',
  });
  if (!exchange) return;
  if (!op.auth) ctx.probes.after(actor, exchange);
  const throttled = throttleAnswered(op, exchange);
  if (throttled) {
    run.results.skip(op.operationId, CHECK.malformedJson, `malformed JSON body: ${throttled}`);
    return;
  }
  const status = exchange.response?.status ?? 0;
  // Laravel reads a body it cannot parse as no input at all: a body with a required field then fails
  // validation (4xx), but one whose fields are all optional passes as an empty request, as it would
  // from any Laravel backend. Never a 5xx either way.
  const schema = run.data.requestSchema(op);
  const needsInput =
    ((schema?.required ?? []) as string[]).length > 0 || typeof schema?.minProperties === 'number';
  if (status >= 200 && status < 300 && !needsInput) {
    run.results.pass(
      op.operationId,
      CHECK.malformedJson,
      `malformed JSON body: ${status}, read as an empty body (no field is required)`,
      exchange.id,
    );
    await onAccepted(exchange);
    return;
  }
  run.results.expect(
    status >= 400 && status < 500,
    op.operationId,
    CHECK.malformedJson,
    status >= 400 && status < 500
      ? `malformed JSON body: ${status}`
      : `malformed JSON body: expected a 4xx${needsInput ? ' (the body has required fields)' : ''}, got ${statusOf(exchange)}`,
    exchange.id,
  );
  if (status >= 200 && status < 300) await onAccepted(exchange);
}

/**
 * Each path parameter in turn set to a value no record has (the others real): 404, as route model
 * binding answers — not 403, not a 2xx for a DELETE of nothing. When the runner cannot build a
 * valid request (`secret`: a signed link only a mailbox holds), a documented 403 that refuses the
 * request itself before any record is looked up (Laravel's `signed` middleware) is no verdict on
 * the id: reported skipped, saying so.
 */
export async function checkUnknownId(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  secret?: string,
): Promise<void> {
  const pathParams = op.parameters
    .filter((p) => p.in === 'path')
    .sort((a, b) => op.path.indexOf(`{${a.name}}`) - op.path.indexOf(`{${b.name}}`));
  if (pathParams.length === 0) return;
  if (!op.object.responses['404']) {
    run.results.skip(
      op.operationId,
      CHECK.unknownId,
      'the contract documents no 404 for this operation (CONVENTIONS.md: 404 where a path names a record)',
    );
    return;
  }
  const params = paramsFor(ctx, valid.params, op.path);
  const actor = op.auth ? ctx.actorA : await ctx.probes.guestSession();
  for (const parameter of pathParams) {
    const others = pathParams.filter((p) => p !== parameter && params[p.name] === undefined);
    if (others.length > 0) {
      run.results.skip(
        op.operationId,
        CHECK.unknownId,
        `unknown {${parameter.name}}: no real value for {${others.map((p) => p.name).join('}, {')}} to keep the 404 about it alone`,
      );
      continue;
    }
    const unknown = unknownValue(parameter.schema);
    const exchange = await call(run, ctx, op.operationId, actor, CHECK.unknownId, {
      ...valid,
      params: { ...valid.params, [parameter.name]: unknown },
    });
    if (!exchange) return;
    if (!op.auth) ctx.probes.after(actor, exchange);
    if (secret && exchange.response?.status === 403 && op.object.responses['403']) {
      run.results.skip(
        op.operationId,
        CHECK.unknownId,
        `unknown {${parameter.name}}: 403, the documented refusal of the request itself (${secret}), comes before any lookup`,
      );
      continue;
    }
    const throttled = throttleAnswered(op, exchange);
    if (throttled) {
      run.results.skip(
        op.operationId,
        CHECK.unknownId,
        `unknown {${parameter.name}}: ${throttled}`,
      );
      continue;
    }
    const ok = exchange.response?.status === 404;
    run.results.expect(
      ok,
      op.operationId,
      CHECK.unknownId,
      ok
        ? `unknown {${parameter.name}}: 404`
        : `unknown {${parameter.name}} ${unknown}: expected 404, got ${statusOf(exchange)}`,
      exchange.id,
    );
  }
}

/** A multipart request whose file part is missing gets 422 naming the file field. */
export async function checkMultipartMissingFile(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  if (op.body !== 'multipart' || !valid.files?.[0]) return;
  const field = valid.files[0].field;
  const decoy = { ...valid.files[0], field: 'not_the_file' };
  const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECK.negativeBody, {
    ...valid,
    files: [decoy],
  });
  if (exchange)
    expectLaravel422(
      run,
      op.operationId,
      CHECK.negativeBody,
      exchange,
      field.replace(/\[\]$/, ''),
      `multipart without its "${field}" part`,
    );
}
