/** Authorization: another user's records are refused and absent from one's lists. */
import type { Check } from '../engine/check';
import { checkForeign, FOREIGN_OPERATIONS } from './authorization';
import { FOREIGN } from './foreign-messages';

export const check: Check = {
  name: FOREIGN,
  summary:
    "another user's folder, thread, council and messages are refused (403/404) and not listed",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op) => FOREIGN_OPERATIONS.includes(op.operationId),
  run: checkForeign,
};
