/**
 * The plans page's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so both use one cache entry.
 */
import { getListCouncilOrdersQueryOptions } from '@/generated/api/councils/councils';
import { getListSubscriptionsQueryOptions } from '@/generated/api/subscriptions/subscriptions';
import type { ListCouncilOrdersParams } from '@/generated/model';

/** The subscription plans on sale. */
export function plansQuery() {
  return getListSubscriptionsQueryOptions();
}

/** The council's orders, as filtered (the plans' orders waiting for payment). */
export function councilOrdersQuery(councilId: number, params: ListCouncilOrdersParams) {
  return getListCouncilOrdersQueryOptions(councilId, params);
}
