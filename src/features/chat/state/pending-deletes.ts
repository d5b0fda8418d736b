/**
 * Deleting a thread or a folder can be undone for a few seconds: the item disappears at once,
 * a toast offers Undo, and the real DELETE is sent only when the time is up. Pending deletions
 * are written to sessionStorage, so a reload within those seconds neither loses nor resurrects
 * them (they are carried out on the next start); on page hide they are sent at once.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deleteFolder } from '@/generated/api/folders/folders';
import { deleteThread } from '@/generated/api/threads/threads';
import { isApiError } from '@/lib/http/api-error';
import { afterThreadsChanged } from '@/lib/query/refresh';
import { UNDO_MS } from '@/lib/constants/timings';
import { errorText } from '@/lib/errors';
import { createStore } from '@/lib/store';

const STORAGE_KEY = 'council-chat:pending-deletes';

export type DeleteKind = 'thread' | 'folder';

export interface DeleteTarget {
  kind: DeleteKind;
  id: number;
  /** Shown in the toast: the thread's title or the folder's name. */
  label: string;
}

interface Pending extends DeleteTarget {
  due: number;
  timer: ReturnType<typeof setTimeout> | null;
}

const pending = new Map<string, Pending>();
const hidden = createStore<ReadonlySet<string>>(new Set());
let client: QueryClient | null = null;
let listening = false;

const keyOf = (kind: DeleteKind, id: number) => `${kind}:${id}`;

type Calls = {
  thread: (id: number, init?: RequestInit) => Promise<unknown>;
  folder: (id: number, init?: RequestInit) => Promise<unknown>;
};
let calls: Calls = { thread: deleteThread, folder: deleteFolder };

function persist(): void {
  try {
    const list = [...pending.values()].map(({ kind, id, label, due }) => ({
      kind,
      id,
      label,
      due,
    }));
    if (list.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage disabled: the undo window still works within this page
  }
}

function setHidden(key: string, on: boolean): void {
  hidden.set((current) => {
    if (current.has(key) === on) return current;
    const next = new Set(current);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  });
}

async function commit(key: string, init?: RequestInit): Promise<void> {
  const item = pending.get(key);
  if (!item) return;
  if (item.timer) clearTimeout(item.timer);
  pending.delete(key);
  persist();
  try {
    await calls[item.kind](item.id, init);
  } catch (error) {
    // Already gone (another tab, or the page-hide send got through): that is what was wanted.
    if (!(isApiError(error) && error.status === 404)) {
      setHidden(key, false);
      toast.error(
        item.kind === 'thread'
          ? `Could not delete “${item.label}”`
          : `Could not delete the folder “${item.label}”`,
        {
          description: errorText(error),
        },
      );
      return;
    }
  }
  if (client) await afterThreadsChanged(client);
  setHidden(key, false);
}

function arm(item: Pending): void {
  const key = keyOf(item.kind, item.id);
  item.timer = setTimeout(() => void commit(key), Math.max(0, item.due - Date.now()));
}

/** Sends every pending deletion now (page hide: with keepalive, so the request outlives the page). */
export function commitPendingDeletes(init?: RequestInit): Promise<void> {
  return Promise.all([...pending.keys()].map((key) => commit(key, init))).then(() => undefined);
}

function flushOnHide(): void {
  void commitPendingDeletes({ keepalive: true });
}

function ensureListening(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushOnHide);
}

export function undoDelete(kind: DeleteKind, id: number): boolean {
  const key = keyOf(kind, id);
  const item = pending.get(key);
  if (!item) return false;
  if (item.timer) clearTimeout(item.timer);
  pending.delete(key);
  persist();
  setHidden(key, false);
  return true;
}

/** Hides the item now, offers Undo, and deletes it for real after UNDO_MS. */
export function scheduleDelete(queryClient: QueryClient, target: DeleteTarget): void {
  client = queryClient;
  ensureListening();
  const key = keyOf(target.kind, target.id);
  if (pending.has(key)) return;
  const item: Pending = { ...target, due: Date.now() + UNDO_MS, timer: null };
  pending.set(key, item);
  persist();
  setHidden(key, true);
  arm(item);
  const noun = target.kind === 'thread' ? 'Chat' : 'Folder';
  toast(`${noun} “${target.label}” deleted`, {
    id: `undo-${key}`,
    duration: UNDO_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        if (undoDelete(target.kind, target.id))
          toast.success(`${noun} restored`, { duration: 2000 });
      },
    },
  });
}

/** On start: carry out the deletions a reload interrupted (their undo window is over or nearly). */
export function resumePendingDeletes(queryClient: QueryClient): void {
  client = queryClient;
  ensureListening();
  let stored: { kind: DeleteKind; id: number; label: string; due: number }[] = [];
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as typeof stored;
  } catch {
    stored = [];
  }
  for (const entry of stored) {
    const key = keyOf(entry.kind, entry.id);
    if (
      pending.has(key) ||
      (entry.kind !== 'thread' && entry.kind !== 'folder') ||
      !Number.isInteger(entry.id)
    )
      continue;
    const item: Pending = { ...entry, timer: null };
    pending.set(key, item);
    setHidden(key, true);
    arm(item);
  }
}

export function useHiddenItems(): ReadonlySet<string> {
  return useSyncExternalStore(hidden.subscribe, hidden.get, hidden.get);
}

export function isHidden(set: ReadonlySet<string>, kind: DeleteKind, id: number): boolean {
  return set.has(keyOf(kind, id));
}

export function resetPendingDeletesForTests(replacement?: Partial<Calls>): void {
  for (const item of pending.values()) if (item.timer) clearTimeout(item.timer);
  pending.clear();
  hidden.set(new Set());
  calls = { thread: deleteThread, folder: deleteFolder, ...replacement };
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
}
