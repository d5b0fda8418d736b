/**
 * Composer drafts, one per thread (and one for the new-chat screen), kept in memory and in
 * sessionStorage: switching threads, reloading the tab or a failed send never loses what the
 * user typed. Components read a draft with useDraft (useSyncExternalStore).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createKeyedListeners } from '@/lib/store';

export type DraftKey = number | 'new';

const PREFIX = 'council-chat:draft:';
const drafts = new Map<string, string>();
const listeners = createKeyedListeners<string>();

function storageKey(key: DraftKey): string {
  return `${PREFIX}${key}`;
}

function read(key: DraftKey): string {
  const k = storageKey(key);
  let value = drafts.get(k);
  if (value === undefined) {
    try {
      value = sessionStorage.getItem(k) ?? '';
    } catch {
      value = '';
    }
    drafts.set(k, value);
  }
  return value;
}

export function getDraft(key: DraftKey): string {
  return read(key);
}

export function setDraft(key: DraftKey, value: string): void {
  const k = storageKey(key);
  if (drafts.get(k) === value) return;
  drafts.set(k, value);
  try {
    if (value === '') sessionStorage.removeItem(k);
    else sessionStorage.setItem(k, value);
  } catch {
    // Storage full or disabled: the draft still lives in memory for this page.
  }
  listeners.notify(k);
}

/** After a failed send: put the text back unless the user already typed something else. */
export function restoreDraft(key: DraftKey, value: string): void {
  if (read(key).trim() === '') setDraft(key, value);
}

/** After a successful send (or retry): drop the restored text if it is still the same. */
export function clearDraftIf(key: DraftKey, value: string): void {
  if (read(key) === value) setDraft(key, '');
}

export function moveDraft(from: DraftKey, to: DraftKey): void {
  const value = read(from);
  if (value === '') return;
  setDraft(to, value);
  setDraft(from, '');
}

function subscribe(key: DraftKey, listener: () => void): () => void {
  return listeners.subscribe(storageKey(key), listener);
}

export function useDraft(key: DraftKey): [string, (value: string) => void] {
  const sub = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const get = useCallback(() => read(key), [key]);
  const value = useSyncExternalStore(sub, get, get);
  const set = useCallback((next: string) => setDraft(key, next), [key]);
  return [value, set];
}

/** Tests: forget everything held in memory. */
export function resetDraftsForTests(): void {
  drafts.clear();
}
