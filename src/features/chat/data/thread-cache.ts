/**
 * The chat's view of the react-query cache: the keys of the queries it reads, and the small,
 * pure edits it makes to them (a message arrives, a thread is renamed or moved...), so that the
 * screen changes at once and the refetch that follows only confirms it.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { getThread } from '@/generated/api/threads/threads';
import { isAt, isUnder, queryKeys } from '@/lib/query/keys';
import { announceLatestPage } from './latest-page';
import type {
  GetFolder200,
  GetThread200,
  GetThreadParams,
  ListFolders200,
  ListThreads200,
  Message,
  Thread,
} from '@/generated/model';

/** Messages per page of a thread: enough to fill a tall screen, small enough to arrive fast. */
export const MESSAGES_PAGE_SIZE = 30;
/** Threads per page of the sidebar lists. */
export const THREADS_PAGE_SIZE = 50;

export const threadParams: GetThreadParams = { per_page: MESSAGES_PAGE_SIZE };

export type ThreadPages = InfiniteData<GetThread200, string | undefined>;
export type ThreadListPages = InfiniteData<ListThreads200, number>;

export function threadKey(threadId: number): QueryKey {
  return queryKeys.threadMessages(threadId, threadParams);
}

/** The sidebar's list of threads that are in no folder (paged). */
export const UNFILED_THREADS_KEY = [
  ...queryKeys.threadList({ folder_id: 'none', per_page: THREADS_PAGE_SIZE }),
  'pages',
] as const;

export function searchThreadsKey(search: string): QueryKey {
  return queryKeys.threadList({ search, per_page: THREADS_PAGE_SIZE });
}

export const FOLDERS_KEY = queryKeys.folders();
export const folderKey = queryKeys.folder;

const isThreadListKey = (key: QueryKey) => isAt(key, queryKeys.threads());
const isFolderKey = (key: QueryKey) => isUnder(key, queryKeys.folders());
/** One folder with its threads (getFolder), as against the list of folders. */
const isFolderDetailKey = (key: QueryKey) => isFolderKey(key) && !isAt(key, FOLDERS_KEY);

// --- messages ------------------------------------------------------------------------------

/** Newest first, as the API pages them: `created_at DESC, id DESC`. */
export function newestFirst(a: Message, b: Message): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

function withFirstPage(
  data: ThreadPages,
  update: (page: GetThread200) => GetThread200,
): ThreadPages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const next = update(first);
  return next === first ? data : { ...data, pages: [next, ...rest] };
}

/** Adds a message (or replaces the copy with the same id) to the newest page. */
export function upsertMessage(data: ThreadPages, message: Message): ThreadPages {
  let found = false;
  const pages = data.pages.map((page) => {
    const index = page.messages.data.findIndex((m) => m.id === message.id);
    if (index === -1) return page;
    found = true;
    const list = page.messages.data.slice();
    list[index] = message;
    return { ...page, messages: { ...page.messages, data: list } };
  });
  if (found) return { ...data, pages };
  return withFirstPage(data, (page) => ({
    ...page,
    messages: { ...page.messages, data: [message, ...page.messages.data].sort(newestFirst) },
  }));
}

/**
 * Folds a freshly fetched newest page into the cached pages: new messages are added, known ones
 * replaced, and the older pages (and their cursors) stay as they are, so nothing between the
 * newest page and the ones loaded before goes missing.
 */
export function mergeLatestPage(data: ThreadPages | undefined, latest: GetThread200): ThreadPages {
  if (!data || data.pages.length === 0) return { pages: [latest], pageParams: [undefined] };
  const fresh = new Map(latest.messages.data.map((m) => [m.id, m]));
  const pages = data.pages.map((page, i) => {
    const replaced = page.messages.data.map((m) => fresh.get(m.id) ?? m);
    if (i > 0) return { ...page, messages: { ...page.messages, data: replaced } };
    const known = new Set(page.messages.data.map((m) => m.id));
    const added = latest.messages.data.filter((m) => !known.has(m.id));
    return {
      ...page,
      data: latest.data,
      messages: { ...page.messages, data: [...added, ...replaced].sort(newestFirst) },
    };
  });
  return { ...data, pages };
}

/** Drops messages from every cached page (versions a newer one replaced). */
export function removeMessages(data: ThreadPages, ids: ReadonlySet<number>): ThreadPages {
  if (ids.size === 0) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const list = page.messages.data.filter((m) => !ids.has(m.id));
    if (list.length === page.messages.data.length) return page;
    changed = true;
    return { ...page, messages: { ...page.messages, data: list } };
  });
  return changed ? { ...data, pages } : data;
}

/** The other versions of a message: a new version replaces them in the thread's list. */
export function supersededBy(message: Message): Set<number> {
  return new Set(message.versions.map((v) => v.id).filter((id) => id !== message.id));
}

/**
 * Messages stored while their thread's pages were not cached yet (sent while the thread loaded):
 * the newest page on its way was worked out before they were stored, so it lands without them.
 * They wait here and are folded into that page when it lands (withUnplaced).
 */
const unplaced = new Map<number, Message[]>();

export function insertMessage(queryClient: QueryClient, threadId: number, message: Message): void {
  if (queryClient.getQueryData<ThreadPages>(threadKey(threadId)) === undefined) {
    const waiting = (unplaced.get(threadId) ?? []).filter((m) => m.id !== message.id);
    unplaced.set(threadId, [...waiting, message]);
    return;
  }
  queryClient.setQueryData<ThreadPages>(threadKey(threadId), (data) =>
    data ? upsertMessage(removeMessages(data, supersededBy(message)), message) : data,
  );
}

/** A fetched newest page, with the messages stored while the thread was loading that it misses. */
export function withUnplaced(threadId: number, page: GetThread200): GetThread200 {
  const waiting = unplaced.get(threadId);
  if (!waiting) return page;
  unplaced.delete(threadId);
  const known = new Set(page.messages.data.map((m) => m.id));
  const missing = waiting.filter((m) => !known.has(m.id));
  if (missing.length === 0) return page;
  return {
    ...page,
    messages: { ...page.messages, data: [...missing, ...page.messages.data].sort(newestFirst) },
  };
}

/** Fetches the newest page of a thread and folds it into the cache; returns it (for snapshots). */
export async function refreshLatest(
  queryClient: QueryClient,
  threadId: number,
  signal?: AbortSignal,
): Promise<GetThread200> {
  const latest = withUnplaced(threadId, await getThread(threadId, threadParams, { signal }));
  queryClient.setQueryData<ThreadPages>(threadKey(threadId), (data) =>
    mergeLatestPage(data, latest),
  );
  announceLatestPage(threadId, latest);
  return latest;
}

/** Chronological (oldest first) list of the cached messages of a thread, without duplicates. */
export function chronological(data: ThreadPages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: Message[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    const list = data.pages[p]!.messages.data;
    for (let i = list.length - 1; i >= 0; i--) {
      const message = list[i]!;
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

// --- threads -------------------------------------------------------------------------------

type ThreadPatch = Partial<Pick<Thread, 'title' | 'folder_id'>> | Thread;

function patchList(list: Thread[], id: number, patch: ThreadPatch): Thread[] {
  let changed = false;
  const next = list.map((thread) => {
    if (thread.id !== id) return thread;
    changed = true;
    return { ...thread, ...patch };
  });
  return changed ? next : list;
}

/** Applies a change of one thread to every cached copy of it (lists, folders, the open thread). */
export function patchThreadEverywhere(
  queryClient: QueryClient,
  id: number,
  patch: ThreadPatch,
): void {
  queryClient.setQueriesData<unknown>(
    { predicate: (q) => isThreadListKey(q.queryKey) },
    (data: unknown) => {
      if (!data || typeof data !== 'object') return data;
      if ('pages' in data) {
        const pages = data as ThreadListPages;
        return {
          ...pages,
          pages: pages.pages.map((page) => ({ ...page, data: patchList(page.data, id, patch) })),
        };
      }
      const list = data as ListThreads200;
      return { ...list, data: patchList(list.data, id, patch) };
    },
  );
  queryClient.setQueriesData<unknown>(
    { predicate: (q) => isFolderDetailKey(q.queryKey) },
    (data: unknown) => {
      const folder = data as GetFolder200 | undefined;
      if (!folder?.data?.threads) return data;
      return {
        ...folder,
        data: { ...folder.data, threads: patchList(folder.data.threads, id, patch) },
      };
    },
  );
  queryClient.setQueryData<ThreadPages>(threadKey(id), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: { ...page.data, ...patch } })),
        }
      : data,
  );
}

/** The cached copy of a thread, wherever it is (for a move or rename started from anywhere). */
export function findCachedThread(queryClient: QueryClient, id: number): Thread | undefined {
  const open = queryClient.getQueryData<ThreadPages>(threadKey(id))?.pages[0]?.data;
  if (open) return open;
  // The folder list is left out: its folders would pass for threads with the same id.
  for (const [, data] of queryClient.getQueriesData<unknown>({
    predicate: (q) => isThreadListKey(q.queryKey) || isFolderDetailKey(q.queryKey),
  })) {
    if (!data || typeof data !== 'object') continue;
    const lists: Thread[][] =
      'pages' in data
        ? (data as ThreadListPages).pages.map((p) => p.data)
        : Array.isArray((data as ListThreads200).data)
          ? [(data as ListThreads200).data]
          : (data as GetFolder200).data?.threads
            ? [(data as GetFolder200).data.threads]
            : [];
    for (const list of lists) {
      const hit = list.find((t) => t.id === id);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Newest activity first, as the API orders threads. */
export function byActivity(a: Thread, b: Thread): number {
  const ka = a.last_message_at ?? a.created_at;
  const kb = b.last_message_at ?? b.created_at;
  if (ka !== kb) return ka < kb ? 1 : -1;
  return b.id - a.id;
}

/** Optimistic move: shows the thread in its new place at once (the refetch then confirms). */
export function moveThreadInCache(
  queryClient: QueryClient,
  thread: Thread,
  folderId: number | null,
): void {
  const moved = { ...thread, folder_id: folderId };
  patchThreadEverywhere(queryClient, thread.id, { folder_id: folderId });
  if (folderId !== null) {
    queryClient.setQueryData<GetFolder200>(folderKey(folderId), (data) =>
      data && !data.data.threads.some((t) => t.id === thread.id)
        ? {
            ...data,
            data: { ...data.data, threads: [...data.data.threads, moved].sort(byActivity) },
          }
        : data,
    );
  } else {
    queryClient.setQueryData<ThreadListPages>(UNFILED_THREADS_KEY, (data) => {
      const first = data?.pages[0];
      if (!data || !first || data.pages.some((p) => p.data.some((t) => t.id === thread.id)))
        return data;
      return {
        ...data,
        pages: [
          { ...first, data: [...first.data, moved].sort(byActivity) },
          ...data.pages.slice(1),
        ],
      };
    });
  }
  queryClient.setQueryData<ListFolders200>(FOLDERS_KEY, (data) =>
    data
      ? {
          ...data,
          data: data.data.map((f) =>
            f.id === folderId
              ? { ...f, threads_count: f.threads_count + 1 }
              : f.id === thread.folder_id
                ? { ...f, threads_count: Math.max(0, f.threads_count - 1) }
                : f,
          ),
        }
      : data,
  );
}
