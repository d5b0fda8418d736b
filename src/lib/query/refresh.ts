/**
 * What to refresh after each event, named by the event: the screens that cause it and the live
 * updates that report it call the same function, so the list of stale data is written once. The
 * refreshes that take no key (the whole cache, what is shown) are in refresh-all.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@/generated/model';
import { isAt, isUnder, queryKeys, refreshAt, refreshUnder } from './keys';

/**
 * An order was paid (or invoiced): the profile, the agents, the subscriptions and the council it
 * was for (every council when it was the user's own, or when it is not known which).
 */
export function afterPayment(queryClient: QueryClient, order?: Pick<Order, 'council_id'>) {
  const councilId = order?.council_id ?? null;
  return refreshUnder(
    queryClient,
    queryKeys.profile(),
    queryKeys.agents(),
    queryKeys.subscriptions(),
    councilId === null ? queryKeys.councils() : queryKeys.council(councilId),
  );
}

/**
 * A plan was bought for a council: its order was paid, so the same as after that payment. Refreshing
 * "the council" always means the council and all of its data (its orders, its plan, its counts).
 */
export function afterPlanBought(queryClient: QueryClient, order: Pick<Order, 'council_id'>) {
  return afterPayment(queryClient, order);
}

/** An order was placed for a council and waits for its payment: the council's orders. */
export function afterOrderPlaced(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilOrders(councilId));
}

/**
 * Something changed in a council that the counts of several screens show (a member added, removed
 * or changed, a join request decided or made, an agent or a licence changed, an order paid there):
 * the council and all of its data.
 */
export function afterCouncilChanged(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.council(councilId));
}

/*
 * The events the council's channel reports (council.member.*, council.agent.updated,
 * council.licence.changed, council.join-request.created) call the refresh of the screen that makes
 * the same change, so the tab that made it and every other tab refresh the same data. "The
 * council" is always its whole subtree (afterCouncilChanged); an event that changes one part of it
 * refreshes that part only.
 */

/** A member was changed, removed, or let in: the whole council (its counts move too). */
export const afterMemberChanged = afterCouncilChanged;

/** Invitations were sent: the council's member list (it shows who is invited; no count moves). */
export function afterMembersInvited(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilUsers(councilId));
}

/**
 * A licence was assigned or withdrawn: the council's licences and its members (who holds which).
 * The council itself counts no licences.
 */
export function afterLicenceAssigned(queryClient: QueryClient, councilId: number) {
  return refreshUnder(
    queryClient,
    queryKeys.councilLicences(councilId),
    queryKeys.councilUsers(councilId),
  );
}

/** A council agent's settings, members or knowledge changed (the council's count of agents does not). */
export function afterCouncilAgentChanged(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilAgents(councilId));
}

/** Someone asked to join the council: the whole council (its requests and their count). */
export const afterJoinRequestMade = afterCouncilChanged;

/** A council's file library changed. */
export function afterCouncilFilesChanged(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilFiles(councilId));
}

/** A payment dialog closed without a payment: the council's orders (one may be waiting now). */
export function afterPaymentDialogClosed(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilOrders(councilId));
}

/** The user's own request to join a council was decided: their profile and that council. */
export function afterOwnJoinRequestDecided(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.profile(), queryKeys.council(councilId));
}

/**
 * The user joined a council (an invitation accepted): everything of their profile (the councils,
 * the agents the council gives them, the invitations left) and every council.
 */
export function afterCouncilJoined(queryClient: QueryClient) {
  return refreshUnder(queryClient, queryKeys.profile(), queryKeys.councils());
}

/** The user was invited to a council. */
export function afterInvitationReceived(queryClient: QueryClient) {
  return refreshUnder(queryClient, queryKeys.invitations());
}

/** The user's licence in a council changed: their profile and that council's licences. */
export function afterOwnLicenceChanged(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.profile(), queryKeys.councilLicences(councilId));
}

/** The user declined an invitation: their invitations. */
export function afterInvitationDeclined(queryClient: QueryClient) {
  return refreshUnder(queryClient, queryKeys.invitations());
}

/**
 * An agent entered the user's list (added, added back, bought): their agents, and the catalogue
 * (its `is_added` flags).
 */
export function afterAgentAdded(queryClient: QueryClient) {
  return refreshUnder(queryClient, queryKeys.myAgents(), queryKeys.agents());
}

/** An agent left the user's list, or was deleted: the catalogue and the user's agents. */
export function afterAgentRemoved(queryClient: QueryClient) {
  return refreshUnder(queryClient, queryKeys.agents(), queryKeys.myAgents());
}

/** An agent was published or edited: the catalogue (the store's and the builder's lists, each agent). */
export function afterAgentChanged(queryClient: QueryClient) {
  return refreshUnder(queryClient, queryKeys.agents());
}

/** An agent's knowledge files changed: that agent (its details count them) and its files. */
export function afterAgentFilesChanged(queryClient: QueryClient, agentId: number) {
  return refreshUnder(queryClient, queryKeys.agent(agentId));
}

/**
 * A thread changed where lists show it (a message, a move, a rename, a delete), or a folder was
 * renamed: every list of threads and every folder.
 */
export function afterThreadsChanged(queryClient: QueryClient) {
  // The lists only: a thread's own messages (under its path) are kept up to date as they come.
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isAt(queryKey, queryKeys.threads()) || isUnder(queryKey, queryKeys.folders()),
  });
}

/** A folder was created: the list of folders (no folder's threads moved). */
export function afterFolderCreated(queryClient: QueryClient) {
  return refreshAt(queryClient, queryKeys.folders());
}

/** A folder was renamed: the list of folders and every list its threads show in. */
export const afterFolderRenamed = afterThreadsChanged;

/** A tool was connected, disconnected or found revoked: the tools with their connection state. */
export function afterToolConnectionChanged(queryClient: QueryClient) {
  return refreshAt(queryClient, queryKeys.tools());
}
