/**
 * The agent's side of a thread: the reply job that `sendThreadMessage` queues, streamed through
 * the fake Reverb on `private-threads.{thread}`, and the bookkeeping that keeps the stored
 * messages and thread in step with what was broadcast.
 */
import { PusherChannelName, RealtimeEvent } from '@/lib/realtime/events';
import type { MessageRow, ThreadRow } from '../../db/tables/chat';
import { generateAgentReply } from '../../db/agent-replies';
import { messageVersionFields, threadResource } from '../../resources/chat';
import type { MockState } from '../../laravel/mock-state';
import { messagesNewestFirst, newestMessage } from './thread-messages';

const isUnfinished = (message: MessageRow | undefined): message is MessageRow =>
  message?.role === 'assistant' && (message.status === 'pending' || message.status === 'streaming');

/** The agent's text for a reply; a regenerated version (2, 3...) is a different answer to the same prompt. */
function replyText(thread: ThreadRow, reply: MessageRow, prompt: string): string {
  const version = reply.version ?? 1;
  return generateAgentReply(
    version > 1 ? `${thread.agent_id}#${version}` : thread.agent_id,
    prompt,
  );
}

export function publishThreadUpdated(state: MockState, thread: ThreadRow): void {
  state.realtime.publish(
    PusherChannelName.thread(thread.id),
    RealtimeEvent.threadUpdated,
    threadResource(state.db, thread),
  );
}

/**
 * A reply left unfinished with no job streaming it (the page that ran the job was reloaded, or
 * the mock restarted) is finished now, as the backend's queue would have finished it meanwhile.
 * Returns whether a reply is still under way.
 */
export function settleReply(state: MockState, thread: ThreadRow): boolean {
  if (state.realtime.activeReply(thread.id)) return true;
  const db = state.db;
  const reply = newestMessage(db, thread.id);
  if (!isUnfinished(reply)) return false;
  const prompt = messagesNewestFirst(db, thread.id).find(
    (m) => m.role === 'user' && m.id < reply.id,
  );
  const done = db.messages.update(reply.id, {
    content: replyText(thread, reply, prompt?.content ?? ''),
    status: 'completed',
    error: null,
    updated_at: state.now().toISOString(),
  });
  const { version_of: _group, superseded: _superseded, ...stored } = done;
  state.realtime.publish(PusherChannelName.thread(thread.id), RealtimeEvent.messageCompleted, {
    ...stored,
    files: [],
    ...messageVersionFields(db, done),
  });
  return false;
}

/** The text a reply has streamed so far, for getThread while it is streaming. */
export function liveContentOf(state: MockState, message: MessageRow): string | undefined {
  const active = state.realtime.activeReply(message.thread_id);
  return active?.messageId === message.id ? active.content : undefined;
}

/**
 * Starts the reply job for `reply` (the assistant message, stored `pending`), once the caller's
 * write has changed the thread's counters: `thread.updated` for that change first (as the Laravel
 * backend broadcasts it after the send, edit or regenerate commits), then `message.created`, the
 * deltas, `message.completed` (or `message.failed`) and `thread.updated` again. The stored
 * message turns `streaming` with the first delta and gets its final text before
 * `message.completed` goes out, so a client that refetches on that event reads the full reply.
 */
export function startReply(
  state: MockState,
  thread: ThreadRow,
  reply: MessageRow,
  prompt: string,
): void {
  const threadId = thread.id;
  publishThreadUpdated(state, thread);
  const live = (): MessageRow | undefined => {
    const message = state.db.messages.get(reply.id);
    return message && state.db.threads.get(threadId) ? message : undefined;
  };
  // The stored message must equal the broadcast one, timestamp included: take the stream's own.
  const finish = (patch: Partial<MessageRow> & { updated_at: string }) => {
    if (!live()) return;
    state.db.messages.update(reply.id, patch);
    state.db.threads.update(threadId, { updated_at: patch.updated_at });
  };
  const stream = state.realtime.streamReply({
    reply: replyText(thread, reply, prompt),
    messageBase: {
      id: reply.id,
      thread_id: threadId,
      role: 'assistant',
      files: [],
      ...messageVersionFields(state.db, reply),
      created_at: reply.created_at,
      updated_at: reply.updated_at,
    },
    now: () => state.now().toISOString(),
    onProgress(_content, index) {
      if (index === 0 && live()) state.db.messages.update(reply.id, { status: 'streaming' });
    },
    onComplete: (message) =>
      finish({
        content: message.content,
        status: 'completed',
        error: null,
        updated_at: message.updated_at,
      }),
    onFailed: (message) =>
      finish({
        content: message.content,
        status: 'failed',
        error: message.error,
        updated_at: message.updated_at,
      }),
  });
  void stream.done.then(
    (outcome) => {
      const current = state.db.threads.get(threadId);
      if (outcome.status !== 'cancelled' && current) publishThreadUpdated(state, current);
    },
    (error: unknown) => console.error('[mock] agent reply failed', error),
  );
}
