/**
 * Cached data by key: every key the app reads by hand, refreshes or writes, built on the generated
 * `get*QueryKey` functions (so a path is spelled once, in the contract), and the one rule for "this data and everything under it". The generated `get*QueryOptions` that
 * the queries factories wrap use the same `get*QueryKey` functions.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getGetAgentQueryKey, getListAgentsQueryKey } from '@/generated/api/agents/agents';
import { getListCouncilAgentsQueryKey } from '@/generated/api/council-agents/council-agents';
import { getListCouncilUsersQueryKey } from '@/generated/api/council-users/council-users';
import {
  getGetCouncilQueryKey,
  getListCouncilFilesQueryKey,
  getListCouncilOrdersQueryKey,
  getSearchCouncilsQueryKey,
} from '@/generated/api/councils/councils';
import { getListToolsQueryKey } from '@/generated/api/dictionaries/dictionaries';
import { getGetFolderQueryKey, getListFoldersQueryKey } from '@/generated/api/folders/folders';
import { getListCouncilLicencesQueryKey } from '@/generated/api/licences/licences';
import {
  getListProfileAgentsQueryKey,
  getListProfileInvitationsQueryKey,
} from '@/generated/api/profile/profile';
import { getListSubscriptionsQueryKey } from '@/generated/api/subscriptions/subscriptions';
import {
  getGetThreadInfiniteQueryKey,
  getListThreadsQueryKey,
  getSearchMessagesQueryKey,
} from '@/generated/api/threads/threads';
import type { GetThreadParams, ListThreadsParams, SearchMessagesParams } from '@/generated/model';
import { profileKey } from './session-keys';

/** The path a generated key starts with (orval keys are `[path, params?]`). */
export const pathOf = (key: QueryKey): string | undefined =>
  typeof key[0] === 'string' ? key[0] : undefined;

/** The path one segment up: the collection a resource belongs to. */
const parent = (key: QueryKey): QueryKey => [pathOf(key)!.replace(/\/[^/]+$/, '')];

/** Keys of the data the app refreshes; each is also the scope of everything under its path. */
export const queryKeys = {
  profile: profileKey,
  /** The signed-in user's agents (My agents, the chat sidebar): the one key of that list. */
  myAgents: () => getListProfileAgentsQueryKey(),
  invitations: () => getListProfileInvitationsQueryKey(),
  /** The agents catalogue (the store, the builder, one agent and its files). */
  agents: () => getListAgentsQueryKey(),
  /** One agent of the catalogue and its knowledge files. */
  agent: (agentId: number) => getGetAgentQueryKey(agentId),
  /** The tools a user can connect, with their connection state. */
  tools: () => getListToolsQueryKey(),
  subscriptions: () => getListSubscriptionsQueryKey(),
  /** Every council the cache holds: the council list, each council and all of its data. */
  councils: () => parent(getGetCouncilQueryKey(0)),
  /** One council and all of its data (members, licences, orders, agents, files, requests). */
  council: (councilId: number) => getGetCouncilQueryKey(councilId),
  councilUsers: (councilId: number) => getListCouncilUsersQueryKey(councilId),
  councilLicences: (councilId: number) => getListCouncilLicencesQueryKey(councilId),
  councilOrders: (councilId: number) => getListCouncilOrdersQueryKey(councilId),
  councilAgents: (councilId: number) => getListCouncilAgentsQueryKey(councilId),
  councilFiles: (councilId: number) => getListCouncilFilesQueryKey(councilId),
  /**
   * Councils found by name or join code: the one key of `searchCouncils`, whichever screen asks
   * (the join panel and /auth/request_join), with the text as sent.
   */
  councilSearch: (q: string) => getSearchCouncilsQueryKey({ q }),
  /** Every list of the user's threads (any filter, search or page). */
  threads: () => getListThreadsQueryKey(),
  /** One list of the user's threads (a filter, a search). */
  threadList: (params: ListThreadsParams) => getListThreadsQueryKey(params),
  /** One thread's messages, paged by cursor. */
  threadMessages: (threadId: number, params: GetThreadParams) =>
    getGetThreadInfiniteQueryKey(threadId, params),
  /** Messages found by their text. */
  messageSearch: (params: SearchMessagesParams) => getSearchMessagesQueryKey(params),
  /** The user's folders, and under them each folder with its threads. */
  folders: () => getListFoldersQueryKey(),
  /** One folder with its threads. */
  folder: (folderId: number) => getGetFolderQueryKey(folderId),
} as const;

/** Whether a cached query's key is for the same path as `scope`, whatever its parameters. */
export function isAt(queryKey: QueryKey, scope: QueryKey): boolean {
  const path = pathOf(queryKey);
  return path !== undefined && path === pathOf(scope);
}

/**
 * Whether a cached query's key lies under `scope`: the same path (any parameters), or a path below
 * it, matched on whole segments, so council 1's scope never holds council 10's data.
 */
export function isUnder(queryKey: QueryKey, scope: QueryKey): boolean {
  const path = pathOf(queryKey);
  const base = pathOf(scope);
  if (path === undefined || base === undefined) return false;
  return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
}

/** Marks stale (and refetches what is shown) every cached query at one of the scopes' paths (any parameters). */
export function refreshAt(queryClient: QueryClient, ...scopes: QueryKey[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => scopes.some((scope) => isAt(queryKey, scope)),
  });
}

/** Marks stale (and refetches what is shown) every cached query under one of the scopes. */
export function refreshUnder(queryClient: QueryClient, ...scopes: QueryKey[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => scopes.some((scope) => isUnder(queryKey, scope)),
  });
}
