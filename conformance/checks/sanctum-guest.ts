/** Sanctum: a guest operation works without a session. */
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.sanctumGuest,
  summary: 'a guest operation works with no session',
  docs: { rowOf: CHECK.sanctumCsrf },
  phase: 'per-operation',
  appliesTo: (op) => !op.auth,
  reportedBy: 'sanctum-session (the same probe, checks/sanctum.ts checkSession)',
};
