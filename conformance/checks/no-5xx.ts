/** Methods: nothing the methods pass sends gets a server error. */
import type { Check } from '../engine/check';
import { check as methodNotAllowed } from './method-not-allowed';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.no5xx,
  summary: 'no request of the methods pass gets a 5xx',
  docs: { rowOf: CHECK.methodNotAllowed },
  phase: 'after-operations',
  appliesTo: (op, run) => op.method === 'GET' || methodNotAllowed.appliesTo(op, run),
  reportedBy: 'method-not-allowed (the same pass over the paths, checks/methods.ts)',
};
