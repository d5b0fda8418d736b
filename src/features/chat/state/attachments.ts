/**
 * Files being attached to the next message of a thread. Each file is uploaded on its own
 * (`POST /api/threads/{id}/file` with one `files[]` part) as soon as it is picked, dropped or
 * pasted, so each has its own progress bar and its own error; the message then names the
 * uploaded ones in `file_ids`. Limits of the contract: at most 10 files per message, 20 MB each.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { uploadThreadFiles } from '@/generated/api/threads/threads';
import type { ThreadFile } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { errorText } from '@/lib/errors';
import { createStore } from '@/lib/store';

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface Attachment {
  localId: string;
  threadId: number;
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  status: 'uploading' | 'uploaded' | 'failed';
  error: string | null;
  uploaded: ThreadFile | null;
}

type Upload = typeof uploadThreadFiles;
let upload: Upload = uploadThreadFiles;

const store = createStore<readonly Attachment[]>([]);
const controllers = new Map<string, AbortController>();
let counter = 0;

export function resetAttachmentsForTests(replacement?: Upload): void {
  upload = replacement ?? uploadThreadFiles;
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  store.set([]);
}

function update(localId: string, patch: Partial<Attachment>): void {
  store.set((items) =>
    items.map((item) => (item.localId === localId ? { ...item, ...patch } : item)),
  );
}

/** The server's 422 for one file, worded for the person who picked it. */
export function rejectionText(error: unknown): string {
  if (isApiError(error) && error.status === 422) {
    const first = Object.entries(error.errors).find(
      ([field]) => field === 'files' || field.startsWith('files.'),
    )?.[1]?.[0];
    const text = first ?? error.message;
    return text.replace(/^The files(\.\d+)? field/, 'The file');
  }
  return errorText(error, 'The upload failed');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function start(item: Attachment, file: File): Promise<void> {
  const controller = new AbortController();
  controllers.set(item.localId, controller);
  try {
    const response = await upload(
      item.threadId,
      { 'files[]': [file] },
      {
        signal: controller.signal,
        onUploadProgress: ({ loaded, total }) => {
          if (total > 0) update(item.localId, { progress: Math.min(1, loaded / total) });
        },
      },
    );
    const uploaded = response.data[0] ?? null;
    update(item.localId, {
      status: uploaded ? 'uploaded' : 'failed',
      progress: 1,
      uploaded,
      error: uploaded ? null : 'The upload failed',
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    update(item.localId, { status: 'failed', error: rejectionText(error) });
  } finally {
    controllers.delete(item.localId);
  }
}

/** Adds files to the thread's next message and starts uploading them. */
export function addFiles(threadId: number, files: readonly File[]): void {
  const current = store
    .get()
    .filter((a) => a.threadId === threadId && a.status !== 'failed').length;
  const added: [Attachment, File | null][] = files.map((file, i) => {
    const base: Attachment = {
      localId: `file-${Date.now().toString(36)}-${++counter}`,
      threadId,
      name: file.name || 'pasted-file',
      size: file.size,
      progress: 0,
      status: 'uploading',
      error: null,
      uploaded: null,
    };
    if (current + i >= MAX_FILES)
      return [
        { ...base, status: 'failed', error: `A message can carry at most ${MAX_FILES} files.` },
        null,
      ];
    if (file.size > MAX_FILE_BYTES)
      return [
        { ...base, status: 'failed', error: 'The file must not be greater than 20 MB.' },
        null,
      ];
    return [base, file];
  });
  store.set((items) => [...items, ...added.map(([a]) => a)]);
  for (const [item, file] of added) if (file) void start(item, file);
}

export function removeAttachment(localId: string): void {
  controllers.get(localId)?.abort();
  controllers.delete(localId);
  store.set((items) => items.filter((item) => item.localId !== localId));
}

/** The files now travel with a sent message: clear them from the composer. */
export function takeUploaded(threadId: number): ThreadFile[] {
  const mine = store
    .get()
    .filter((a) => a.threadId === threadId && a.status === 'uploaded' && a.uploaded);
  const ids = new Set(mine.map((a) => a.localId));
  store.set((items) => items.filter((item) => !ids.has(item.localId)));
  return mine.map((a) => a.uploaded!);
}

const EMPTY: readonly Attachment[] = [];
const cache = new WeakMap<readonly Attachment[], Map<number, readonly Attachment[]>>();

export function useAttachments(threadId: number | null): readonly Attachment[] {
  const get = useCallback(() => {
    if (threadId === null) return EMPTY;
    const items = store.get();
    let byThread = cache.get(items);
    if (!byThread) cache.set(items, (byThread = new Map()));
    let list = byThread.get(threadId);
    if (!list) {
      const filtered = items.filter((a) => a.threadId === threadId);
      list = filtered.length ? filtered : EMPTY;
      byThread.set(threadId, list);
    }
    return list;
  }, [threadId]);
  return useSyncExternalStore(store.subscribe, get, get);
}
