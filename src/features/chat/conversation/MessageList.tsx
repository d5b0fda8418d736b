import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useState, type ReactNode } from 'react';
import { ArrowDownIcon } from '../ui/icons';
import { MessageRow } from './MessageRow';
import { estimateRowHeight, type ChatRow } from './rows';

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
export function MessageList({ rows, agentName, hasOlder, loadingOlder, onLoadOlder, replying, onRetry, onDiscard, empty }: MessageListProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [atEnd, setAtEnd] = useState(true);

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
    // Start at the bottom: the first paint already shows the newest messages.
    initialOffset: () => rows.reduce((sum, row) => sum + estimateRowHeight(row), 24),
    directDomUpdates: true,
    // Measurements of many rows at once (opening a thread) batch into one render instead of
    // one synchronous render each.
    useFlushSync: false,
    onChange: (instance) => setAtEnd(instance.isAtEnd(END_THRESHOLD)),
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;

  useEffect(() => {
    if (first !== undefined && first <= LOAD_OLDER_WITHIN && hasOlder && !loadingOlder) onLoadOlder();
  }, [first, hasOlder, loadingOlder, onLoadOlder]);

  return (
    <div className="msg-list">
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
        <div ref={virtualizer.containerRef} className="msg-canvas">
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="msg-slot">
                <MessageRow row={row} agentName={agentName} onRetry={onRetry} onDiscard={onDiscard} />
              </div>
            );
          })}
        </div>
      </div>
      {!atEnd && rows.length > 0 && (
        <button type="button" className="jump-latest" onClick={() => virtualizer.scrollToEnd({ behavior: 'smooth' })}>
          <ArrowDownIcon /> Latest
        </button>
      )}
    </div>
  );
}
