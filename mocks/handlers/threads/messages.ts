/**
 * Writing into a thread: uploading files, then sending a message (with those files), which
 * queues the agent's reply.
 */
import type { Db } from '../../db';
import type { ThreadFileRow } from '../../db/tables/chat';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, validationError, type FieldErrors } from '../../laravel/errors';
import { messageResource, threadFileResource } from '../../resources/chat';
import { chatsInThread, ownedThread, ownsThread } from '../chat-access';
import { settleReply, startReply } from './replies';
import { DEFAULT_THREAD_TITLE, titleFromMessage } from '../../db/thread-title';
import { checkUpload, type StoredUpload } from '../../laravel/uploads';
import { THREAD_FILE_TYPES } from '../chat-uploads';

/** Unattached files are deleted after a day; the mock treats older ones as gone. */
const UNATTACHED_LIFETIME_MS = 24 * 3_600_000;

/**
 * `file_ids`: ids of files uploaded to this thread, not attached to a message yet and not expired
 * (a repeated id was refused with the body's other rules: `uniqueItems`, mocks/laravel/distinct.ts).
 */
function attachableFiles(
  db: Db,
  threadId: number,
  ids: readonly number[],
  now: Date,
): ThreadFileRow[] {
  const errors: FieldErrors = {};
  const files = ids.flatMap((id, index) => {
    const field = `file_ids.${index}`;
    const file = db.threadFiles.get(id);
    const fresh =
      file !== undefined && now.getTime() - Date.parse(file.created_at) < UNATTACHED_LIFETIME_MS;
    if (!file || file.thread_id !== threadId || file.message_id !== null || !fresh) {
      errors[field] = [`The selected ${field} is invalid.`];
      return [];
    }
    return [file];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return files;
}

export const messageOperations = [
  defineOperation(
    'sendThreadMessage',
    async ({ params, body, user, db, state, url }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      const content = body.content;
      if (settleReply(state, thread))
        throw invalid('content', 'Wait for the agent to finish replying.');
      const now = state.now();
      const files = attachableFiles(db, thread.id, body.file_ids ?? [], now);

      const at = now.toISOString();
      const message = await db.messages.create({
        thread_id: thread.id,
        role: 'user',
        content,
        status: 'completed',
        error: null,
        created_at: at,
        updated_at: at,
      });
      for (const file of files) db.threadFiles.update(file.id, { message_id: message.id });
      // The reply is queued at once; it turns `streaming` when its first words arrive.
      const reply = await db.messages.create({
        thread_id: thread.id,
        role: 'assistant',
        content: '',
        status: 'pending',
        error: null,
        parent_id: message.id,
        created_at: at,
        updated_at: at,
      });
      const retitle = !thread.title_is_custom && thread.title === DEFAULT_THREAD_TITLE;
      const updated = db.threads.update(thread.id, {
        messages_count: thread.messages_count + 2,
        last_message_at: at,
        updated_at: at,
        ...(retitle && { title: titleFromMessage(content) }),
      });
      startReply(state, updated, reply, content);
      return { body: { data: messageResource(db, message, url.origin) } };
    },
    chatsInThread,
  ),

  defineOperation(
    'uploadThreadFiles',
    async ({ params, body, user, db, state, url }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      const errors: FieldErrors = {};
      const uploads = body['files[]'].map((file, index) =>
        checkUpload(file, `files.${index}`, THREAD_FILE_TYPES, errors),
      );
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const at = state.now().toISOString();
      const stored: ThreadFileRow[] = [];
      for (const upload of uploads as StoredUpload[]) {
        stored.push(
          await db.threadFiles.create({
            ...upload,
            thread_id: thread.id,
            message_id: null,
            created_at: at,
          }),
        );
      }
      return { body: { data: stored.map((file) => threadFileResource(file, url.origin)) } };
    },
    ownsThread,
  ),
];
