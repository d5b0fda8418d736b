/** Methods: HEAD on a GET path answers like GET, without a body. */
import type { Check } from '../engine/check';
import { METHODS } from './methods';

export const check: Check = {
  name: METHODS.head,
  summary: 'HEAD on a GET path answers as GET does, with no body',
  docs: { rowOf: 'method-not-allowed' },
  phase: 'after-operations',
  appliesTo: (op) => op.method === 'GET',
  reportedBy: 'method-not-allowed (the same pass over the paths, checks/methods.ts)',
};
