/**
 * What to refresh after each event, named by the event: the screens that cause it and the live
 * updates that report it call the same function, so the list of stale data is written once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@/generated/model';
import { queryKeys, refreshUnder } from './keys';

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
 * Something changed in a council that the counts of several screens show (a member added, removed
 * or changed, a join request decided or made, an agent or a licence changed, an order paid there):
 * the council and all of its data.
 */
export function afterCouncilChanged(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.council(councilId));
}

/** A member was changed, removed, or let in: the whole council (its counts move too). */
export const afterMemberChanged = afterCouncilChanged;

/** Invitations were sent: the council's member list (it shows who is invited). */
export function afterMembersInvited(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilUsers(councilId));
}

/** A licence was assigned or withdrawn: the council's licences and its members (who holds which). */
export function afterLicenceAssigned(queryClient: QueryClient, councilId: number) {
  return refreshUnder(
    queryClient,
    queryKeys.councilLicences(councilId),
    queryKeys.councilUsers(councilId),
  );
}

/** A council agent's settings, members or knowledge changed. */
export function afterCouncilAgentChanged(queryClient: QueryClient, councilId: number) {
  return refreshUnder(queryClient, queryKeys.councilAgents(councilId));
}

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
