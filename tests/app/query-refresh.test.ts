/**
 * Refreshing by key (src/lib/query): a named refresh marks stale exactly the data of its scope,
 * matched on whole path segments, so council 1's refresh never touches council 10.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getGetCouncilQueryKey,
  getListCouncilOrdersQueryKey,
} from '@/generated/api/councils/councils';
import { getListCouncilUsersQueryKey } from '@/generated/api/council-users/council-users';
import { getListCouncilLicencesQueryKey } from '@/generated/api/licences/licences';
import {
  getGetProfileQueryKey,
  getListProfileAgentsQueryKey,
  getListProfileInvitationsQueryKey,
} from '@/generated/api/profile/profile';
import { getListAgentsQueryKey } from '@/generated/api/agents/agents';
import { getListSubscriptionsQueryKey } from '@/generated/api/subscriptions/subscriptions';
import { getListThreadsQueryKey } from '@/generated/api/threads/threads';
import { isUnder, queryKeys } from '@/lib/query/keys';
import {
  afterCouncilChanged,
  afterLicenceAssigned,
  afterMembersInvited,
  afterPayment,
} from '@/lib/query/refresh';

const KEYS: Record<string, QueryKey> = {
  council1: getGetCouncilQueryKey(1),
  council1Users: getListCouncilUsersQueryKey(1, { page: 2 }),
  council1Licences: getListCouncilLicencesQueryKey(1),
  council1Orders: getListCouncilOrdersQueryKey(1),
  council10: getGetCouncilQueryKey(10),
  council10Users: getListCouncilUsersQueryKey(10),
  council10Orders: getListCouncilOrdersQueryKey(10),
  profile: getGetProfileQueryKey(),
  myAgents: getListProfileAgentsQueryKey(),
  invitations: getListProfileInvitationsQueryKey(),
  store: getListAgentsQueryKey({ status: 'published', per_page: 24 }),
  subscriptions: getListSubscriptionsQueryKey(),
  threads: getListThreadsQueryKey(),
};

/** Runs a refresh on a cache holding every key of KEYS; returns the names it marked stale. */
async function staleAfter(refresh: (queryClient: QueryClient) => Promise<void>): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { data: [] });
  await refresh(queryClient);
  return Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('refreshing cached data by key', () => {
  it("refreshes council 1 and everything under it, never council 10's data", async () => {
    expect(await staleAfter((qc) => afterCouncilChanged(qc, 1))).toEqual([
      'council1',
      'council1Licences',
      'council1Orders',
      'council1Users',
    ]);
  });

  it('refreshes one list of a council, whatever its parameters', async () => {
    expect(await staleAfter((qc) => afterMembersInvited(qc, 1))).toEqual(['council1Users']);
    expect(await staleAfter((qc) => afterLicenceAssigned(qc, 10))).toEqual(['council10Users']);
  });

  it("after a council's payment: the profile, the agents, the subscriptions and that council only", async () => {
    expect(await staleAfter((qc) => afterPayment(qc, { council_id: 1 }))).toEqual(
      [
        'council1',
        'council1Licences',
        'council1Orders',
        'council1Users',
        'myAgents',
        'invitations',
        'profile',
        'store',
        'subscriptions',
      ].sort(),
    );
  });

  it("after the user's own payment (or an unknown order's): every council", async () => {
    const stale = await staleAfter((qc) => afterPayment(qc));
    expect(stale).toContain('council10Orders');
    expect(stale).toContain('council1');
    expect(stale).not.toContain('threads');
  });

  it('matches whole path segments', () => {
    expect(isUnder(getGetCouncilQueryKey(10), queryKeys.council(1))).toBe(false);
    expect(isUnder(getListCouncilUsersQueryKey(1), queryKeys.council(1))).toBe(true);
    expect(isUnder(getListCouncilUsersQueryKey(1), queryKeys.councils())).toBe(true);
    expect(isUnder(['not a path'], queryKeys.council(1))).toBe(false);
    expect(isUnder([{ not: 'a path' }], queryKeys.council(1))).toBe(false);
  });
});
