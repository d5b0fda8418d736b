/**
 * The council console's reads as query options: the overview shares its council with the hover
 * prefetch (src/app/pages-table.ts), so a prefetched council is the cache entry the screen reads;
 * the tabs (agents, files, SharePoint) read theirs from here too; the join requests' are in
 * join-requests/queries.ts, as the top bar's count reads them on every page.
 */
import {
  getListCouncilAgentFilesQueryOptions,
  getListCouncilAgentUsersQueryOptions,
  getListCouncilAgentsQueryOptions,
} from '@/generated/api/council-agents/council-agents';
import { getListCouncilUsersQueryOptions } from '@/generated/api/council-users/council-users';
import {
  getGetCouncilQueryOptions,
  getListCouncilFilesQueryOptions,
} from '@/generated/api/councils/councils';
import { getListCouncilLicencesQueryOptions } from '@/generated/api/licences/licences';
import { getListSharepointDrivesQueryOptions } from '@/generated/api/sharepoint/sharepoint';
import type { ListCouncilFilesParams, ListCouncilUsersParams } from '@/generated/model';

/** One council with its counts (the console's overview). */
export function councilQuery(councilId: number) {
  return getGetCouncilQueryOptions(councilId);
}

/** The council's agents. */
export function councilAgentsQuery(councilId: number) {
  return getListCouncilAgentsQueryOptions(councilId);
}

/** The documents one council agent reads. */
export function councilAgentFilesQuery(councilId: number, agentId: number) {
  return getListCouncilAgentFilesQueryOptions(councilId, agentId);
}

/** The members who may use one council agent. */
export function councilAgentUsersQuery(councilId: number, agentId: number) {
  return getListCouncilAgentUsersQueryOptions(councilId, agentId);
}

/** The council's members, as filtered (the agent's access picker). */
export function councilMembersQuery(councilId: number, params: ListCouncilUsersParams) {
  return getListCouncilUsersQueryOptions(councilId, params);
}

/** The council's licences (a join request's offer of a free one). */
export function councilLicencesQuery(councilId: number) {
  return getListCouncilLicencesQueryOptions(councilId);
}

/** A page of the council's file library. */
export function councilFilesQuery(councilId: number, params: ListCouncilFilesParams) {
  return getListCouncilFilesQueryOptions(councilId, params);
}

/** The document libraries of the council's SharePoint (and whether it is connected). */
export function sharepointDrivesQuery(councilId: number) {
  return getListSharepointDrivesQueryOptions(councilId);
}
