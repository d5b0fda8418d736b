/**
 * Check 4, negative data: a body or query that breaks the schema gets 422 in Laravel's shape naming
 * the field; malformed JSON gets a 4xx, never a 5xx; an unknown id gets 404.
 */
import type { ContractOperation, JsonSchema } from '../contract/contract';
import { breakValue, negativeCases } from '../data/negative';
import type { Exchange } from '../http/exchange';
import { isSuccess, statusOf, type Context } from '../run/context';
import type { Run } from '../run/engine';
import { CHECKS, type CheckName } from '../run/results';
import { call, paramsFor, type StepOptions } from '../run/steps';

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
  const cases = negativeCases(schema, base);
  if (cases.length === 0) {
    run.results.skip(
      op.operationId,
      CHECKS.negativeBody,
      'the request schema has no constraint to break',
    );
    return;
  }
  for (const negative of cases) {
    const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECKS.negativeBody, {
      ...valid,
      json: negative.body,
    });
    if (!exchange) return;
    if (isSuccess(exchange)) await onCreated(exchange);
    expectLaravel422(
      run,
      op.operationId,
      CHECKS.negativeBody,
      exchange,
      negative.field,
      `body ${negative.description}`,
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
  // Not `page` (Laravel's paginator reads it itself and falls back to page 1) nor an opaque `cursor`.
  const parameter = op.parameters.find(
    (p) =>
      p.in === 'query' &&
      p.schema &&
      p.name !== 'cursor' &&
      p.name !== 'page' &&
      breakValue(p.schema as JsonSchema) &&
      (p.schema.enum || p.schema.type === 'integer'),
  );
  if (!parameter) return;
  const broken = breakValue(parameter.schema as JsonSchema)!;
  const value = typeof broken.value === 'string' ? broken.value : 'not-valid';
  const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECKS.negativeQuery, {
    ...valid,
    query: { ...(valid.query ?? {}), [parameter.name]: value },
  });
  if (exchange)
    expectLaravel422(
      run,
      op.operationId,
      CHECKS.negativeQuery,
      exchange,
      parameter.name,
      `query "${parameter.name}=${value}" (${broken.description})`,
    );
}

export function expectLaravel422(
  run: Run,
  operationId: string,
  check: CheckName,
  exchange: Exchange,
  field: string,
  what: string,
): void {
  const json = exchange.response?.json as
    { message?: unknown; errors?: Record<string, unknown> } | undefined;
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
  const named = keys.some(
    (key) => key === field || key.startsWith(`${field}.`) || key === field.replace(/\[\]$/, ''),
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
  const actor = op.auth ? ctx.actorA : ctx.guest;
  const exchange = await call(run, ctx, op.operationId, actor, CHECKS.malformedJson, {
    ...valid,
    json: undefined,
    raw: '{"broken": ',
    contentType: 'application/json',
  });
  if (!exchange) return;
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
      CHECKS.malformedJson,
      `malformed JSON body: ${status}, read as an empty body (no field is required)`,
      exchange.id,
    );
    await onAccepted(exchange);
    return;
  }
  run.results.expect(
    status >= 400 && status < 500,
    op.operationId,
    CHECKS.malformedJson,
    status >= 400 && status < 500
      ? `malformed JSON body: ${status}`
      : `malformed JSON body: expected a 4xx${needsInput ? ' (the body has required fields)' : ''}, got ${statusOf(exchange)}`,
    exchange.id,
  );
  if (status >= 200 && status < 300) await onAccepted(exchange);
}

export async function checkUnknownId(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  if (!op.object.responses['404']) return;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const last = pathParams.at(-1);
  if (!last) return;
  const unknown =
    last.schema?.type === 'integer'
      ? 999_999_999
      : `conformance-unknown-${Date.now().toString(36)}`;
  // The other path values must be real, so the 404 is about the unknown one.
  const params = paramsFor(ctx, valid.params, op.path);
  if (pathParams.slice(0, -1).some((p) => params[p.name] === undefined)) return;
  const actor = op.auth ? ctx.actorA : ctx.guest;
  const exchange = await call(run, ctx, op.operationId, actor, CHECKS.unknownId, {
    ...valid,
    params: { ...valid.params, [last.name]: unknown },
  });
  if (!exchange) return;
  const ok = exchange.response?.status === 404;
  run.results.expect(
    ok,
    op.operationId,
    CHECKS.unknownId,
    ok
      ? `unknown {${last.name}}: 404`
      : `unknown {${last.name}} ${unknown}: expected 404, got ${statusOf(exchange)}`,
    exchange.id,
  );
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
  const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECKS.negativeBody, {
    ...valid,
    files: [decoy],
  });
  if (exchange)
    expectLaravel422(
      run,
      op.operationId,
      CHECKS.negativeBody,
      exchange,
      field.replace(/\[\]$/, ''),
      `multipart without its "${field}" part`,
    );
}
