/**
 * A user's threads: start one with one of their agents, list, read with a cursor page of
 * messages, rename or move, delete.
 */
import type { ThreadRow } from '../../db/tables/chat';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, validationError, type FieldErrors } from '../../laravel/errors';
import { cursorPaginate, paginate } from '../../laravel/paginate';
import { messageResource, threadResource } from '../../resources/chat';
import { ownedThread, ownsThread } from '../chat-access';
import { agentAccess, isOwnFolder } from '../../db/agent-access';
import { liveContentOf, publishThreadUpdated, settleReply } from './replies';
import { messagesNewestFirst } from './thread-messages';
import { DEFAULT_THREAD_TITLE } from '../../db/thread-title';

const FOLDER_INVALID = 'The selected folder id is invalid.';

/** `ORDER BY COALESCE(last_message_at, created_at) DESC, id DESC`: the sidebar's order. */
export function compareThreads(a: ThreadRow, b: ThreadRow): number {
  const ka = a.last_message_at ?? a.created_at;
  const kb = b.last_message_at ?? b.created_at;
  return ka < kb ? 1 : ka > kb ? -1 : b.id - a.id;
}

export const threadOperations = [
  defineOperation('listThreads', ({ query, user, db, url }) => {
    const me = user!.id;
    const folder = query.folder_id;
    if (typeof folder === 'number' && !isOwnFolder(db, me, folder))
      throw invalid('folder_id', FOLDER_INVALID);
    const search = query.search?.trim().toLowerCase();
    const threads = db.threads
      .by('user_id', me)
      .filter(
        (t) =>
          (folder === undefined || t.folder_id === (folder === 'none' ? null : folder)) &&
          (!search || t.title.toLowerCase().includes(search)),
      )
      .sort(compareThreads);
    const page = paginate(threads, url, query);
    return { body: { ...page, data: page.data.map((thread) => threadResource(db, thread)) } };
  }),

  defineOperation('createThread', async ({ body, user, db, state }) => {
    const me = user!.id;
    const errors: FieldErrors = {};
    const access = agentAccess(db, me, body.agent_id);
    if (!access) errors.agent_id = ['The selected agent id is invalid.'];
    const folderId = body.folder_id ?? null;
    if (folderId !== null && !isOwnFolder(db, me, folderId)) errors.folder_id = [FOLDER_INVALID];
    if (!access || Object.keys(errors).length > 0) throw validationError(errors);
    const title = body.title ?? '';
    const now = state.now().toISOString();
    const thread = await db.threads.create({
      user_id: me,
      title: title || DEFAULT_THREAD_TITLE,
      title_is_custom: title !== '',
      agent_id: body.agent_id,
      folder_id: folderId,
      council_id: access.councilId,
      messages_count: 0,
      last_message_at: null,
      created_at: now,
      updated_at: now,
    });
    return { body: { data: threadResource(db, thread) } };
  }),

  defineOperation(
    'getThread',
    ({ params, query, user, db, state, url }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      settleReply(state, thread);
      const page = cursorPaginate(
        messagesNewestFirst(db, thread.id),
        url,
        query.cursor,
        query.per_page,
      );
      return {
        body: {
          data: threadResource(db, thread),
          messages: {
            ...page,
            data: page.data.map((m) => messageResource(db, m, url.origin, liveContentOf(state, m))),
          },
        },
      };
    },
    ownsThread,
  ),

  defineOperation(
    'updateThread',
    ({ params, body, user, db, state }) => {
      const me = user!.id;
      const thread = ownedThread(db, me, params.thread);
      const errors: FieldErrors = {};
      const title = body.title;
      if (body.folder_id != null && !isOwnFolder(db, me, body.folder_id))
        errors.folder_id = [FOLDER_INVALID];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const updated = db.threads.update(thread.id, {
        ...(title !== undefined && { title, title_is_custom: true }),
        ...(body.folder_id !== undefined && { folder_id: body.folder_id }),
        updated_at: state.now().toISOString(),
      });
      publishThreadUpdated(state, updated);
      return { body: { data: threadResource(db, updated) } };
    },
    ownsThread,
  ),

  defineOperation(
    'deleteThread',
    ({ params, user, db, state }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      state.realtime.cancelReplies(thread.id);
      db.threadFiles.deleteMany(db.threadFiles.by('thread_id', thread.id).map((file) => file.id));
      db.messages.deleteMany(db.messages.by('thread_id', thread.id).map((message) => message.id));
      db.threads.delete(thread.id);
      return {};
    },
    ownsThread,
  ),
];
