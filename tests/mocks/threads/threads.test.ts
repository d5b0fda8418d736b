/**
 * Threads, their files and folders against the mock backend, through the app's generated client.
 * (Messages and the streamed reply: chat-replies.test.ts.)
 */
import {
  createFolder,
  deleteFolder,
  getFolder,
  listFolders,
  updateFolder,
} from '@/generated/api/folders/folders';
import { listProfileAgents } from '@/generated/api/profile/profile';
import {
  createThread,
  deleteThread,
  getThread,
  listThreads,
  updateThread,
  uploadThreadFiles,
} from '@/generated/api/threads/threads';
import { describe, expect, it } from 'vitest';
import { LARGE_UPLOAD_TEST_MS } from '../../support/test-waits';
import { LONG_THREAD_ID, LONG_THREAD_MESSAGES, USERS } from '@mocks/db/seed-ids';
import { listen } from '../chat-realtime';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();

const DEMO = 'demo@example.com';
const MEMBER = 'member@example.com';

const file = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });
const folderOf = (userId: number, name: string) =>
  mock.state.db.folders.by('user_id', userId).find((f) => f.name === name)!;
const threadsOf = (userId: number) => mock.state.db.threads.by('user_id', userId);
const sortKey = (t: { last_message_at: string | null; created_at: string }) =>
  t.last_message_at ?? t.created_at;

async function ownAgentOf(email: string, source: 'free' | 'purchased' | 'council' = 'free') {
  const entry = (await listProfileAgents()).data.find((e) => e.source === source);
  if (!entry) throw new Error(`${email} has no ${source} agent`);
  return entry;
}

describe('listThreads', () => {
  it("lists the caller's own threads, newest activity first, paginated", async () => {
    await signInAs(DEMO);
    const page = await listThreads({ per_page: 10 });
    expect(page.data).toHaveLength(10);
    expect(page.meta.total).toBe(threadsOf(USERS.demo).length);
    const keys = page.data.map(sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
    const all = await listThreads({ per_page: 100 });
    expect(all.data.map((t) => t.id)).toContain(LONG_THREAD_ID);
    const mine = new Set(threadsOf(USERS.demo).map((t) => t.id));
    expect(all.data.every((t) => mine.has(t.id))).toBe(true);
    expect(all.data.find((t) => t.id === LONG_THREAD_ID)).toMatchObject({
      messages_count: LONG_THREAD_MESSAGES,
    });
  });

  it('filters by folder, by no folder and by title', async () => {
    await signInAs(DEMO);
    const planning = folderOf(USERS.demo, 'Planning');
    const inFolder = await listThreads({ folder_id: planning.id, per_page: 100 });
    expect(inFolder.data.length).toBeGreaterThan(0);
    expect(inFolder.data.every((t) => t.folder_id === planning.id)).toBe(true);
    const loose = await listThreads({ folder_id: 'none', per_page: 100 });
    expect(loose.data.length).toBeGreaterThan(0);
    expect(loose.data.every((t) => t.folder_id === null)).toBe(true);
    const found = await listThreads({ search: 'MILL LANE' });
    expect(found.data.map((t) => t.title)).toEqual(['Rear extension at 14 Mill Lane']);
  });

  it("answers 422 for another user's folder and 401 without a session", async () => {
    await signInAs(DEMO);
    const error = await failure(
      listThreads({ folder_id: folderOf(USERS.member, 'Casework').id }),
      422,
    );
    expect(error.body).toEqual({
      message: 'The selected folder id is invalid.',
      errors: { folder_id: ['The selected folder id is invalid.'] },
    });
    await signOut();
    await failure(listThreads(), 401);
  });
});

describe('createThread', () => {
  it('starts an empty "New chat" thread with one of the caller\'s agents', async () => {
    await signInAs(DEMO);
    const agent = await ownAgentOf(DEMO);
    const { data } = await createThread({ agent_id: agent.id });
    expect(data).toMatchObject({
      title: 'New chat',
      agent_id: agent.id,
      agent: { id: agent.id, name: agent.agent.name },
      folder_id: null,
      council_id: null,
      messages_count: 0,
      last_message_at: null,
    });
    expect((await listThreads()).data[0]!.id).toBe(data.id);
  });

  it('puts it in a folder with a title, and records the council of a council agent', async () => {
    await signInAs(DEMO);
    const agent = await ownAgentOf(DEMO);
    const folder = folderOf(USERS.demo, 'Budget 2027');
    const { data } = await createThread({
      agent_id: agent.id,
      folder_id: folder.id,
      title: '  Reserves policy  ',
    });
    expect(data).toMatchObject({ folder_id: folder.id, title: 'Reserves policy' });
    const councilAgent = await ownAgentOf(DEMO, 'council');
    const viaCouncil = await createThread({ agent_id: councilAgent.id });
    expect(viaCouncil.data.council_id).not.toBeNull();
  });

  it('answers 422 for an agent the caller does not have and a folder that is not theirs', async () => {
    await signInAs(DEMO);
    const mine = new Set((await listProfileAgents()).data.map((e) => e.id));
    const other = mock.state.db.agents
      .all()
      .find((a) => a.status === 'published' && !mine.has(a.id))!;
    const error = await failure(
      createThread({ agent_id: other.id, folder_id: folderOf(USERS.member, 'Casework').id }),
      422,
    );
    expect(error.errors).toEqual({
      agent_id: ['The selected agent id is invalid.'],
      folder_id: ['The selected folder id is invalid.'],
    });
    await failure(createThread({} as never), 422);
  });
});

describe('getThread', () => {
  it('pages the 10,000-message thread newest first with cursors', async () => {
    await signInAs(DEMO);
    const first = await getThread(LONG_THREAD_ID);
    expect(first.data).toMatchObject({ id: LONG_THREAD_ID, messages_count: LONG_THREAD_MESSAGES });
    expect(first.messages.data).toHaveLength(50);
    expect(first.messages.links).toMatchObject({ first: null, last: null, prev: null });
    expect(first.messages.meta).toMatchObject({ per_page: 50, prev_cursor: null });
    const seen = [...first.messages.data];
    let cursor = first.messages.meta.next_cursor;
    for (let i = 0; i < 3; i++) {
      expect(cursor).not.toBeNull();
      const next = await getThread(LONG_THREAD_ID, { cursor: cursor!, per_page: 100 });
      expect(next.messages.data).toHaveLength(100);
      seen.push(...next.messages.data);
      cursor = next.messages.meta.next_cursor;
    }
    expect(new Set(seen.map((m) => m.id)).size).toBe(350);
    const stamps = seen.map((m) => `${m.created_at}#${String(m.id).padStart(6, '0')}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(seen.some((m) => m.role === 'assistant' && m.content.includes('|'))).toBe(true);
    expect(seen.some((m) => m.content.includes('```'))).toBe(true);
  });

  it("shows the files of a thread's messages", async () => {
    await signInAs(DEMO);
    const withFile = mock.state.db.threadFiles
      .all()
      .find(
        (f) => f.message_id !== null && threadsOf(USERS.demo).some((t) => t.id === f.thread_id),
      )!;
    const { messages } = await getThread(withFile.thread_id, { per_page: 100 });
    const message = messages.data.find((m) => m.id === withFile.message_id)!;
    expect(message.files).toEqual([
      expect.objectContaining({
        id: withFile.id,
        name: withFile.name,
        size: withFile.size,
        mime_type: withFile.mime_type,
      }),
    ]);
    expect(message.files[0]!.url).toContain(`/storage/thread-files/${withFile.id}/`);
  });

  it("answers 403 for another user's thread, 404 for an unknown one, 422 for a bad page size", async () => {
    await signInAs(MEMBER);
    await failure(getThread(LONG_THREAD_ID), 403);
    await failure(getThread(999_999), 404);
    await signInAs(DEMO);
    const error = await failure(getThread(LONG_THREAD_ID, { per_page: 101 }), 422);
    expect(error.errors).toEqual({
      per_page: ['The per page field must not be greater than 100.'],
    });
  });
});

describe('updateThread', () => {
  it('renames and moves a thread, and broadcasts thread.updated', async () => {
    await signInAs(DEMO);
    const { data: thread } = await createThread({ agent_id: (await ownAgentOf(DEMO)).id });
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    const folder = folderOf(USERS.demo, 'Archive');
    const { data } = await updateThread(thread.id, {
      title: 'Hedge complaint',
      folder_id: folder.id,
    });
    expect(data).toMatchObject({ id: thread.id, title: 'Hedge complaint', folder_id: folder.id });
    expect(channel.events()).toEqual([{ event: 'thread.updated', data }]);
    const out = await updateThread(thread.id, { folder_id: null });
    expect(out.data).toMatchObject({ title: 'Hedge complaint', folder_id: null });
    channel.close();
  });

  it("answers 422 for another user's folder and 403 for another user's thread", async () => {
    await signInAs(DEMO);
    const error = await failure(
      updateThread(LONG_THREAD_ID, { folder_id: folderOf(USERS.member, 'Casework').id }),
      422,
    );
    expect(error.errors).toEqual({ folder_id: ['The selected folder id is invalid.'] });
    expect((await failure(updateThread(LONG_THREAD_ID, { title: '   ' }), 422)).errors).toEqual({
      title: ['The title field is required.'],
    });
    await signInAs(MEMBER);
    await failure(updateThread(LONG_THREAD_ID, { title: 'Mine' }), 403);
  });
});

describe('deleteThread', () => {
  it('deletes the thread with its messages and files', async () => {
    await signInAs(DEMO);
    const withFile = mock.state.db.threadFiles
      .all()
      .find(
        (f) => f.message_id !== null && threadsOf(USERS.demo).some((t) => t.id === f.thread_id),
      )!;
    const threadId = withFile.thread_id;
    await expect(deleteThread(threadId)).resolves.toBeUndefined();
    await failure(getThread(threadId), 404);
    expect(mock.state.db.messages.by('thread_id', threadId)).toHaveLength(0);
    expect(mock.state.db.threadFiles.by('thread_id', threadId)).toHaveLength(0);
    expect((await listThreads({ per_page: 100 })).data.map((t) => t.id)).not.toContain(threadId);
  });

  it("answers 403 for another user's thread and 404 for an unknown one", async () => {
    await signInAs(MEMBER);
    await failure(deleteThread(LONG_THREAD_ID), 403);
    await failure(deleteThread(999_999), 404);
  });
});

describe('uploadThreadFiles', () => {
  it('stores the files unattached, in upload order, with name, size and type', async () => {
    await signInAs(DEMO);
    const { data } = await uploadThreadFiles(LONG_THREAD_ID, {
      'files[]': [
        file('site plan.pdf', 'application/pdf', 5000),
        file('notes.txt', '', 10),
        file('photo.JPG', 'image/jpeg', 300),
      ],
    });
    expect(data.map((f) => [f.name, f.size, f.mime_type, f.message_id, f.thread_id])).toEqual([
      ['site plan.pdf', 5000, 'application/pdf', null, LONG_THREAD_ID],
      ['notes.txt', 10, 'text/plain', null, LONG_THREAD_ID],
      ['photo.JPG', 300, 'image/jpeg', null, LONG_THREAD_ID],
    ]);
    expect(data[0]!.url).toMatch(
      new RegExp(`/storage/thread-files/${data[0]!.id}/site%20plan\\.pdf$`),
    );
  });

  it(
    'refuses files over 20 MB or of other types with 422 on files.N',
    async () => {
      await signInAs(DEMO);
      const error = await failure(
        uploadThreadFiles(LONG_THREAD_ID, {
          'files[]': [
            file('ok.pdf', 'application/pdf'),
            file('big.pdf', 'application/pdf', 20 * 1024 * 1024 + 1),
            file('run.exe', 'application/x-msdownload'),
          ],
        }),
        422,
      );
      expect(error.errors).toEqual({
        'files.1': ['The files.1 field must not be greater than 20480 kilobytes.'],
        'files.2': [
          'The files.2 field must be a file of type: pdf, docx, txt, md, csv, xlsx, pptx, png, jpg, jpeg, webp.',
        ],
      });
      expect(error.body).toMatchObject({
        message: 'The files.1 field must not be greater than 20480 kilobytes. (and 1 more error)',
      });
    },
    LARGE_UPLOAD_TEST_MS,
  );

  it("answers 403 for another user's thread", async () => {
    await signInAs(MEMBER);
    await failure(
      uploadThreadFiles(LONG_THREAD_ID, { 'files[]': [file('a.txt', 'text/plain')] }),
      403,
    );
  });
});

describe('folders', () => {
  it("lists the caller's folders by name, any case, with their thread counts", async () => {
    await signInAs(DEMO);
    const { data } = await listFolders();
    const names = data.map((f) => f.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names).toEqual(expect.arrayContaining(['Planning', 'Budget 2027', 'ideas']));
    for (const folder of data)
      expect(folder.threads_count).toBe(mock.state.db.threads.by('folder_id', folder.id).length);
    expect(data.find((f) => f.name === 'ideas')!.threads_count).toBe(0);
    await signOut();
    await failure(listFolders(), 401);
  });

  it('creates a folder with a trimmed, unique name', async () => {
    await signInAs(DEMO);
    const { data } = await createFolder({ name: '  Licensing  ' });
    expect(data).toMatchObject({ name: 'Licensing', threads_count: 0 });
    expect((await listFolders()).data.map((f) => f.name)).toContain('Licensing');
    const taken = await failure(createFolder({ name: 'planning' }), 422);
    expect(taken.body).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
    expect((await failure(createFolder({ name: '   ' }), 422)).errors).toEqual({
      name: ['The name field is required.'],
    });
    await signInAs(MEMBER);
    expect((await createFolder({ name: 'Planning' })).data.name).toBe('Planning');
  });

  it('shows a folder with its threads, newest first', async () => {
    await signInAs(DEMO);
    const folder = folderOf(USERS.demo, 'Planning');
    const { data } = await getFolder(folder.id);
    expect(data).toMatchObject({
      id: folder.id,
      name: 'Planning',
      threads_count: data.threads.length,
    });
    expect(data.threads.length).toBeGreaterThan(1);
    expect(data.threads.every((t) => t.folder_id === folder.id)).toBe(true);
    const keys = data.threads.map(sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
    await failure(getFolder(folderOf(USERS.member, 'Casework').id), 403);
    await failure(getFolder(99_999), 404);
  });

  it('renames a folder unless the name is taken', async () => {
    await signInAs(DEMO);
    const { data: folder } = await createFolder({ name: 'Temp' });
    expect((await updateFolder(folder.id, { name: 'Temporary' })).data.name).toBe('Temporary');
    expect((await updateFolder(folder.id, { name: 'TEMPORARY' })).data.name).toBe('TEMPORARY');
    const taken = await failure(updateFolder(folder.id, { name: 'Archive' }), 422);
    expect(taken.errors).toEqual({ name: ['The name has already been taken.'] });
    await signInAs(MEMBER);
    await failure(updateFolder(folder.id, { name: 'Mine' }), 403);
  });

  it('deletes a folder and keeps its threads, out of any folder', async () => {
    await signInAs(DEMO);
    const folder = folderOf(USERS.demo, 'HR and staffing');
    const threadIds = mock.state.db.threads.by('folder_id', folder.id).map((t) => t.id);
    expect(threadIds.length).toBeGreaterThan(0);
    await signInAs(MEMBER);
    await failure(deleteFolder(folder.id), 403);
    await signInAs(DEMO);
    await expect(deleteFolder(folder.id)).resolves.toBeUndefined();
    await failure(getFolder(folder.id), 404);
    for (const id of threadIds)
      expect((await getThread(id, { per_page: 1 })).data.folder_id).toBeNull();
  });
});
