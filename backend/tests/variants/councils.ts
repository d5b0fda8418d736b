/** Council policy mistakes: who may do what by role. */
import type { Variant } from './variant';

export const COUNCIL_VARIANTS: Variant[] = [
  {
    name: 'members-may-manage-members',
    mistake: 'CouncilPolicy::manageMembers checks membership, not the admin role',
    edits: [
      {
        file: 'app/Policies/CouncilPolicy.php',
        find: "return $user->roleIn($council) === 'admin';",
        replace: 'return $user->roleIn($council) !== null;',
      },
    ],
    only: ['inviteCouncilUser'],
    caughtBy: [{ operationId: 'inviteCouncilUser', check: 'authorization-role' }],
  },
];
