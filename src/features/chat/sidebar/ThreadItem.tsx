import { useQueryClient } from '@tanstack/react-query';
import { memo, type DragEvent } from 'react';
import { NavLink } from 'react-router';
import type { Thread } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { useOnRest } from '@/hooks/use-on-rest';
import { paths } from '@/lib/routes/paths';
import { THREAD_DRAG_TYPE } from '../constants';
import { warmThread } from '../preload';
import { lastActivity } from './recency-groups';
import { ThreadMenu } from './ThreadMenu';

/**
 * One thread in the sidebar: a link to it, draggable onto a folder, with its actions menu. One line,
 * its title, as in ChatGPT and Claude.ai: the sidebar is for finding chats, so as many as possible
 * show at once (the agent is named in the open chat's header).
 */
export const ThreadItem = memo(function ThreadItem({
  thread,
  onNavigate,
  detailed = false,
}: {
  thread: Thread;
  onNavigate?: () => void;
  /** Search results: the agent and the day under the title, so chats of the same title tell apart. */
  detailed?: boolean;
}) {
  const queryClient = useQueryClient();
  // Resting on a link (mouse or keyboard) for a moment loads what opening it needs.
  const { start: warm, cancel: cool } = useOnRest(() => warmThread(queryClient, thread.id));
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(THREAD_DRAG_TYPE, String(thread.id));
    event.dataTransfer.setData('text/plain', thread.title);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <li className="thread-item" draggable onDragStart={onDragStart} data-thread-id={thread.id}>
      <NavLink
        to={paths.chat.href({ threadId: thread.id })}
        className="thread-link"
        title={thread.title}
        onClick={onNavigate}
        onPointerEnter={warm}
        onPointerLeave={cool}
        onFocus={warm}
        onBlur={cool}
      >
        <span className="thread-title">{thread.title}</span>
        {detailed && (
          <span className="thread-detail">
            {thread.agent.name} · {formatDate(lastActivity(thread))}
          </span>
        )}
      </NavLink>
      <ThreadMenu thread={thread} />
    </li>
  );
});

/** Drop target props for a place threads can be moved to (a folder, or "Chats" = no folder). */
export function threadDropProps(
  onDropThread: (threadId: number) => void,
  setOver: (over: boolean) => void,
) {
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(THREAD_DRAG_TYPE);
  return {
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      setOver(false);
      const id = Number(event.dataTransfer.getData(THREAD_DRAG_TYPE));
      if (Number.isInteger(id) && id > 0) onDropThread(id);
    },
  };
}
