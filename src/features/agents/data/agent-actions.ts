/**
 * Pin, unpin and remove the user's agents, optimistically (docs/app-rules.md#session): the list
 * changes at once (a pin gets its `pinned_at` now, so it jumps to the top of the pinned ones) and
 * goes back as it was if the call fails, with the messages of docs/app-rules.md#messages. Shared by the chat
 * sidebar and the My agents page.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { removeProfileAgent, useUpdateProfileAgent } from '@/generated/api/profile/profile';
import type { ListProfileAgents200, UserAgent } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { errorText } from '@/lib/errors';
import { AUTH_DEFAULT_MESSAGES } from '@/lib/session/auth-messages';
import { queryKeys } from '@/lib/query/keys';
import { afterAgentRemoved } from '@/lib/query/refresh';
import { UNDO_MS } from '@/lib/constants/timings';
import { createStore } from '@/lib/store';
import { myAgentsQuery } from './queries';

/** The exact messages of the optimistic agent actions (docs/pages.md, `/Agents`), kept with the other defaults. */
const PIN_FAILED_MESSAGE = AUTH_DEFAULT_MESSAGES.updatePin;
const REMOVE_FAILED_MESSAGE = AUTH_DEFAULT_MESSAGES.removeAgent;

/** The user's agents list (My agents, the chat sidebar, the new-chat picker share it). */
export const AGENTS_KEY = queryKeys.myAgents();

/** Pinned first, most recently pinned first; then the others, most recently added first (as the API). */
export function sortAgents(agents: readonly UserAgent[]): UserAgent[] {
  return [...agents].sort((a, b) => {
    if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
    const ka = a.is_pinned ? (a.pinned_at ?? '') : a.added_at;
    const kb = b.is_pinned ? (b.pinned_at ?? '') : b.added_at;
    if (ka !== kb) return ka < kb ? 1 : -1;
    return b.id - a.id;
  });
}

type Snapshot = { previous: ListProfileAgents200 | undefined };

function describe(error: unknown, fallback: string): string | undefined {
  const text = errorText(error, fallback);
  return text === fallback ? undefined : text;
}

export function usePinAgent(now: () => Date = () => new Date()) {
  const queryClient = useQueryClient();
  const { mutate } = useUpdateProfileAgent<unknown, Snapshot>({
    mutation: {
      onMutate: async ({ agent, data }) => {
        await queryClient.cancelQueries({ queryKey: AGENTS_KEY });
        const previous = queryClient.getQueryData<ListProfileAgents200>(AGENTS_KEY);
        const pinnedAt = data.is_pinned ? now().toISOString() : null;
        queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) =>
          list
            ? {
                ...list,
                data: list.data.map((a) =>
                  a.id === agent ? { ...a, is_pinned: data.is_pinned, pinned_at: pinnedAt } : a,
                ),
              }
            : list,
        );
        return { previous };
      },
      onError: (error, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(AGENTS_KEY, context.previous);
        toast.error(PIN_FAILED_MESSAGE, { description: describe(error, PIN_FAILED_MESSAGE) });
      },
      onSuccess: (response) => {
        queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) =>
          list
            ? {
                ...list,
                data: list.data.map((a) => (a.id === response.data.id ? response.data : a)),
              }
            : list,
        );
      },
    },
  });
  return (agent: UserAgent) => mutate({ agent: agent.id, data: { is_pinned: !agent.is_pinned } });
}

/**
 * Removing an agent can be undone for a few seconds, as deleting a thread can: the agent leaves
 * the lists at once, a toast offers Undo, and the DELETE is sent when the time is up (at once on
 * page hide, with keepalive). A failed DELETE puts the agent back with the spec's message.
 */
const pendingRemovals = new Map<
  number,
  {
    agent: UserAgent;
    timer: ReturnType<typeof setTimeout>;
    commit: (init?: RequestInit) => Promise<void>;
  }
>();
const removing = createStore<ReadonlySet<number>>(new Set());
let listening = false;

function setRemoving(id: number, on: boolean): void {
  removing.set((current) => {
    if (current.has(id) === on) return current;
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
}

/** The ids of agents whose removal waits out its undo time. */
export function usePendingAgentRemovals(): ReadonlySet<number> {
  return useSyncExternalStore(removing.subscribe, removing.get, removing.get);
}

/** The user's agents, without those being removed (a refetch meanwhile must not bring them back). */
export function useMyAgents() {
  const query = useQuery(myAgentsQuery());
  const pending = usePendingAgentRemovals();
  const agents = sortAgents((query.data?.data ?? []).filter((agent) => !pending.has(agent.id)));
  return { query, agents };
}

function putBack(queryClient: QueryClient, agent: UserAgent): void {
  queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) =>
    list && !list.data.some((a) => a.id === agent.id)
      ? { ...list, data: [...list.data, agent] }
      : list,
  );
}

/** After a removal took effect: the store's `is_added` and the lists that show the agent. */
function afterRemoval(queryClient: QueryClient): Promise<void> {
  return afterAgentRemoved(queryClient);
}

export function scheduleAgentRemoval(
  queryClient: QueryClient,
  agent: UserAgent,
  send: typeof removeProfileAgent = removeProfileAgent,
): void {
  if (pendingRemovals.has(agent.id)) return;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', () => void flushAgentRemovals({ keepalive: true }));
  }
  void queryClient.cancelQueries({ queryKey: AGENTS_KEY });
  queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) =>
    list ? { ...list, data: list.data.filter((a) => a.id !== agent.id) } : list,
  );
  setRemoving(agent.id, true);
  const name = agent.agent.name;

  const commit = async (init?: RequestInit) => {
    const item = pendingRemovals.get(agent.id);
    if (!item) return;
    clearTimeout(item.timer);
    pendingRemovals.delete(agent.id);
    try {
      await send(agent.id, init);
    } catch (error) {
      // Already gone (another tab): that is what was wanted.
      if (!(isApiError(error) && error.status === 404)) {
        putBack(queryClient, agent);
        setRemoving(agent.id, false);
        toast.error(REMOVE_FAILED_MESSAGE, { description: describe(error, REMOVE_FAILED_MESSAGE) });
        return;
      }
    }
    setRemoving(agent.id, false);
    await afterRemoval(queryClient);
  };
  const undo = () => {
    const item = pendingRemovals.get(agent.id);
    if (!item) return;
    clearTimeout(item.timer);
    pendingRemovals.delete(agent.id);
    putBack(queryClient, agent);
    setRemoving(agent.id, false);
    toast.success(`“${name}” is back in your agents`, { duration: 2000 });
  };
  pendingRemovals.set(agent.id, { agent, timer: setTimeout(() => void commit(), UNDO_MS), commit });
  toast(`“${name}” removed from your agents`, {
    id: `undo-agent-${agent.id}`,
    duration: UNDO_MS,
    description:
      agent.source === 'purchased'
        ? 'Still bought: add it back from the app store at no charge.'
        : undefined,
    action: { label: 'Undo', onClick: undo },
  });
}

/** Sends every waiting removal now (page hide, with keepalive so the request outlives the page). */
export function flushAgentRemovals(init?: RequestInit): Promise<void> {
  return Promise.all([...pendingRemovals.values()].map((item) => item.commit(init))).then(
    () => undefined,
  );
}

/** What removing the agent loses, for the confirmation; null when nothing is lost (a free agent: Undo is enough). */
export function removalLoss(agent: UserAgent): string | null {
  if (agent.source === 'purchased') {
    return `You bought “${agent.agent.name}”. Removing it takes it out of your agents and the chat sidebar; your chats with it are kept and the purchase is not refunded. You can add it back from the app store at no charge.`;
  }
  if (agent.source === 'council') {
    return `“${agent.agent.name}” is provided by your council. Removing it only hides it from your agents and the chat sidebar; your council still provides it, your chats are kept, and you can add it back from the app store.`;
  }
  return null;
}

export function resetAgentRemovalsForTests(): void {
  for (const item of pendingRemovals.values()) clearTimeout(item.timer);
  pendingRemovals.clear();
  removing.set(new Set());
}
