/**
 * The user's agents as query options: My agents, the chat sidebar, the new-chat picker and the
 * hover prefetch (src/app/pages-table.ts) read the one list through it.
 */
import { getListProfileAgentsQueryOptions } from '@/generated/api/profile/profile';

export function myAgentsQuery() {
  return getListProfileAgentsQueryOptions();
}
