/**
 * What a check is: one module under checks/ declares its name, its phase (when in the run it runs),
 * which operations it applies to (read from the contract and its extensions) and how it runs.
 * checks/index.ts lists them in run order; the walk (walk/) and the reports take names, scopes and
 * order from that list, so adding a check is one module and one line there.
 */
import type { ContractOperation } from '../contract/contract';
import type { Exchange } from '../http/exchange';
import type { CheckName } from './check-names';
import type { Context } from './context';
import type { ExchangeCheck, ResponseCheck, Run } from './run-state';
import type { StepOptions } from './steps';

/** Which operations a check reports for: after the run it has an outcome for each, never nothing. */
export type Scope = (op: ContractOperation, run: Run) => boolean;

/** What the per-operation phase gives a check: the operation, a valid request for it, and what to do with a record a refused-but-accepted request made. */
export interface OperationStep {
  op: ContractOperation;
  valid: StepOptions;
  onCreated: (exchange: Exchange) => Promise<void>;
  /** A secret a valid request needs that the runner cannot have (a signed link only a mailbox holds), when its scenario names one. */
  secret?: string;
}

/**
 * The phases, in the order the walk runs them:
 * - `every-exchange` / `every-response`: held to every exchange (whoever sent it) or every answer
 *   to an operation's own method, as they happen;
 * - `sign-in`: right after the two accounts sign in;
 * - `walk`: judged by the module's own functions, which the walk calls at the steps that make what
 *   they judge (positive-data's `positive`, stateful-chain's `openChain`/`closeChain`, multipart's
 *   `checkUpload`, update-read-back's `updateWithReadBack`, and the council promises of
 *   checks/council/flows.ts, reported under their kinds' checks);
 * - `per-operation`: once for each selected operation, with a valid request for it;
 * - `after-operations`: once, after every operation's own checks, before the chains' deletes
 *   (`writes`: not in --read-only);
 * - `last`: after the deletes and sign-out (a throttle that would refuse the run's own sign-ins);
 * - `after-run`: from the exchanges, once the calls are over.
 */
export type Phase =
  | 'every-exchange'
  | 'every-response'
  | 'sign-in'
  | 'walk'
  | 'per-operation'
  | 'after-operations'
  | 'last'
  | 'after-run';

export interface Check {
  /** From engine/check-names.ts, where every check's name is written once. */
  name: CheckName;
  /** One line: what it checks (its row in the docs, `docs`, says it in full). */
  summary: string;
  /**
   * Its row of the table of checks in docs/backend.md (written by scripts/generate-checks-table.ts,
   * part of `npm run generate`): what it asks of every operation and the Laravel code that keeps it,
   * in Markdown with links relative to docs/; or, for a check that shares a row, the check whose row it is.
   */
  docs: string | { rowOf: CheckName };
  phase: Phase;
  appliesTo: Scope;
  /** It creates, changes or deletes records: its `run` is left out with --read-only. */
  writes?: boolean;
  /** `every-exchange`: held to every exchange of an operation, whoever sent it. */
  inspectExchange?: ExchangeCheck;
  /** `every-response` (or beside another phase): held to every answer to the operation's own method. */
  inspectResponse?: ResponseCheck;
  /** `per-operation`: run for every selected operation (it decides what applies, as its scope says). */
  perOperation?: (run: Run, ctx: Context, step: OperationStep) => Promise<void>;
  /** `sign-in`, `after-operations`, `last`: run once. */
  run?: (run: Run, ctx: Context) => Promise<void>;
  /** `after-run`: judged from the exchanges once the calls are over. */
  afterRun?: (run: Run) => void;
  /**
   * A check judged in another check's run, declared beside it in the same module (one pass judges
   * several: method-not-allowed's pass over the paths judges head and no-5xx too).
   */
  judgedBy?: CheckName;
}
