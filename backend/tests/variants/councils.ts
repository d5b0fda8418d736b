/** Council policy mistakes: who may do what by role. */
import type { Variant } from './variant';

export const COUNCIL_VARIANTS: Variant[] = [
  {
    name: 'members-may-manage-members',
    mistake: 'CouncilPolicy::manageMembers checks membership, not the admin role',
    edits: [
      {
        file: 'app/Policies/CouncilPolicy.php',
        find: 'return $user->roleIn($council) === CouncilRole::Admin;',
        replace: 'return $user->roleIn($council) !== null;',
      },
    ],
    only: ['inviteCouncilUser'],
    caughtBy: [{ operationId: 'inviteCouncilUser', check: 'authorization-role' }],
  },
  {
    name: 'body-council-checked-only-as-an-int',
    mistake:
      'the role on a body\'s `council_id` is checked only when `is_int()`, while the `integer` rule also takes the string "7"',
    edits: [
      {
        file: 'app/Http/Requests/Concerns/AuthorizesBodyCouncil.php',
        find: 'if ($validator->errors()->isEmpty() && ($council = $this->council()) !== null) {',
        replace:
          "if ($validator->errors()->isEmpty() && is_int($this->input('council_id')) && ($council = $this->council()) !== null) {",
      },
    ],
    only: ['createAgent'],
    caughtBy: [{ operationId: 'createAgent', check: 'authorization-id-forms' }],
  },
];
