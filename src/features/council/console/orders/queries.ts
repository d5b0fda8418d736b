/**
 * The orders' reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so a prefetched first page is the cache entry the screen reads.
 */
import { getListCouncilOrdersQueryOptions } from '@/generated/api/councils/councils';
import { getListProfileOrdersQueryOptions } from '@/generated/api/profile/profile';
import type { ListCouncilOrdersParams, ListProfileOrdersParams } from '@/generated/model';

/** A page of a council's orders, filtered as the address says (none: the first page, unfiltered). */
export function councilOrdersQuery(councilId: number, params?: ListCouncilOrdersParams) {
  return getListCouncilOrdersQueryOptions(councilId, params);
}

/** A page of the signed-in user's own orders, filtered as asked (none: the first page). */
export function profileOrdersQuery(params?: ListProfileOrdersParams) {
  return getListProfileOrdersQueryOptions(params);
}
