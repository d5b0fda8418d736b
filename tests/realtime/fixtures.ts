import type { Message } from '@/generated/model';
import type { MessageBase } from '@mocks/realtime/reply-stream';

export const assistantBase = (
  threadId: number,
  id: number,
): MessageBase & Pick<Message, 'parent_id' | 'version' | 'versions' | 'stopped_at'> => ({
  id,
  thread_id: threadId,
  role: 'assistant',
  files: [],
  parent_id: null,
  version: 1,
  versions: [],
  stopped_at: null,
  created_at: '2025-03-14T09:26:54.000000Z',
  updated_at: '2025-03-14T09:26:54.000000Z',
});

export const userMessage = (threadId: number, id: number, content: string): Message => ({
  ...assistantBase(threadId, id),
  role: 'user',
  content,
  status: 'completed',
  error: null,
});
