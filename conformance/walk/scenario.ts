/** What a scenario is: one valid request for an operation no chain covers (run/scenarios.ts lists them). */
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import type { StepOptions } from '../engine/steps';

export interface Scenario {
  op: string;
  actor?: 'a' | 'b' | 'guest';
  options?: (ctx: Context, run: Run) => StepOptions | null;
  /** Why a valid request cannot be built: the op is called with example data and only judged. */
  secret?: string;
  /** For an update that changes a record the run did not create: the request that puts it back. */
  restore?: (ctx: Context, run: Run) => StepOptions | null;
  /** What a successful call leaves behind that the API cannot delete. */
  leaves?: (ctx: Context) => string;
  after?: (ctx: Context, run: Run, response: Record<string, unknown> | undefined) => void;
  /** The promises the accepted call is judged on by the same client, right after (register signs it in). */
  signsIn?: string[];
}
