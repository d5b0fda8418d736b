/**
 * The text of the replies streaming into the open thread, outside React's state. A chunk that
 * only lengthens a reply re-renders that reply's Markdown alone, not the conversation, its list
 * and every row's check: on a slow CPU the conversation's render on every paced frame was work a
 * key press in the message box had to wait behind (docs/performance.md, typing on a slow CPU).
 * What changes a row otherwise (a reply starting, ending, failing) still renders the conversation.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
} from 'react';
import { createKeyedListeners, createListeners } from '@/lib/store';

export interface LiveText {
  /** The newest text of a streaming reply, or undefined when none was published. */
  get(messageId: number): string | undefined;
  subscribe(messageId: number, listener: () => void): () => void;
  /** Sets every reply's newest text (a reply left out is forgotten) and tells the rows showing them. */
  publish(texts: ReadonlyMap<number, string>): void;
  /** A row committed a published text (the stream paces itself by what that cost). */
  committed(): void;
  onCommitted(listener: () => void): () => void;
}

export function createLiveText(): LiveText {
  const texts = new Map<number, string>();
  const listeners = createKeyedListeners<number>();
  const commits = createListeners();
  return {
    get: (messageId) => texts.get(messageId),
    subscribe: (messageId, listener) => listeners.subscribe(messageId, listener),
    publish(next) {
      for (const messageId of [...texts.keys()]) if (!next.has(messageId)) texts.delete(messageId);
      for (const [messageId, text] of next) {
        if (texts.get(messageId) === text) continue;
        texts.set(messageId, text);
        listeners.notify(messageId);
      }
    },
    committed: () => commits.notify(),
    onCommitted: (listener) => commits.subscribe(listener),
  };
}

export const LiveTextContext = createContext<LiveText | null>(null);

/**
 * The text a streaming reply's row shows: the newest published, else the row's own. Its renders
 * are transitions, so a key press is rendered first. Not streaming: the row's own text.
 */
export function useLiveText(messageId: number, own: string, streaming: boolean): string {
  const live = useContext(LiveTextContext);
  const [version, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!live || !streaming) return;
    return live.subscribe(messageId, () => startTransition(rerender));
  }, [live, messageId, streaming]);
  useLayoutEffect(() => {
    if (version > 0) live?.committed();
  }, [version, live]);
  if (!live || !streaming) return own;
  // Every flush of the stream publishes, so the published text is never older than the row's.
  return live.get(messageId) ?? own;
}
