/** Sanctum: a guest operation works without a session. */
import type { Check } from '../engine/check';
import { SANCTUM } from './sanctum';

export const check: Check = {
  name: SANCTUM.guest,
  summary: 'a guest operation works with no session',
  docs: { rowOf: 'sanctum-csrf' },
  phase: 'per-operation',
  appliesTo: (op) => !op.auth,
  reportedBy: 'sanctum-session (the same probe, checks/sanctum.ts checkSession)',
};
