/** Authorization: another user's records are refused and absent from one's lists. */
import type { Check } from '../engine/check';
import { checkForeign, FOREIGN_OPERATIONS } from './authorization';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.authorizationForeign,
  summary:
    "another user's folder, thread, council and messages are refused (403/404) and not listed",
  docs: "the first user is refused (403/404) the second user's folder and thread and a council they are not in, and the first user's folder list and thread search do not hold the second user's (a list not scoped to the signed-in user), and the second user's messages cannot be edited, stopped or regenerated through the first user's own thread (a route without scoped bindings); every council role an operation's `x-council-roles` leaves out gets 403 from it (a member, and a manager where only admins may: a policy that lets managers change members' roles fails)",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op) => FOREIGN_OPERATIONS.includes(op.operationId),
  run: checkForeign,
};
