/**
 * The App store's reads as query options: the screen and the hover prefetch (src/app/pages-table.ts)
 * take them from here, so a prefetched first page is the cache entry the screen reads.
 */
import { getListAgentsQueryOptions } from '@/generated/api/agents/agents';
import type { ListAgentsParams } from '@/generated/model';

/** The App store's first page (no filter, no search). */
export const APP_STORE_LIST_PARAMS: ListAgentsParams = { status: 'published', per_page: 24 };

/** A page of the published agents, filtered as the store's address says (the first page by default). */
export function appStoreAgentsQuery(params: ListAgentsParams = APP_STORE_LIST_PARAMS) {
  return getListAgentsQueryOptions(params);
}
