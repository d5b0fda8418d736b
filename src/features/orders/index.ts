/** What other features use of the orders feature. */
export { ProfilePurchases } from './ProfilePurchases';
export { useWaitingAgentOrder } from './waiting-order';
