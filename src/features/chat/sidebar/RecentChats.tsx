import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { unfiledThreadsQuery } from '../data/sidebar-queries';
import { errorText } from '@/lib/errors';
import { isHidden } from '../state/pending-deletes';
import { useNow } from './use-now';
import { groupByRecency, lastActivity } from './recency-groups';
import { useThreadActions } from './thread-actions';
import { threadDropProps, ThreadItem } from './ThreadItem';

/**
 * The chats in no folder, newest activity first (a new chat on top), under date groups (Today,
 * Yesterday, Previous 7 days…). More load as the end of the list scrolls into view.
 */
export function RecentChats({
  hidden,
  onNavigate,
}: {
  hidden: ReadonlySet<string>;
  onNavigate?: () => void;
}) {
  const { moveById } = useThreadActions();
  const [over, setOver] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const unfiled = useInfiniteQuery(unfiledThreadsQuery());
  const now = useNow();

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = unfiled;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const groups = useMemo(() => {
    const seen = new Set<number>();
    const threads = (unfiled.data?.pages ?? [])
      .flatMap((page) => page.data)
      .filter((t) => {
        if (seen.has(t.id) || t.folder_id !== null || isHidden(hidden, 'thread', t.id))
          return false;
        seen.add(t.id);
        return true;
      });
    return groupByRecency(threads, lastActivity, now);
  }, [unfiled.data, hidden, now]);

  return (
    <section
      className={`side-section${over ? ' is-drop-target' : ''}`}
      aria-labelledby="threads-heading"
      {...threadDropProps((threadId) => moveById(threadId, null), setOver)}
    >
      <h2 id="threads-heading" className="side-heading">
        Chats
      </h2>
      {unfiled.isPending && <p className="muted list-note">Loading…</p>}
      {unfiled.isError && <p className="list-note">{errorText(unfiled.error)}</p>}
      {unfiled.isSuccess && groups.length === 0 && (
        <p className="muted list-note">No chats outside folders.</p>
      )}
      {groups.map((group, index) => (
        <div className="chat-group" key={group.label}>
          <h3 className="chat-group-heading" id={`chat-group-${index}`}>
            {group.label}
          </h3>
          <ul className="thread-list" aria-labelledby={`chat-group-${index}`}>
            {group.items.map((thread) => (
              <ThreadItem key={thread.id} thread={thread} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
      {hasNextPage && (
        <div ref={sentinel} className="muted list-note">
          {isFetchingNextPage ? 'Loading…' : ''}
        </div>
      )}
    </section>
  );
}
