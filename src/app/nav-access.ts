/**
 * Which navigation entries a user sees: the pages the guards would let them open in their current
 * council (src/app/page-access.ts).
 */
import type { CouncilMembership } from '@/generated/model';
import { pageAccess } from '@/features/council/gate/page-access';
import { findPage } from './prefetch';

/** Whether a navigation entry to `to` should be shown to a user with this current council. */
export function mayOpen(to: string, council: CouncilMembership | null): boolean {
  return pageAccess(findPage(to)?.meta, council).type === 'allow';
}
