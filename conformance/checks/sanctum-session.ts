/** Sanctum: a secured call with no session gets 401; the session is gone after logout. */
import type { Check } from '../engine/check';
import { checkSession } from './sanctum';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.sanctumSession,
  summary: 'a secured call with no session gets 401 (and 401 after logout)',
  docs: { rowOf: CHECK.sanctumCsrf },
  phase: 'per-operation',
  appliesTo: (op) => op.auth,
  // Its part after logout (checkSignedOut) the walk calls when it signs out, last.
  perOperation: (run, ctx, { op, valid }) => checkSession(run, ctx, op, valid),
};
