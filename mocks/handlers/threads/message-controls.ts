/**
 * Controlling a conversation: stop the reply being written, ask for another version of the latest
 * reply, edit the latest own message. A regenerated reply or an edited message is a new record
 * (the next version) that supersedes the earlier one in the thread's list; the earlier versions
 * stay reachable through the message's `versions`.
 */
import { PusherChannelName, RealtimeEvent } from '@/lib/realtime/events';
import type { Db } from '../../db';
import type { MessageRow, ThreadRow } from '../../db/tables/chat';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import { messageResource } from '../../resources/chat';
import type { MockState } from '../../laravel/mock-state';
import { chatsInThread, ownedThread, ownsThread } from '../chat-access';
import { publishThreadUpdated, settleReply, startReply } from './replies';
import { messagesNewestFirst } from './thread-messages';

const WAIT_FOR_REPLY = 'Wait for the agent to finish replying.';

/** A current (not superseded) message of the thread; anything else is 404, as a scoped route binding. */
function threadMessage(db: Db, thread: ThreadRow, messageId: number): MessageRow {
  const message = db.messages.get(messageId);
  if (!message || message.thread_id !== thread.id || message.superseded) throw notFound();
  return message;
}

/** Stores `next` as the newest version of `previous`, which leaves the thread's list. */
async function addVersion(
  db: Db,
  previous: MessageRow,
  next: Pick<MessageRow, 'role' | 'content' | 'status' | 'parent_id'>,
  at: string,
): Promise<MessageRow> {
  const created = await db.messages.create({
    thread_id: previous.thread_id,
    ...next,
    error: null,
    version: (previous.version ?? 1) + 1,
    version_of: previous.version_of ?? previous.id,
    created_at: at,
    updated_at: at,
  });
  db.messages.update(previous.id, { superseded: true });
  return created;
}

/** Queues the agent's reply to `prompt` (a new version of `replaces` when given). */
async function queueReply(
  state: MockState,
  thread: ThreadRow,
  prompt: MessageRow,
  replaces: MessageRow | undefined,
  at: string,
): Promise<MessageRow> {
  const db = state.db;
  const fields = {
    role: 'assistant' as const,
    content: '',
    status: 'pending' as const,
    parent_id: prompt.id,
  };
  const reply = replaces
    ? await addVersion(db, replaces, fields, at)
    : await db.messages.create({
        thread_id: thread.id,
        ...fields,
        error: null,
        created_at: at,
        updated_at: at,
      });
  const updated = db.threads.update(thread.id, { last_message_at: at, updated_at: at });
  startReply(state, updated, reply, prompt.content);
  return reply;
}

export const messageControlOperations = [
  defineOperation(
    'stopThreadMessage',
    ({ params, user, db, state, url }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      const message = threadMessage(db, thread, params.message);
      if (message.role !== 'assistant')
        throw invalid('message', 'Only an agent reply can be stopped.');
      const active = state.realtime.activeReply(thread.id);
      const running = message.status === 'pending' || message.status === 'streaming';
      if (!running) return { body: { data: messageResource(db, message, url.origin) } };
      // Keep exactly what was broadcast: the job's text so far, then no further event of its own.
      const content = active?.messageId === message.id ? active.content : message.content;
      if (active?.messageId === message.id) state.realtime.cancelReplies(thread.id);
      const at = state.now().toISOString();
      const stopped = db.messages.update(message.id, {
        content,
        status: 'completed',
        error: null,
        stopped_at: at,
        updated_at: at,
      });
      const current = db.threads.update(thread.id, { updated_at: at });
      const data = messageResource(db, stopped, url.origin);
      state.realtime.publish(
        PusherChannelName.thread(thread.id),
        RealtimeEvent.messageStopped,
        data,
      );
      publishThreadUpdated(state, current);
      return { body: { data } };
    },
    ownsThread,
  ),

  defineOperation(
    'regenerateThreadMessage',
    async ({ params, user, db, state, url }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      const message = threadMessage(db, thread, params.message);
      const latestReply = messagesNewestFirst(db, thread.id).find((m) => m.role === 'assistant');
      if (message.role !== 'assistant' || latestReply?.id !== message.id)
        throw invalid('message', 'Only the latest reply can be regenerated.');
      if (settleReply(state, thread)) throw invalid('message', WAIT_FOR_REPLY);
      // settleReply may have finished this very reply: read it again.
      const settled = db.messages.get(message.id)!;
      const prompt =
        (settled.parent_id != null ? db.messages.get(settled.parent_id) : undefined) ??
        messagesNewestFirst(db, thread.id).find((m) => m.role === 'user' && m.id < settled.id);
      const at = state.now().toISOString();
      const reply = await queueReply(
        state,
        thread,
        prompt ?? { ...settled, content: '' },
        settled,
        at,
      );
      return { body: { data: messageResource(db, reply, url.origin) } };
    },
    chatsInThread,
  ),

  defineOperation(
    'updateThreadMessage',
    async ({ params, body, user, db, state, url }) => {
      const thread = ownedThread(db, user!.id, params.thread);
      const message = threadMessage(db, thread, params.message);
      const content = body.content;
      const latestOwn = messagesNewestFirst(db, thread.id).find((m) => m.role === 'user');
      if (message.role !== 'user' || latestOwn?.id !== message.id)
        throw invalid('message', 'Only your latest message can be edited.');
      if (settleReply(state, thread)) throw invalid('content', WAIT_FOR_REPLY);
      const at = state.now().toISOString();
      const edited = await addVersion(
        db,
        message,
        { role: 'user', content, status: 'completed', parent_id: null },
        at,
      );
      // The reply to the earlier text becomes an earlier version of the reply to the new one.
      const oldReply = messagesNewestFirst(db, thread.id).find(
        (m) => m.role === 'assistant' && (m.parent_id === message.id || m.id > message.id),
      );
      await queueReply(state, thread, edited, oldReply, at);
      return { body: { data: messageResource(db, edited, url.origin) } };
    },
    chatsInThread,
  ),
];
