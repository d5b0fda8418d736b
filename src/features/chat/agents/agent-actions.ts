/**
 * Pin, unpin and remove the user's agents, optimistically (product-spec section 4): the list
 * changes at once (a pin gets its `pinned_at` now, so it jumps to the top of the pinned ones) and
 * goes back as it was if the call fails, with the messages of section 8.
 */
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getListProfileAgentsQueryKey, useRemoveProfileAgent, useUpdateProfileAgent } from '@/generated/api/profile/profile';
import type { ListProfileAgents200, UserAgent } from '@/generated/model';
import { PIN_FAILED_MESSAGE, REMOVE_FAILED_MESSAGE } from '../constants';
import { errorText } from '../state/errors';

export const AGENTS_KEY = getListProfileAgentsQueryKey();

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
          list ? { ...list, data: list.data.map((a) => (a.id === agent ? { ...a, is_pinned: data.is_pinned, pinned_at: pinnedAt } : a)) } : list,
        );
        return { previous };
      },
      onError: (error, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(AGENTS_KEY, context.previous);
        toast.error(PIN_FAILED_MESSAGE, { description: describe(error, PIN_FAILED_MESSAGE) });
      },
      onSuccess: (response) => {
        queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) =>
          list ? { ...list, data: list.data.map((a) => (a.id === response.data.id ? response.data : a)) } : list,
        );
      },
    },
  });
  return (agent: UserAgent) => mutate({ agent: agent.id, data: { is_pinned: !agent.is_pinned } });
}

export function useRemoveAgent() {
  const queryClient = useQueryClient();
  const { mutate } = useRemoveProfileAgent<unknown, Snapshot>({
    mutation: {
      onMutate: async ({ agent }) => {
        await queryClient.cancelQueries({ queryKey: AGENTS_KEY });
        const previous = queryClient.getQueryData<ListProfileAgents200>(AGENTS_KEY);
        queryClient.setQueryData<ListProfileAgents200>(AGENTS_KEY, (list) => (list ? { ...list, data: list.data.filter((a) => a.id !== agent) } : list));
        return { previous };
      },
      onError: (error, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(AGENTS_KEY, context.previous);
        toast.error(REMOVE_FAILED_MESSAGE, { description: describe(error, REMOVE_FAILED_MESSAGE) });
      },
    },
  });
  return (agent: UserAgent) => mutate({ agent: agent.id });
}
