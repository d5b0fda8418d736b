/**
 * The licences page's reads as query options: the council's licences and the members they can
 * go to.
 */
import { getListCouncilUsersQueryOptions } from '@/generated/api/council-users/council-users';
import { getListCouncilLicencesQueryOptions } from '@/generated/api/licences/licences';
import type { ListCouncilUsersParams } from '@/generated/model';

/** The council's licences. */
export function councilLicencesQuery(councilId: number) {
  return getListCouncilLicencesQueryOptions(councilId);
}

/** The council's members, as filtered. */
export function councilMembersQuery(councilId: number, params: ListCouncilUsersParams) {
  return getListCouncilUsersQueryOptions(councilId, params);
}
