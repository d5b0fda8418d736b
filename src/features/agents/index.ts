/** What other features use of the agents feature: the chat sidebar's agents and their order. */
export { AgentsSection } from './sidebar/AgentsSection';
export { sortAgents } from './data/agent-actions';
/** The user's agents as query options (the chat's first data, the new-chat picker). */
export { myAgentsQuery } from './data/queries';
