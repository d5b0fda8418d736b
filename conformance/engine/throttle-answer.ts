/**
 * A 429 from an operation the contract documents as throttled (`x-throttle`) is the limit speaking:
 * the run's other calls to it, or a run just before against the same backend within the window,
 * used it up. It says nothing about what a check asked, so a check that expected another answer
 * reports the case skipped, saying so (a backend that throttles earlier than documented fails the
 * `throttle` check instead).
 */
import type { ContractOperation } from '../contract/contract';
import type { Exchange } from '../http/exchange';

export const describeThrottle = (op: ContractOperation): string =>
  `${op.throttle!.limit} per ${op.throttle!.perSeconds} s by ${op.throttle!.by.join(' and ')}`;

/** Why a 429 is the documented throttle's answer (so the case is not judged), or null. */
export function throttleAnswered(op: ContractOperation, exchange: Exchange): string | null {
  if (!op.throttle || exchange.response?.status !== 429) return null;
  const retryAfter = exchange.response.headers['retry-after'];
  return `the documented throttle (x-throttle: ${describeThrottle(op)}) answered 429${retryAfter ? ` (Retry-After ${String(retryAfter)})` : ''}, so this case was not judged: a 429 is no validation or schema failure`;
}
