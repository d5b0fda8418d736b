/** Methods: HEAD on a GET path answers like GET, without a body. */
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.head,
  summary: 'HEAD on a GET path answers as GET does, with no body',
  docs: { rowOf: CHECK.methodNotAllowed },
  phase: 'after-operations',
  appliesTo: (op) => op.method === 'GET',
  reportedBy: 'method-not-allowed (the same pass over the paths, checks/methods.ts)',
};
