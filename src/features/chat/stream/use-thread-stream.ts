/**
 * The open thread's live side: subscribes to `private-threads.{id}` while the thread is open and loaded,
 * feeds the events through the stream reducer, and renders at most once per animation frame
 * (events are queued and reduced together in the next frame). A gap in a reply's chunks that
 * does not close within GAP_GRACE_MS, a reconnect, or a subscription that completes while a
 * reply is under way refetches the thread's newest page, which the reducer takes as a snapshot.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from '@/generated/model';
import { debounce } from '@/lib/debounce';
import { listenForEvent, onReconnected, RealtimeChannel, useEcho } from '@/lib/realtime/live';
import { onLatestPage } from '../data/latest-page';
import { rowKeyOf } from '../state/outbox';
import {
  insertMessage,
  patchThreadEverywhere,
  refreshLatest,
  threadKey,
  upsertMessage,
  type ThreadPages,
} from '../data/thread-cache';
import { afterThreadsChanged } from '@/lib/query/refresh';
import {
  entriesWithGap,
  initialStreamState,
  onlyTextGrew,
  reduceAll,
  type StreamAction,
  type StreamState,
} from './stream-reducer';
import { createLiveText, type LiveText } from './live-text';

/** How long a hole in the chunks may stay open (reordering) before the thread is refetched. */
export const GAP_GRACE_MS = 400;
/** While the tab is hidden there are no animation frames: flush on a timer instead. */
const HIDDEN_FLUSH_MS = 250;
/**
 * A streamed reply re-renders its growing message; on a slow CPU one such render (Markdown, the
 * list's measuring) takes tens of milliseconds, and one per frame left no time for the person
 * typing (docs/performance.md, chat performance). The next render waits at least this many times
 * what the last one cost, so the stream takes at most about a third of the main thread, and at
 * most STREAM_MAX_GAP_MS: on a fast machine that is every frame, as before.
 */
const STREAM_COST_FACTOR = 2;
const STREAM_MAX_GAP_MS = 200;
/**
 * A reply under way with no event for this long (connection down, an event lost) is checked over
 * HTTP, so the thread never stays "replying" for good.
 */
export const STALL_MS = 5000;

const isUnfinished = (m: Message) =>
  m.role === 'assistant' && (m.status === 'pending' || m.status === 'streaming');

function hasUnfinishedReply(queryClient: QueryClient, threadId: number): boolean {
  const first = queryClient.getQueryData<ThreadPages>(threadKey(threadId))?.pages[0];
  if (!first) return false;
  const newest = first.messages.data.slice(0, 3);
  // A message sent from this tab whose reply has not shown up: without a live connection its
  // message.created never comes, so the watchdog must fetch the reply itself.
  if (newest[0]?.role === 'user' && rowKeyOf(newest[0].id).startsWith('local-')) return true;
  return newest.some(isUnfinished);
}

function isCached(queryClient: QueryClient, threadId: number, messageId: number): boolean {
  const pages = queryClient.getQueryData<ThreadPages>(threadKey(threadId))?.pages ?? [];
  return pages.some((page) => page.messages.data.some((m) => m.id === messageId));
}

export interface ThreadStream {
  /** The replies as the conversation renders them: their text may lag behind `live`'s. */
  state: StreamState;
  /** The replies' newest text, for the rows that show it (./live-text.ts). */
  live: LiveText;
  /** Refetches the newest page now (also used by the UI's retry). */
  refresh: () => void;
  /** A reply that ended by this tab's own call (stop): settles it without waiting for the event. */
  settle: (message: Message) => void;
}

export interface ThreadStreamOptions {
  /**
   * Subscribe to the thread's private channel (default true). The conversation passes false until
   * the thread has loaded: a thread the user may not open is refused by the API first, and its
   * channel is then never asked for (no refused `/broadcasting/auth`).
   */
  subscribe?: boolean;
}

export function useThreadStream(
  threadId: number,
  { subscribe = true }: ThreadStreamOptions = {},
): ThreadStream {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>(initialStreamState);
  /** Every action reduced so far: `state` plus the text growth given only to `live`. */
  const stateRef = useRef(state);
  /** When the last stream render was committed and what it cost (ms, from its flush). */
  const lastRender = useRef({ at: 0, cost: 0 });
  const flushedAt = useRef<number | null>(null);
  const [live] = useState(createLiveText);
  useEffect(
    () =>
      live.onCommitted(() => {
        if (flushedAt.current === null) return;
        const now = performance.now();
        lastRender.current = { at: now, cost: now - flushedAt.current };
        flushedAt.current = null;
      }),
    [live],
  );
  useLayoutEffect(() => live.committed(), [state, live]);
  // The signed-in user's connection; the subscription below follows it when it comes and goes.
  const echo = useEcho();

  /** The state last given to React (`state` once that render commits). */
  const shownRef = useRef(state);
  const queue = useRef<StreamAction[]>([]);
  const scheduled = useRef<{ cancel: () => void } | null>(null);

  const lastEventAt = useRef(0);

  const flush = useCallback(() => {
    // Whichever of its timer, frame or key press came first: the others are dropped.
    scheduled.current?.cancel();
    scheduled.current = null;
    const actions = queue.current.splice(0);
    if (actions.length === 0) return;
    // From the first flush not yet committed (a transition may be interrupted and batched).
    flushedAt.current ??= performance.now();
    const shown = shownRef.current;
    const next = reduceAll(stateRef.current, actions);
    stateRef.current = next;
    live.publish(new Map(Object.values(next.entries).map((e) => [e.messageId, e.content])));
    // Text that only grew renders the growing rows alone (their own transition).
    if (onlyTextGrew(shown, next)) return;
    shownRef.current = next;
    // A transition: a key press (or any input) is rendered first, the stream's render yields to it.
    startTransition(() => setState(next));
  }, [live]);

  const enqueue = useCallback(
    (action: StreamAction) => {
      if (action.type !== 'snapshot') lastEventAt.current = Date.now();
      queue.current.push(action);
      if (scheduled.current) return;
      if (typeof document !== 'undefined' && document.hidden) {
        const timer = window.setTimeout(flush, HIDDEN_FLUSH_MS);
        scheduled.current = { cancel: () => window.clearTimeout(timer) };
      } else {
        const { at, cost } = lastRender.current;
        const wait =
          at + Math.min(STREAM_MAX_GAP_MS, cost * STREAM_COST_FACTOR) - performance.now();
        let frame = 0;
        const timer =
          wait > 0
            ? window.setTimeout(() => (frame = requestAnimationFrame(flush)), wait)
            : undefined;
        if (timer === undefined) frame = requestAnimationFrame(flush);
        scheduled.current = {
          cancel: () => {
            window.clearTimeout(timer);
            cancelAnimationFrame(frame);
          },
        };
      }
    },
    [flush],
  );

  useEffect(
    () => () => {
      scheduled.current?.cancel();
      scheduled.current = null;
      queue.current = [];
    },
    [],
  );

  const refreshing = useRef<Promise<unknown> | null>(null);
  const refresh = useCallback(() => {
    refreshing.current ??= refreshLatest(queryClient, threadId)
      .catch(() => undefined)
      .finally(() => {
        refreshing.current = null;
      });
  }, [queryClient, threadId]);

  // Every fetched newest page is a snapshot for the replies it holds.
  useEffect(
    () =>
      onLatestPage(threadId, (page) => {
        const entries = stateRef.current.entries;
        for (const message of page.messages.data) {
          if (isUnfinished(message) || entries[message.id]) enqueue({ type: 'snapshot', message });
        }
      }),
    [threadId, enqueue],
  );

  useEffect(() => {
    if (!echo || !subscribe) return;
    let live = true;
    const name = RealtimeChannel.thread(threadId);
    const channel = echo.private(name);
    const mine = (id: number) => live && id === threadId;
    // The lists follow a burst of events once, not per event.
    const refreshLists = debounce(() => void afterThreadsChanged(queryClient), 300);
    const stops = [
      listenForEvent(channel, 'message.created', (message) => {
        if (!mine(message.thread_id)) return;
        insertMessage(queryClient, threadId, message);
        enqueue({ type: 'created', message });
        // A reply to a message edited elsewhere (another tab): fetch the edited message too.
        if (message.parent_id !== null && !isCached(queryClient, threadId, message.parent_id))
          refresh();
      }),
      listenForEvent(channel, 'message.delta', (event) => {
        if (mine(event.thread_id)) enqueue({ type: 'delta', event });
      }),
      listenForEvent(channel, 'message.completed', (message) => {
        if (!mine(message.thread_id)) return;
        insertMessage(queryClient, threadId, message);
        enqueue({ type: 'completed', message });
      }),
      // A stopped reply ends like a completed one, with the text streamed until the stop.
      listenForEvent(channel, 'message.stopped', (message) => {
        if (!mine(message.thread_id)) return;
        insertMessage(queryClient, threadId, message);
        enqueue({ type: 'completed', message });
      }),
      listenForEvent(channel, 'message.failed', (event) => {
        if (!mine(event.thread_id)) return;
        enqueue({ type: 'failed', event });
        queryClient.setQueryData<ThreadPages>(threadKey(threadId), (data) => {
          const cached = data?.pages
            .flatMap((p) => p.messages.data)
            .find((m) => m.id === event.message_id);
          if (!data || !cached) return data;
          const content = stateRef.current.entries[event.message_id]?.content ?? cached.content;
          return upsertMessage(data, {
            ...cached,
            status: 'failed',
            error: event.message,
            content,
          });
        });
      }),
      listenForEvent(channel, 'thread.updated', (thread) => {
        if (!mine(thread.id)) return;
        patchThreadEverywhere(queryClient, thread.id, thread);
        refreshLists();
      }),
    ];
    // Events before the subscription completed were not received: catch up if a reply is under way.
    channel.subscribed(() => {
      if (live && hasUnfinishedReply(queryClient, threadId)) refresh();
    });
    const stopReconnect = onReconnected(() => {
      if (live) refresh();
    });
    return () => {
      live = false;
      refreshLists.cancel();
      stops.forEach((stop) => stop());
      stopReconnect();
      echo.leave(name);
    };
  }, [echo, subscribe, threadId, queryClient, enqueue, refresh]);

  // A hole in a reply's chunks that reordering does not close: refetch.
  const gapSince = useRef<number | null>(null);
  useEffect(() => {
    if (entriesWithGap(state).length === 0) {
      gapSince.current = null;
      return;
    }
    gapSince.current ??= Date.now();
    const timer = setTimeout(
      () => {
        gapSince.current = Date.now();
        refresh();
      },
      Math.max(0, gapSince.current + GAP_GRACE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state, refresh]);

  // Watchdog: a reply that stalls (no events) is refreshed over HTTP until it finishes.
  useEffect(() => {
    const timer = setInterval(() => {
      if (!hasUnfinishedReply(queryClient, threadId)) return;
      if (Date.now() - lastEventAt.current < STALL_MS) return;
      lastEventAt.current = Date.now();
      refresh();
    }, STALL_MS / 2);
    return () => clearInterval(timer);
  }, [queryClient, threadId, refresh]);

  const settle = useCallback(
    (message: Message) => {
      insertMessage(queryClient, threadId, message);
      enqueue({ type: 'completed', message });
    },
    [queryClient, threadId, enqueue],
  );

  return { state, live, refresh, settle };
}
