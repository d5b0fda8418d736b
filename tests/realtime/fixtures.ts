import type { Message } from '@/generated/model';
import type { MessageBase } from '@mocks/realtime/reply-stream';

export const assistantBase = (threadId: number, id: number): MessageBase => ({
  id,
  thread_id: threadId,
  role: 'assistant',
  files: [],
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
