/** What other features use of the council area: the no-council panel and invitations, and the orders of a profile. */
export { NoCouncilPanel } from './join/NoCouncilPanel';
export { NoCouncilInvitations } from './join/LazyPendingInvitations';
export { ProfilePurchases } from './console/orders/ProfilePurchases';
export { useWaitingAgentOrder } from './console/orders/waiting-order';
