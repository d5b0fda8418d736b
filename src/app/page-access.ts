/**
 * Who may open a council page: the roles the contract's `x-council-roles` allow for the page's
 * main operation (`operation` in its metadata, src/app/pages-table.ts), in the current council.
 * The same answer hides the page's navigation entry and, for a page opened by its address,
 * replaces its content with an explanation (src/app/components/AccessExplanation.tsx).
 */
import { roleAllows } from '@/lib/session/permissions';
import type { CouncilOperationId } from '@/generated/council-roles';
import type { CouncilMembership } from '@/generated/model';
import { findPage } from './prefetch';
import type { PageMeta } from './route-meta';

export type PageAccess =
  | { type: 'allow' }
  /** The page is about a council and the user belongs to none. */
  | { type: 'no-council'; operation: CouncilOperationId }
  /** The user's role in the current council does not allow the page's main operation. */
  | { type: 'role'; operation: CouncilOperationId; council: CouncilMembership };

export function pageAccess(
  page: Pick<PageMeta, 'operation'> | undefined,
  council: CouncilMembership | null,
): PageAccess {
  const operation = page?.operation;
  if (!operation) return { type: 'allow' };
  if (!council) return { type: 'no-council', operation };
  return roleAllows(operation, council.role)
    ? { type: 'allow' }
    : { type: 'role', operation, council };
}

/** Whether a navigation entry to `to` should be shown to a user with this current council. */
export function mayOpen(to: string, council: CouncilMembership | null): boolean {
  return pageAccess(findPage(to)?.meta, council).type === 'allow';
}
