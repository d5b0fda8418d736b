/**
 * The builder's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so both use one cache entry.
 */
import { getListAgentsQueryOptions } from '@/generated/api/agents/agents';
import type { ListAgentsParams } from '@/generated/model';

/** The builder's list: the caller's agents and their councils', drafts included. */
export const BUILDER_LIST_PARAMS: ListAgentsParams = { scope: 'mine', per_page: 100 };

export function builderAgentsQuery() {
  return getListAgentsQueryOptions(BUILDER_LIST_PARAMS);
}
