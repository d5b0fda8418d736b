/**
 * Controlling a conversation from this tab: stop the reply being written, ask for another version
 * of the latest reply, edit the latest own message. Each changes the cached thread at once with
 * the server's answer; the reply that follows streams in through the thread's channel as usual.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@/generated/model';
import {
  regenerateThreadMessage,
  stopThreadMessage,
  updateThreadMessage,
} from '@/generated/api/threads/threads';
import {
  insertMessage,
  removeMessages,
  supersededBy,
  threadKey,
  type ThreadPages,
} from '../data/thread-cache';
import { markSentHere } from './outbox';

export async function stopReply(threadId: number, messageId: number): Promise<Message> {
  return (await stopThreadMessage(threadId, messageId)).data;
}

export async function regenerateReply(
  queryClient: QueryClient,
  threadId: number,
  messageId: number,
): Promise<Message> {
  const { data } = await regenerateThreadMessage(threadId, messageId);
  insertMessage(queryClient, threadId, data);
  return data;
}

/**
 * The edited message replaces the earlier one, and the reply to the earlier text leaves the list
 * with it (it stays reachable as an earlier version of the new reply, which streams in next).
 */
export async function editMessage(
  queryClient: QueryClient,
  threadId: number,
  message: Message,
  content: string,
): Promise<Message> {
  const { data } = await updateThreadMessage(threadId, message.id, { content });
  queryClient.setQueryData<ThreadPages>(threadKey(threadId), (cached) => {
    if (!cached) return cached;
    const gone = supersededBy(data);
    for (const page of cached.pages)
      for (const m of page.messages.data)
        if (m.role === 'assistant' && (m.parent_id === message.id || m.id > message.id))
          gone.add(m.id);
    return removeMessages(cached, gone);
  });
  markSentHere(data.id);
  insertMessage(queryClient, threadId, data);
  return data;
}
