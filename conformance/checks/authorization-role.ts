/** Authorization: an operation for some council roles refuses every role it leaves out. */
import type { Check } from '../engine/check';
import { checkRole, excludedRoles } from './authorization';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.authorizationRole,
  summary: 'an operation refuses (403) every council role its x-council-roles leaves out',
  docs: { rowOf: CHECK.authorizationForeign },
  phase: 'per-operation',
  appliesTo: (op, run) => excludedRoles(run, op).length > 0,
  perOperation: (run, ctx, { op, valid, onCreated }) => checkRole(run, ctx, op, valid, onCreated),
};
