import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowDownIcon } from '@/components/icons';
import { MessageRow, type MessageActions } from './MessageRow';
import { estimateRowHeight, type ChatRow } from './rows';
import { createShownVersions, ShownVersionsContext } from './shown-versions';

export interface MessageListProps {
  rows: ChatRow[];
  agentName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  replying: boolean;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
  /** Shown when the thread has no messages yet. */
  empty?: ReactNode;
  actions?: MessageActions;
  /** Changes each time the user sends (or edits, or regenerates): the list then goes to the end. */
  ownSend?: number;
  /** A message to bring into view and mark (a search result opened it). */
  focusMessageId?: number | null;
  /** Opened at an older page: newer pages load as the end comes into view. */
  hasNewer?: boolean;
  loadingNewer?: boolean;
  onLoadNewer?: () => void;
  /** With newer pages not loaded, "Latest" opens the newest page instead of scrolling. */
  onLatest?: () => void;
  /** Changes when the user asks to edit their last message (↑ in an empty box). */
  editSignal?: number;
}

/** Rows this close to the top start loading the previous page. */
const LOAD_OLDER_WITHIN = 3;
/** Within this many pixels of the end the list counts as "at the newest message" and follows it. */
const END_THRESHOLD = 48;

/**
 * The conversation, newest at the bottom, virtualised with @tanstack/react-virtual: only the rows
 * in and near the viewport are in the DOM, whatever the thread's length. Anchored to the end:
 * at the bottom it follows new messages and a growing reply; scrolled up, prepended (older)
 * pages and growth below keep the rows in view where they are.
 */
export function MessageList({
  rows,
  agentName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  replying,
  onRetry,
  onDiscard,
  empty,
  actions,
  ownSend = 0,
  focusMessageId = null,
  hasNewer = false,
  loadingNewer = false,
  onLoadNewer,
  onLatest,
  editSignal = 0,
}: MessageListProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The reader scrolled away from the end (their last scroll left them there): the pill shows.
  const [away, setAway] = useState(focusMessageId !== null);
  const [shownVersions] = useState(createShownVersions);
  const focusIndex =
    focusMessageId === null
      ? -1
      : rows.findIndex((row) => row.kind === 'message' && row.id === focusMessageId);

  // The virtualizer is a mutable instance by design; this component is simply not auto-memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: (index) => estimateRowHeight(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 3,
    paddingStart: 12,
    paddingEnd: 12,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: END_THRESHOLD,
    // Start at the bottom: the first paint already shows the newest messages. Opened at a search
    // result, start at that message instead.
    initialOffset: () => {
      const end = focusIndex >= 0 ? focusIndex : rows.length;
      const offset = rows.slice(0, end).reduce((sum, row) => sum + estimateRowHeight(row), 24);
      return focusIndex >= 0 ? Math.max(0, offset - 200) : offset;
    },
    directDomUpdates: true,
    // Measurements of many rows at once (opening a thread) batch into one render instead of
    // one synchronous render each.
    useFlushSync: false,
  });

  // Whether the reader is at the newest message, as their last scroll left it. The virtualizer
  // follows a growing reply or an append only when the list still reads as "at the end" after the
  // change; a reply that lands whole (the typing row replaced by a long reply with a table, after
  // a dropped connection and a refetch) moved the end first, and landed below the fold behind the
  // Latest pill. Growth never scrolls, so only the reader's scrolls change this.
  const following = useRef(focusMessageId === null);
  const follow = useRef(() => {});
  follow.current = () => {
    if (!following.current || hasNewer || !scroller) return;
    if (!virtualizer.isAtEnd(END_THRESHOLD)) virtualizer.scrollToEnd();
  };
  useEffect(() => {
    if (!scroller) return;
    let lastTop = scroller.scrollTop;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const atEnd = scroller.scrollHeight - top - scroller.clientHeight <= END_THRESHOLD;
      // Only a move up leaves the end: the list's own moves (its first offset, measuring rows,
      // older pages above) go down or keep the place, and must not stop the following.
      if (atEnd) following.current = true;
      else if (top < lastTop - 1) following.current = false;
      lastTop = top;
      setAway(!following.current);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller]);
  // The canvas takes the rows' whole height: any growth (a row replaced, Markdown, a table or a
  // code block laid out, a highlighter arriving) is seen here, before the frame is painted.
  const canvasRef = useCallback(
    (element: HTMLDivElement | null) => {
      virtualizer.containerRef(element);
      const observer =
        element && typeof ResizeObserver !== 'undefined'
          ? new ResizeObserver(() => follow.current())
          : null;
      if (element) observer?.observe(element);
      return () => {
        observer?.disconnect();
        virtualizer.containerRef(null);
      };
    },
    [virtualizer],
  );
  useLayoutEffect(() => follow.current(), [rows]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const last = items[items.length - 1]?.index;

  useEffect(() => {
    if (first !== undefined && first <= LOAD_OLDER_WITHIN && hasOlder && !loadingOlder)
      onLoadOlder();
  }, [first, hasOlder, loadingOlder, onLoadOlder]);
  useEffect(() => {
    // Not before the search result is in view: the list would run on to the newest page.
    if (focusMessageId !== null && focused.current !== focusMessageId) return;
    if (
      last !== undefined &&
      last >= rows.length - 1 - LOAD_OLDER_WITHIN &&
      hasNewer &&
      !loadingNewer
    )
      onLoadNewer?.();
  }, [last, rows.length, hasNewer, loadingNewer, onLoadNewer, focusMessageId]);

  // The user's own send brings the end into view wherever they were; replies they did not ask
  // for only raise the Latest button (the virtualizer follows appends only when at the end).
  const sentBefore = useRef(ownSend);
  useEffect(() => {
    if (sentBefore.current === ownSend) return;
    sentBefore.current = ownSend;
    virtualizer.scrollToEnd();
  }, [ownSend, virtualizer]);

  // A search result: scroll its message into view once its page is there, once per message.
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex < 0 || focused.current === focusMessageId) return;
    focused.current = focusMessageId;
    virtualizer.scrollToIndex(focusIndex, { align: 'center' });
  }, [focusIndex, focusMessageId, virtualizer]);

  let lastReplyId: number | null = null;
  let lastUserId: number | null = null;
  for (let i = rows.length - 1; i >= 0 && (lastReplyId === null || lastUserId === null); i--) {
    const row = rows[i]!;
    if (row.kind === 'outgoing') break;
    if (row.kind !== 'message') continue;
    if (row.role === 'assistant') lastReplyId ??= row.id;
    else lastUserId ??= row.id;
  }
  const idle = !replying && !hasNewer;

  return (
    <div className="msg-list">
      {loadingNewer && (
        <div className="msg-newer" role="status">
          Loading newer messages…
        </div>
      )}
      {loadingOlder && (
        <div className="msg-older" role="status">
          Loading older messages…
        </div>
      )}
      <div
        ref={setScroller}
        className="msg-scroll"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-busy={replying}
        aria-label="Messages"
        tabIndex={0}
      >
        {rows.length === 0 && empty}
        <ShownVersionsContext value={shownVersions}>
          <div ref={canvasRef} className="msg-canvas">
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className="msg-slot"
                >
                  <MessageRow
                    row={row}
                    agentName={agentName}
                    onRetry={onRetry}
                    onDiscard={onDiscard}
                    actions={actions}
                    canRegenerate={idle && row.kind === 'message' && row.id === lastReplyId}
                    canEdit={idle && row.kind === 'message' && row.id === lastUserId}
                    highlighted={row.kind === 'message' && row.id === focusMessageId}
                    editSignal={row.kind === 'message' && row.id === lastUserId ? editSignal : 0}
                  />
                </div>
              );
            })}
          </div>
        </ShownVersionsContext>
      </div>
      {/* Not for the moment between an append and the follow that brings it into view: the pill
          flashed up under every message sent. */}
      {(away || hasNewer) && rows.length > 0 && (
        <button
          type="button"
          className="jump-latest"
          onClick={() =>
            hasNewer && onLatest ? onLatest() : virtualizer.scrollToEnd({ behavior: 'smooth' })
          }
        >
          <ArrowDownIcon /> Latest
        </button>
      )}
    </div>
  );
}
