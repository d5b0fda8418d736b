/**
 * An agent entered the user's list (added, added back, bought): it shows at once wherever the
 * user's agents are listed (My agents, the chat sidebar, the new-chat picker share one cache
 * entry), and the store's `is_added` flags are refetched.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ListProfileAgents200, UserAgent } from '@/generated/model';
import { afterAgentAdded } from '@/lib/query/refresh';
import { AGENTS_KEY } from './agent-actions';

export function agentJoinedList(queryClient: QueryClient, entry: UserAgent): void {
  queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) =>
    list ? { ...list, data: [...list.data.filter((a) => a.id !== entry.id), entry] } : list,
  );
  void afterAgentAdded(queryClient);
}
