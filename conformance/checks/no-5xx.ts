/** Methods: nothing the methods pass sends gets a server error. */
import type { Check } from '../engine/check';
import { METHODS } from './methods';
import { check as methodNotAllowed } from './method-not-allowed';

export const check: Check = {
  name: METHODS.no5xx,
  summary: 'no request of the methods pass gets a 5xx',
  docs: { rowOf: 'method-not-allowed' },
  phase: 'after-operations',
  appliesTo: (op, run) => op.method === 'GET' || methodNotAllowed.appliesTo(op, run),
  reportedBy: 'method-not-allowed (the same pass over the paths, checks/methods.ts)',
};
