/** Check 1: every answer to an operation's own method is documented and matches its schema. */
import type { Check } from '../engine/check';
import { ENGINE_CHECKS } from '../engine/results';

export const check: Check = {
  name: ENGINE_CHECKS.conforms,
  summary: 'the status and content type are documented and the body matches the schema; no 5xx',
  phase: 'every-response',
  appliesTo: () => true,
  // The judging lives in the run's state (engine/run-state.ts), next to the validator it uses.
  inspectResponse: (run, op, exchange) => run.judge(op, exchange),
};
