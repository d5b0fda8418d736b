/** What other features use of the agents feature: the chat sidebar's agents and their order. */
export { AgentsSection } from './sidebar/AgentsSection';
export { sortAgents } from './data/agent-actions';
