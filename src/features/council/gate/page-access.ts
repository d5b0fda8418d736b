/**
 * Who may open a council page: the roles the contract's `x-council-roles` allow for the page's
 * main operation (`operation` in the page's metadata, src/app/pages-table.ts), in the current council.
 * The same answer hides the page's navigation entry (src/app/nav-access.ts) and is the guards' last
 * step (src/app/guards.ts): a page opened by its address that the user may not use shows the
 * council area's explanation instead (the no-council gate, src/features/council/gate).
 */
import { roleAllows } from '@/lib/session/permissions';
import type { CouncilOperationId } from '@/generated/council-roles';
import type { CouncilMembership } from '@/generated/model';

export type PageAccess =
  | { type: 'allow' }
  /** The page is about a council and the user belongs to none. */
  | { type: 'no-council'; operation: CouncilOperationId }
  /** The user's role in the current council does not allow the page's main operation. */
  | { type: 'role'; operation: CouncilOperationId; council: CouncilMembership };

export function pageAccess(
  page: { operation?: CouncilOperationId } | undefined,
  council: CouncilMembership | null,
): PageAccess {
  const operation = page?.operation;
  if (!operation) return { type: 'allow' };
  if (!council) return { type: 'no-council', operation };
  return roleAllows(operation, council.role)
    ? { type: 'allow' }
    : { type: 'role', operation, council };
}
