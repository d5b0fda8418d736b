/**
 * Check 3: valid data is accepted (a documented 2xx). The walk makes the valid requests (sign-in,
 * the chains, the scenarios, the flows, a GET for whatever else) through `positive` below, which
 * judges each answer; where it cannot make one, the walk reports it skipped and why.
 */
import type { Actor } from '../http/actor';
import { isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, describeRequest, type StepOptions } from '../engine/steps';
import { throttleAnswered } from '../engine/throttle-answer';
import { CHECK, type CheckName } from '../engine/check-names';

/** Check 3: valid data is accepted (a documented 2xx). */
export async function positive(
  run: Run,
  ctx: Context,
  operationId: string,
  actor: Actor,
  options: StepOptions = {},
  check: CheckName = CHECK.positiveData,
): Promise<Exchange | undefined> {
  const exchange = await call(run, ctx, operationId, actor, check, options);
  if (!exchange) return undefined;
  judgePositive(run, operationId, exchange);
  return exchange;
}

/** Check 3's verdict on an answer to a valid request; `note` says what it took to get it. */
export function judgePositive(run: Run, operationId: string, exchange: Exchange, note = ''): void {
  const ok = isSuccess(exchange);
  // The one rule for a documented throttle's 429 (engine/throttle-answer.ts): not judged.
  const throttled = ok ? null : throttleAnswered(run.op(operationId), exchange);
  if (throttled) {
    run.results.skip(operationId, CHECK.positiveData, `the valid request: ${throttled}`);
    return;
  }
  run.results.expect(
    ok,
    operationId,
    CHECK.positiveData,
    ok
      ? `valid request accepted (${exchange.response!.status})${note}`
      : `expected a 2xx for a valid request (${describeRequest(exchange)}), got ${statusOf(exchange)}${note}`,
    exchange.id,
  );
}

export const check: Check = {
  name: CHECK.positiveData,
  summary:
    "a valid request (example or generated body, the backend's own ids) is accepted with a 2xx",
  docs: "a valid request is accepted: the body is the contract's example with required values generated from the schema by json-schema-faker (fresh each run) and the backend's own ids (discovered through its list calls) laid over it. Operations that need a secret from a mailbox or an OAuth provider (reset/verify/invitation tokens, OAuth codes) are called with the example and judged, their positive check reported as skipped",
  phase: 'walk',
  appliesTo: () => true,
};
