import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { findCachedThread, folderKey, FOLDERS_KEY, patchThreadEverywhere, UNFILED_THREADS_KEY } from '@/features/chat/data/thread-cache';

/** A cache holding the folder list (folder 7) first, as the sidebar loads it, and the unfiled threads. */
function cacheWithFolderList(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(FOLDERS_KEY, { data: [{ id: 7, name: 'Budget 2027', threads_count: 1 }] });
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
    queryClient.setQueryData(folderKey(3), { data: { id: 3, name: 'Work', threads: [{ id: 7, title: 'Old', folder_id: 3 }] } });
    patchThreadEverywhere(queryClient, 7, { title: 'New' });
    expect(queryClient.getQueryData<{ data: { threads: { title: string }[] } }>(folderKey(3))!.data.threads[0]!.title).toBe('New');
    expect(queryClient.getQueryData<{ data: { name: string }[] }>(FOLDERS_KEY)!.data[0]).toEqual({ id: 7, name: 'Budget 2027', threads_count: 1 });
  });
});
