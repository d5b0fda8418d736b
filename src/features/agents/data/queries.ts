/**
 * The user's agents as query options: My agents, the chat sidebar, the new-chat picker and the
 * hover prefetch (src/app/pages-table.ts) read the one list through it. Also the catalogue's one
 * agent and its files, which the store and the builder both read.
 */
import {
  getGetAgentQueryOptions,
  getListAgentFilesQueryOptions,
} from '@/generated/api/agents/agents';
import { getListProfileAgentsQueryOptions } from '@/generated/api/profile/profile';

export function myAgentsQuery() {
  return getListProfileAgentsQueryOptions();
}

/** One agent of the catalogue (the store's detail, the builder's editor). */
export function agentQuery(agentId: number) {
  return getGetAgentQueryOptions(agentId);
}

/** An agent's knowledge files (the builder). */
export function agentFilesQuery(agentId: number) {
  return getListAgentFilesQueryOptions(agentId);
}
