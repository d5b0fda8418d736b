/** Sanctum: an unsafe call without the X-XSRF-TOKEN header is refused with 419. */
import type { Check } from '../engine/check';
import { checkCsrf, SANCTUM } from './sanctum';

export const check: Check = {
  name: SANCTUM.csrf,
  summary:
    'an unsafe call without X-XSRF-TOKEN gets 419 (in a throwaway session, on ids no record has)',
  phase: 'per-operation',
  appliesTo: (op) => op.xsrf,
  perOperation: (run, ctx, { op, valid, onCreated }) => checkCsrf(run, ctx, op, valid, onCreated),
};
