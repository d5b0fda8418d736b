/**
 * The members page's reads as query options, shared by the screen and the hover prefetch
 * (src/app/pages-table.ts), so a prefetched first page is the cache entry the screen reads.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getListCouncilUsersQueryOptions,
  listCouncilUsers,
} from '@/generated/api/council-users/council-users';
import { getListCouncilLicencesQueryOptions } from '@/generated/api/licences/licences';
import type { CouncilUser, ListCouncilUsersParams } from '@/generated/model';
import { queryKeys } from '@/lib/query/keys';

/** A page of a council's members, filtered as the address says (none: the first page, unfiltered). */
export function councilUsersQuery(councilId: number, params?: ListCouncilUsersParams) {
  return getListCouncilUsersQueryOptions(councilId, params);
}

/** A council's licences (the free ones are offered with an invitation or a role change). */
export function councilLicencesQuery(councilId: number) {
  return getListCouncilLicencesQueryOptions(councilId);
}

const PER_PAGE = 100;

/** Every member and pending invitee of a council, page after page (the API pages by 100 at most). */
export async function fetchAllCouncilUsers(councilId: number): Promise<CouncilUser[]> {
  const all: CouncilUser[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listCouncilUsers(councilId, { per_page: PER_PAGE, page });
    all.push(...data);
    if (page >= meta.last_page) return all;
  }
}

/** Every member and invitee, under the council's users key, so every change to its users refreshes it too. */
export function allCouncilUsersQuery(councilId: number) {
  return queryOptions({
    queryKey: [...queryKeys.councilUsers(councilId), 'all'],
    queryFn: () => fetchAllCouncilUsers(councilId),
  });
}
