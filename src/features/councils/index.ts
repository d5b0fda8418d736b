/** What other features use of the councils feature: the panel of a user with no council. */
export { NoCouncilPanel } from './NoCouncilPanel';
export { NoCouncilInvitations } from './LazyPendingInvitations';
export { councilSearchQuery } from './queries';
