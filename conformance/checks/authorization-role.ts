/** Authorization: an operation for some council roles refuses a plain member. */
import type { Check } from '../engine/check';
import { checkRole, ROLE } from './authorization';

export const check: Check = {
  name: ROLE,
  summary: 'an operation x-council-roles keeps from members refuses a member (403)',
  phase: 'per-operation',
  appliesTo: (op) => !!op.councilRoles && !op.councilRoles.includes('member'),
  perOperation: (run, ctx, { op, valid }) => checkRole(run, ctx, op, valid),
};
