/** Authorization: an operation for some council roles refuses every role it leaves out. */
import type { Check } from '../engine/check';
import { checkRole, excludedRoles, ROLE } from './authorization';

export const check: Check = {
  name: ROLE,
  summary: 'an operation refuses (403) every council role its x-council-roles leaves out',
  docs: { rowOf: 'authorization-foreign' },
  phase: 'per-operation',
  appliesTo: (op, run) => excludedRoles(run, op).length > 0,
  perOperation: (run, ctx, { op, valid, onCreated }) => checkRole(run, ctx, op, valid, onCreated),
};
