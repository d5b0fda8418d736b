/**
 * What a council role may do, read from the contract's `x-council-roles` (src/generated/council-roles.ts).
 * Screens ask here before they show an action, so no button is shown that can only fail with 403.
 */
import {
  councilRolesByOperation,
  type CouncilOperationId,
  type CouncilRoleName,
} from '@/generated/council-roles';
import { useUserProfile } from '@/lib/session/auth-context';
import { useCurrentCouncil } from './current-council';

export type { CouncilOperationId, CouncilRoleName };

const ROLE_PLURALS: Record<CouncilRoleName, string> = {
  admin: 'administrators',
  manager: 'managers',
  member: 'members',
};

/** The roles the contract allows for a council operation. */
export function rolesFor(operation: CouncilOperationId): readonly CouncilRoleName[] {
  return councilRolesByOperation[operation];
}

/** Whether a user with `role` in a council may call `operation` there (false without a role). */
export function roleAllows(
  operation: CouncilOperationId,
  role: CouncilRoleName | null | undefined,
): boolean {
  return role != null && (rolesFor(operation) as readonly string[]).includes(role);
}

/** "administrators", "administrators and managers", …: who may call `operation`, for explanations. */
export function describeRoles(operation: CouncilOperationId): string {
  const names = rolesFor(operation).map((role) => ROLE_PLURALS[role]);
  return names.length <= 1
    ? (names[0] ?? 'nobody')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The user's role in a council (the current one by default), null when they are not a member. */
export function useCouncilRole(councilId?: number | null): CouncilRoleName | null {
  const profile = useUserProfile();
  const current = useCurrentCouncil();
  if (councilId == null) return current?.role ?? null;
  return profile?.councils.find((council) => council.id === councilId)?.role ?? null;
}

/** Whether the signed-in user may call `operation` in a council (the current one by default). */
export function useCan(operation: CouncilOperationId, councilId?: number | null): boolean {
  return roleAllows(operation, useCouncilRole(councilId));
}
