/** What other features use of the council area: the invitations of a user with no council, and a profile's orders. */
export { NoCouncilInvitations } from './join/LazyPendingInvitations';
export { ProfilePurchases } from './console/orders/ProfilePurchases';
export { useWaitingAgentOrder } from './console/orders/waiting-order';
