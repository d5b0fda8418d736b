/**
 * The council console's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so a prefetched council is the cache entry the screen reads.
 */
import { getGetCouncilQueryOptions } from '@/generated/api/councils/councils';

/** One council with its counts (the console's overview). */
export function councilQuery(councilId: number) {
  return getGetCouncilQueryOptions(councilId);
}
