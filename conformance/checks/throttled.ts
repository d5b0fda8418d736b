/**
 * Invalid data for an operation the contract documents as throttled (`x-throttle`, see
 * openapi/CONVENTIONS.md) never meets the limit. The body fields in the throttle's key get a
 * throwaway value in every case that does not break them, so each case is a key of its own (as
 * Fortify's `throttle:login` counts per email and IP, the test account is never locked out). An
 * operation throttled by IP alone gets no more invalid-data cases in a run than its limit leaves
 * beside the run's other calls to it; the seed picks which. A 429 that comes anyway (a limit
 * stricter than documented, a run right after another) is the throttle speaking, not a validation
 * or schema failure: that case is reported skipped, saying so.
 */
import type { ContractOperation, JsonSchema } from '../contract/contract';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { uniqueToken } from '../engine/steps';
import { describeThrottle } from '../engine/throttle-answer';

export { throttleAnswered } from '../engine/throttle-answer';

/** The run's valid request and its guest check, besides one call per path parameter (unknown-id). */
const OTHER_CALLS = 2;

const describe = describeThrottle;

/** The body fields of the throttle's key that a throwaway value can stand in for. */
function spreadable(op: ContractOperation, schema: JsonSchema | null): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return (op.throttle?.by ?? []).filter((part) => part !== 'ip' && throwaway(properties[part]));
}

/** A value no identity has, valid for the field's schema (an address, a name), or undefined. */
function throwaway(schema: JsonSchema | undefined): string | undefined {
  if (!schema || ![schema.type].flat().includes('string')) return undefined;
  return schema.format === 'email'
    ? `conformance-throttle-${uniqueToken()}@example.com`
    : `conformance-${uniqueToken()}`;
}

/** The body with a throwaway value in each key field the case (`field`) does not break. */
export function spreadOverIdentities(
  op: ContractOperation,
  schema: JsonSchema | null,
  body: unknown,
  field: string | null,
): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const out = { ...(body as Record<string, unknown>) };
  for (const key of spreadable(op, schema))
    if (key !== field && !field?.startsWith(`${key}.`) && key in out)
      out[key] = throwaway(properties[key]);
  return out;
}

/**
 * The invalid-data cases an operation throttled with no key field to spread over can take, out of
 * `cases`: what the limit leaves (shared by its body, query and malformed-JSON cases), seeded.
 * Returns the cases to send and what was left out.
 */
export function withinLimit<T>(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  schema: JsonSchema | null,
  cases: T[],
): { send: T[]; left: number; why: string } {
  if (!op.throttle || spreadable(op, schema).length > 0) return { send: cases, left: 0, why: '' };
  const key = `throttle budget:${op.operationId}`;
  const pathParams = op.parameters.filter((p) => p.in === 'path').length;
  const malformed = op.body === 'json' ? 1 : 0;
  // The promise checks judged first (walk/ip-throttled-first.ts) spent their calls of the limit already.
  const early = run.exchanges.filter(
    (e) => e.operationId === op.operationId && e.check.startsWith('promise-'),
  ).length;
  const budget =
    (ctx.facts.get(key) as number | undefined) ??
    Math.max(0, op.throttle.limit - OTHER_CALLS - pathParams - malformed - early);
  const shuffled = [...cases];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(run.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const send = shuffled.slice(0, budget);
  ctx.facts.set(key, budget - send.length);
  return {
    send,
    left: cases.length - send.length,
    why: `the operation is throttled (x-throttle: ${describe(op)}) and has no key field to spread the cases over, so a run sends no more than the limit leaves beside its other calls; --seed picks which`,
  };
}
