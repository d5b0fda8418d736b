/**
 * A broken variant of backend/laravel: the app with one realistic mistake a Laravel developer could
 * make, and the failed check(s) by which the conformance runner must catch it.
 */
import type { Edit } from '../../../scripts/laravel';

export interface Variant {
  name: string;
  /** The mistake, as a reviewer would word it. */
  mistake: string;
  edits: Edit[];
  /** .env values of the run, for a mistake in the configuration rather than the code. */
  env?: Record<string, string>;
  /** The operations the runner checks (`--only`): enough to show the failure, small enough to be quick. */
  only: string[];
  /**
   * Each must be among the run's failures; `message`, when the good app may fail the same check for
   * another reason (a known false alarm), pins the failure to this mistake.
   */
  caughtBy: { operationId: string; check: string; message?: RegExp }[];
  /** The runner's exit code: 1 (the contract is broken), or 2 when the mistake stops the run (sign-in). */
  exitCode?: 1 | 2;
}
