/**
 * The plans page's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so both use one cache entry.
 */
import { getListSubscriptionsQueryOptions } from '@/generated/api/subscriptions/subscriptions';

/** The subscription plans on sale. */
export function plansQuery() {
  return getListSubscriptionsQueryOptions();
}
