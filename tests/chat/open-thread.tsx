/** Opening a thread of the demo user's own in the chat, for the conversation tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import ChatPage from '@/features/chat/ChatPage';
import { PusherChannelName } from '@/lib/realtime/events';
import { connectAsDemo, DEMO_ID, renderChat } from './helpers';
import type { TestMockServer } from '@mocks/node';

/**
 * A new thread with one of the demo user's agents, open and subscribed (with one exchange already in
 * it), and the router of the chat that shows it (a test navigates away and back with it).
 */
export async function openNewThread(
  mock: TestMockServer,
  exchange?: { prompt: string; reply: string },
) {
  connectAsDemo();
  const agentId = mock.state.db.threads.by('user_id', DEMO_ID)[0]!.agent_id;
  const at = mock.state.now().toISOString();
  const thread = await mock.state.db.threads.create({
    user_id: DEMO_ID,
    title: 'Controls',
    title_is_custom: true,
    agent_id: agentId,
    folder_id: null,
    council_id: mock.state.db.threads.by('user_id', DEMO_ID)[0]!.council_id,
    messages_count: 0,
    last_message_at: null,
    created_at: at,
    updated_at: at,
  });
  if (exchange) {
    const prompt = await mock.state.db.messages.create({
      thread_id: thread.id,
      role: 'user',
      content: exchange.prompt,
      status: 'completed',
      error: null,
      created_at: at,
      updated_at: at,
    });
    await mock.state.db.messages.create({
      thread_id: thread.id,
      role: 'assistant',
      content: exchange.reply,
      status: 'completed',
      error: null,
      parent_id: prompt.id,
      created_at: at,
      updated_at: at,
    });
  }
  const router = await renderSubscribed(mock, thread.id);
  return { ...thread, router };
}

/** Renders the chat at a thread and waits until it listens on the thread's channel; its router. */
export async function renderSubscribed(mock: TestMockServer, threadId: number) {
  const { router } = renderChat(<ChatPage />, `/chat/${threadId}`);
  await screen.findByRole('log');
  const channel = PusherChannelName.thread(threadId);
  await waitFor(() =>
    expect(
      mock.state.realtime.broadcaster.channel(channel)?.subscribers.length ?? 0,
    ).toBeGreaterThan(0),
  );
  return router;
}
