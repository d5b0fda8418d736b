/**
 * A user's folders for grouping threads; private to their owner.
 */
import type { Db } from '../../db';
import { defineOperation } from '../../laravel/define-operation';
import { invalid } from '../../laravel/errors';
import { folderDetailResource, folderResource } from '../../resources/chat';
import { ownedFolder, ownsFolder } from '../chat-access';
import { compareThreads } from '../threads/threads';

/**
 * The name as stored (already trimmed by the TrimStrings middleware, ../../laravel/transform-input.ts),
 * unique among the user's other folders, compared as MySQL's default collation does (case-insensitively).
 */
function folderName(db: Db, userId: number, name: string, exceptId?: number): string {
  const lower = name.toLowerCase();
  const taken = db.folders
    .by('user_id', userId)
    .some((f) => f.id !== exceptId && f.name.toLowerCase() === lower);
  if (taken) throw invalid('name', 'The name has already been taken.');
  return name;
}

export const folderOperations = [
  defineOperation('listFolders', ({ user, db }) => {
    const folders = db.folders
      .by('user_id', user!.id)
      .map((folder) => ({ folder, key: folder.name.toLowerCase() }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.folder.id - b.folder.id))
      .map(({ folder }) => folderResource(db, folder));
    return { body: { data: folders } };
  }),

  defineOperation('createFolder', async ({ body, user, db, state }) => {
    const name = folderName(db, user!.id, body.name);
    const now = state.now().toISOString();
    const folder = await db.folders.create({
      user_id: user!.id,
      name,
      created_at: now,
      updated_at: now,
    });
    return { body: { data: folderResource(db, folder) } };
  }),

  defineOperation(
    'getFolder',
    ({ params, user, db }) => {
      const folder = ownedFolder(db, user!.id, params.folder);
      const threads = db.threads.by('folder_id', folder.id).sort(compareThreads);
      return { body: { data: folderDetailResource(db, folder, threads) } };
    },
    ownsFolder,
  ),

  defineOperation(
    'updateFolder',
    ({ params, body, user, db, state }) => {
      const folder = ownedFolder(db, user!.id, params.folder);
      const name = folderName(db, user!.id, body.name, folder.id);
      const updated = db.folders.update(folder.id, { name, updated_at: state.now().toISOString() });
      return { body: { data: folderResource(db, updated) } };
    },
    ownsFolder,
  ),

  defineOperation(
    'deleteFolder',
    ({ params, user, db }) => {
      const folder = ownedFolder(db, user!.id, params.folder);
      // The foreign key's ON DELETE SET NULL: the threads stay, their timestamps untouched.
      for (const thread of db.threads.by('folder_id', folder.id))
        db.threads.update(thread.id, { folder_id: null });
      db.folders.delete(folder.id);
      return {};
    },
    ownsFolder,
  ),
];
