/**
 * The one way the runner waits out a documented throttle (`x-throttle`): a call whose 429 comes from
 * the limit the contract documents (the run's own earlier calls spent it, or a run just before within
 * the window) is sent once more after its `Retry-After`, rather than leaving what it was for
 * unchecked. Sign-in, realtime-events (whose stream realtime-stream judges) and promise-broadcasts
 * send through it; a wait longer than the caller allows is not waited, and the run says so.
 */
import type { ContractOperation } from '../contract/contract';
import type { Exchange } from '../http/exchange';
import type { Run } from './run-state';
import { throttleAnswered } from './throttle-answer';

export interface ThrottledSend {
  exchange: Exchange | undefined;
  /** The seconds waited before the second try, or null when it was sent once. */
  waited: number | null;
}

/**
 * Sends; on a 429 of `op`'s documented throttle with a `Retry-After` of at most `maxSeconds`, waits
 * it out once and sends again. `what` names the call in the run's notes.
 */
export async function sendPastThrottle(
  run: Run,
  op: ContractOperation,
  send: () => Promise<Exchange | undefined>,
  { maxSeconds, what }: { maxSeconds: number; what: string },
): Promise<ThrottledSend> {
  const first = await send();
  if (!first || !throttleAnswered(op, first)) return { exchange: first, waited: null };
  const retryAfter = Number(first.response?.headers['retry-after']);
  if (!Number.isFinite(retryAfter) || retryAfter < 0) return { exchange: first, waited: null };
  if (retryAfter > maxSeconds) {
    run.note(
      `${what} answered 429 with Retry-After ${retryAfter} s, longer than the ${maxSeconds} s the runner waits`,
    );
    return { exchange: first, waited: null };
  }
  run.note(
    `${what} answered 429: waited ${retryAfter} s (Retry-After) and sent it once more (its documented throttle counts the run's own calls too)`,
  );
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  return { exchange: await send(), waited: retryAfter };
}
