/** Rename, move and delete a thread, optimistically: the sidebar changes at once, the server confirms. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useUpdateThread } from '@/generated/api/threads/threads';
import type { Thread } from '@/generated/model';
import { paths } from '@/lib/routes/paths';
import { findCachedThread, moveThreadInCache, patchThreadEverywhere } from '../data/thread-cache';
import { afterThreadsChanged } from '@/lib/query/refresh';
import { errorText } from '@/lib/errors';
import { scheduleDelete } from '../state/pending-deletes';

export function useThreadActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { id } = useParams();
  const openId = id ? Number(id) : null;
  const { mutate } = useUpdateThread();

  const rename = useCallback(
    (thread: Thread, title: string) => {
      const next = title.trim();
      if (next === '' || next === thread.title) return;
      patchThreadEverywhere(queryClient, thread.id, { title: next });
      mutate(
        { thread: thread.id, data: { title: next } },
        {
          onSuccess: (response) => patchThreadEverywhere(queryClient, thread.id, response.data),
          onError: (error) => {
            patchThreadEverywhere(queryClient, thread.id, { title: thread.title });
            toast.error('Could not rename the chat', { description: errorText(error) });
          },
          onSettled: () => void afterThreadsChanged(queryClient),
        },
      );
    },
    [queryClient, mutate],
  );

  const sendMove = useCallback(
    (threadId: number, folderId: number | null) =>
      mutate(
        { thread: threadId, data: { folder_id: folderId } },
        {
          onError: (error) =>
            toast.error('Could not move the chat', { description: errorText(error) }),
          onSettled: () => void afterThreadsChanged(queryClient),
        },
      ),
    [queryClient, mutate],
  );

  const move = useCallback(
    (thread: Thread, folderId: number | null) => {
      if (thread.folder_id === folderId) return;
      moveThreadInCache(queryClient, thread, folderId);
      sendMove(thread.id, folderId);
    },
    [queryClient, sendMove],
  );

  const moveById = useCallback(
    (threadId: number, folderId: number | null) => {
      const thread = findCachedThread(queryClient, threadId);
      // A dragged thread no cached list holds any more (it moved, its folder was never opened) is
      // moved all the same, shown in its place once the lists refetch.
      if (thread) move(thread, folderId);
      else sendMove(threadId, folderId);
    },
    [queryClient, move, sendMove],
  );

  const remove = useCallback(
    (thread: Thread) => {
      scheduleDelete(queryClient, { kind: 'thread', id: thread.id, label: thread.title });
      if (openId === thread.id) void navigate(paths.chat.href());
    },
    [queryClient, navigate, openId],
  );

  return { rename, move, moveById, remove };
}
