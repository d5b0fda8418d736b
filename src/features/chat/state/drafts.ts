/**
 * What the user is typing in a chat, kept outside the components that show it, in memory and in
 * sessionStorage: composer drafts, one per thread (and one for the new-chat screen), the open
 * editor of an own message with its text, and (in memory only) the sidebar's search. Switching
 * threads, a row scrolled out of the list (which unmounts it), leaving the chat page for another,
 * reloading the tab or a failed send never loses what the user typed. Components read them with
 * useDraft, useEditDraft and useSidebarSearch (useSyncExternalStore).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createKeyedListeners } from '@/lib/store';
import {
  onTypedDraftsForgotten,
  readTypedDraft,
  writeTypedDraft,
} from '@/lib/session/typed-drafts';

export type DraftKey = number | 'new';

const PREFIX = 'chat:';
const EDIT_PREFIX = 'edit:';
/** Never written to sessionStorage: a reload starts the search afresh, as a page's own search box does. */
const SEARCH_KEY = 'memory:chat-search';
/** By storage key; null: nothing stored (no draft, or no editor open). */
const drafts = new Map<string, string | null>();
const listeners = createKeyedListeners<string>();
// Signing out empties sessionStorage of them; the copies read into memory go too.
onTypedDraftsForgotten(() => drafts.clear());

function storageKey(key: DraftKey): string {
  return `${PREFIX}${key}`;
}

function readStored(k: string): string | null {
  let value = drafts.get(k);
  if (value === undefined) {
    value = readTypedDraft(k);
    drafts.set(k, value);
  }
  return value;
}

function writeStored(k: string, value: string | null, persist = true): void {
  if (readStored(k) === value) return;
  drafts.set(k, value);
  // Storage full or turned off: the draft still lives in memory for this page.
  if (persist) writeTypedDraft(k, value);
  listeners.notify(k);
}

function read(key: DraftKey): string {
  return readStored(storageKey(key)) ?? '';
}

export function getDraft(key: DraftKey): string {
  return read(key);
}

export function setDraft(key: DraftKey, value: string): void {
  writeStored(storageKey(key), value === '' ? null : value);
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

/** What is stored under `k`, read by a component and re-read on every change. */
function useStored(k: string): string | null {
  const sub = useCallback((listener: () => void) => listeners.subscribe(k, listener), [k]);
  const get = useCallback(() => readStored(k), [k]);
  return useSyncExternalStore(sub, get, get);
}

export function useDraft(key: DraftKey): [string, (value: string) => void] {
  const value = useStored(storageKey(key)) ?? '';
  const set = useCallback((next: string) => setDraft(key, next), [key]);
  return [value, set];
}

/**
 * The chat sidebar's search box: it lives on the chat page, so another page unmounts it; the search
 * comes back with the page, until a reload or signing out.
 */
export function useSidebarSearch(): [string, (value: string) => void] {
  const value = useStored(SEARCH_KEY) ?? '';
  const set = useCallback(
    (next: string) => writeStored(SEARCH_KEY, next === '' ? null : next, false),
    [],
  );
  return [value, set];
}

/**
 * The editor of an own message: its text while open, null when closed. `open` starts it from the
 * message's text unless it is open already (with what was typed in it).
 */
export interface EditDraft {
  text: string | null;
  open(initial: string): void;
  set(text: string): void;
  close(): void;
}

export function useEditDraft(messageId: number): EditDraft {
  const k = `${EDIT_PREFIX}${messageId}`;
  const text = useStored(k);
  return {
    text,
    open: useCallback((initial: string) => writeStored(k, readStored(k) ?? initial), [k]),
    set: useCallback((next: string) => writeStored(k, next), [k]),
    close: useCallback(() => writeStored(k, null), [k]),
  };
}

/** Tests: forget everything held in memory. */
export function resetDraftsForTests(): void {
  drafts.clear();
}
