import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GetThread200, Message } from '@/generated/model';
import {
  chronological,
  findCachedThread,
  folderKey,
  FOLDERS_KEY,
  insertMessage,
  patchThreadEverywhere,
  threadKey,
  UNFILED_THREADS_KEY,
  withUnplaced,
} from '@/features/chat/data/thread-cache';

/** A cache holding the folder list (folder 7) first, as the sidebar loads it, and the unfiled threads. */
function cacheWithFolderList(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(FOLDERS_KEY, {
    data: [{ id: 7, name: 'Budget 2027', threads_count: 1 }],
  });
  queryClient.setQueryData(UNFILED_THREADS_KEY, { pages: [{ data: [] }], pageParams: [1] });
  return queryClient;
}

describe('the thread cache', () => {
  it('never takes a folder of the folder list for the thread with the same id', () => {
    const queryClient = cacheWithFolderList();
    expect(findCachedThread(queryClient, 7)).toBeUndefined();
    const thread = { id: 7, title: 'Grants round', folder_id: 3, agent: { name: 'Grant Finder' } };
    queryClient.setQueryData(folderKey(3), { data: { id: 3, name: 'Work', threads: [thread] } });
    expect(findCachedThread(queryClient, 7)).toBe(thread);
  });

  it('patches a thread in folder details but leaves the folder list alone', () => {
    const queryClient = cacheWithFolderList();
    queryClient.setQueryData(folderKey(3), {
      data: { id: 3, name: 'Work', threads: [{ id: 7, title: 'Old', folder_id: 3 }] },
    });
    patchThreadEverywhere(queryClient, 7, { title: 'New' });
    expect(
      queryClient.getQueryData<{ data: { threads: { title: string }[] } }>(folderKey(3))!.data
        .threads[0]!.title,
    ).toBe('New');
    expect(queryClient.getQueryData<{ data: { name: string }[] }>(FOLDERS_KEY)!.data[0]).toEqual({
      id: 7,
      name: 'Budget 2027',
      threads_count: 1,
    });
  });

  it('keeps a message stored while its thread loaded, and folds it into the page that lands without it', () => {
    const queryClient = new QueryClient();
    const sent = message(41, 'sent while loading', '2026-06-17T14:30:05Z');
    // The send answered first: the thread's pages are not cached yet.
    insertMessage(queryClient, 9, sent);
    expect(queryClient.getQueryData(threadKey(9))).toBeUndefined();
    // The page was worked out before the send was stored: it does not hold it.
    const landed = withUnplaced(9, page([message(40, 'older', '2026-06-17T14:00:00Z')]));
    expect(landed.messages.data.map((m) => m.id)).toEqual([41, 40]);
    queryClient.setQueryData(threadKey(9), { pages: [landed], pageParams: [undefined] });
    expect(chronological(queryClient.getQueryData(threadKey(9))).map((m) => m.content)).toEqual([
      'older',
      'sent while loading',
    ]);
    // Folded once: a later page of the same thread is left as fetched.
    expect(withUnplaced(9, page([])).messages.data).toEqual([]);
  });

  it('does not show twice a message stored while loading that the landing page already holds', () => {
    const queryClient = new QueryClient();
    const sent = message(41, 'sent while loading', '2026-06-17T14:30:05Z');
    insertMessage(queryClient, 9, sent);
    expect(
      withUnplaced(9, page([sent, message(40, 'older', '2026-06-17T14:00:00Z')])).messages.data.map(
        (m) => m.id,
      ),
    ).toEqual([41, 40]);
  });
});

function message(id: number, content: string, at: string): Message {
  return {
    id,
    thread_id: 9,
    role: 'user',
    content,
    status: 'completed',
    created_at: at,
    updated_at: at,
  } as unknown as Message;
}

function page(messages: Message[]): GetThread200 {
  return {
    data: { id: 9 },
    messages: { data: messages, meta: { next_cursor: null } },
  } as unknown as GetThread200;
}
