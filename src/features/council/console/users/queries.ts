/**
 * The members page's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so a prefetched first page is the cache entry the screen reads.
 */
import { getListCouncilUsersQueryOptions } from '@/generated/api/council-users/council-users';
import { getListCouncilLicencesQueryOptions } from '@/generated/api/licences/licences';
import type { ListCouncilUsersParams } from '@/generated/model';

/** A page of a council's members, filtered as the address says (none: the first page, unfiltered). */
export function councilUsersQuery(councilId: number, params?: ListCouncilUsersParams) {
  return getListCouncilUsersQueryOptions(councilId, params);
}

/** A council's licences (the free ones are offered with an invitation or a role change). */
export function councilLicencesQuery(councilId: number) {
  return getListCouncilLicencesQueryOptions(councilId);
}
