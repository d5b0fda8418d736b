/** Sanctum: a guest operation works without a session. */
import type { Check } from '../engine/check';
import { checkGuest } from './sanctum';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.sanctumGuest,
  summary: 'a guest operation works with no session',
  docs: { rowOf: CHECK.sanctumCsrf },
  phase: 'per-operation',
  appliesTo: (op) => !op.auth,
  perOperation: (run, ctx, { op, valid }) => checkGuest(run, ctx, op, valid),
};
