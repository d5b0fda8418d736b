import { createContext, useContext, useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/store';

/**
 * Which version of each edited message is on screen, keyed by the message's row (its newest
 * version's id), so that the reply below it shows the replies to that version: stepping back to
 * an earlier question shows the answer it got, as in ChatGPT and LibreChat. Kept above the
 * virtualised rows, so a message scrolled out of view and back keeps the version it showed.
 */
export interface ShownVersions {
  /** The version id shown for the message of this row id, or null for its newest. */
  get(rowId: number): number | null;
  set(rowId: number, versionId: number | null): void;
  subscribe(listener: () => void): () => void;
}

export function createShownVersions(): ShownVersions {
  const shown = new Map<number, number>();
  const changed = createListeners();
  return {
    get: (rowId) => shown.get(rowId) ?? null,
    set(rowId, versionId) {
      if ((shown.get(rowId) ?? null) === versionId) return;
      if (versionId === null) shown.delete(rowId);
      else shown.set(rowId, versionId);
      changed.notify();
    },
    subscribe: changed.subscribe,
  };
}

export const ShownVersionsContext = createContext<ShownVersions | null>(null);

/** The version id shown for the message of `rowId` (null: its newest, or no such message). */
export function useShownVersionOf(rowId: number | null): number | null {
  const store = useContext(ShownVersionsContext);
  const get = () => (store && rowId !== null ? store.get(rowId) : null);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, get, get);
}

export function useShownVersions(): ShownVersions | null {
  return useContext(ShownVersionsContext);
}

const noSubscription = () => () => undefined;
