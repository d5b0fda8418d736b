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
  /** The operations the runner checks (`--only`): enough to show the failure, small enough to be quick. */
  only: string[];
  /** Each must be among the run's failures. */
  caughtBy: { operationId: string; check: string }[];
}
