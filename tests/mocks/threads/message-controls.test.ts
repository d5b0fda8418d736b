/**
 * Stop, regenerate, edit and message search: the mock's rules (the stream really stops, a new
 * version streams like any reply and keeps the earlier ones reachable, search finds words inside
 * messages and gives the cursor of the page that holds them).
 */
import type { Message, MessageSearchResult, Thread } from '@/generated/model';
import { listProfileAgents } from '@/generated/api/profile/profile';
import {
  createThread,
  getThread,
  regenerateThreadMessage,
  searchMessages,
  sendThreadMessage,
  stopThreadMessage,
  updateThreadMessage,
} from '@/generated/api/threads/threads';
import { describe, expect, it, vi } from 'vitest';
import { LONG_THREAD_ID } from '@mocks/db/seed-ids';
import { listen, replyEnded, type ChannelListener } from '../chat-realtime';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();

const DEMO = 'demo@example.com';
const MEMBER = 'member@example.com';

async function newThread(): Promise<Thread> {
  const agent = (await listProfileAgents()).data.find((e) => e.source === 'free')!;
  return (await createThread({ agent_id: agent.id })).data;
}

const names = (channel: ChannelListener) => channel.events().map((e) => e.event);

/** Sends a message and waits for its reply to end; returns the user message and the reply. */
async function exchange(
  threadId: number,
  content: string,
): Promise<{ sent: Message; reply: Message }> {
  const channel = listen(mock.state, `private-threads.${threadId}`);
  const { data: sent } = await sendThreadMessage(threadId, { content });
  await vi.waitFor(() => expect(replyEnded(channel)).toBe(true));
  channel.close();
  const reply = (await getThread(threadId)).messages.data[0]!;
  expect(reply).toMatchObject({ role: 'assistant', status: 'completed', parent_id: sent.id });
  return { sent, reply };
}

describe('stopThreadMessage', () => {
  it('stops the stream where it is: the stored reply keeps the streamed text and no delta follows', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    mock.state.options.replyPaceMs = 5;
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    await sendThreadMessage(thread.id, { content: 'Draft a long report on the village hall roof' });
    await vi.waitFor(() =>
      expect(names(channel).filter((n) => n === 'message.delta').length).toBeGreaterThanOrEqual(2),
    );
    const reply = (channel.events().find((e) => e.event === 'message.created')!.data as Message).id;

    const { data: stopped } = await stopThreadMessage(thread.id, reply);
    const streamed = channel
      .events()
      .filter((e) => e.event === 'message.delta')
      .map((e) => (e.data as { delta: string }).delta)
      .join('');
    expect(stopped).toMatchObject({
      id: reply,
      status: 'completed',
      content: streamed,
      error: null,
    });
    expect(stopped.stopped_at).not.toBeNull();
    const afterStop = names(channel).length;
    expect(names(channel).slice(-2)).toEqual(['message.stopped', 'thread.updated']);

    // Give the cancelled job the time it would need for several more chunks: nothing comes.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(names(channel)).toHaveLength(afterStop);
    expect((await getThread(thread.id)).messages.data[0]).toEqual(stopped);

    // The thread accepts a new message at once.
    mock.state.options.replyPaceMs = 0;
    await sendThreadMessage(thread.id, { content: 'Shorter, please' });
    // Stopping what has already ended answers it as it is.
    expect((await stopThreadMessage(thread.id, reply)).data).toEqual(stopped);
    channel.close();
  });

  it('refuses a user message (422), a message of another thread (404) and another user (403)', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const { sent } = await exchange(thread.id, 'Hello');
    const refused = await failure(stopThreadMessage(thread.id, sent.id), 422);
    expect(refused.body).toMatchObject({
      errors: { message: ['Only an agent reply can be stopped.'] },
    });
    const other = await newThread();
    await failure(stopThreadMessage(other.id, sent.id), 404);
    await signInAs(MEMBER);
    await failure(stopThreadMessage(thread.id, sent.id), 403);
  });
});

describe('regenerateThreadMessage', () => {
  it('streams a new version of the latest reply, which replaces it in the list and keeps the first reachable', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const { sent, reply } = await exchange(thread.id, 'Summarise the parish plan');
    const channel = listen(mock.state, `private-threads.${thread.id}`);

    const { data: second } = await regenerateThreadMessage(thread.id, reply.id);
    expect(second).toMatchObject({
      role: 'assistant',
      status: 'pending',
      content: '',
      parent_id: sent.id,
      version: 2,
    });
    expect(second.versions.map((v) => [v.id, v.version])).toEqual([
      [reply.id, 1],
      [second.id, 2],
    ]);
    await vi.waitFor(() => expect(replyEnded(channel)).toBe(true));
    const events = names(channel);
    expect(events.slice(0, 2)).toEqual(['thread.updated', 'message.created']);
    expect(events).toContain('message.delta');
    const completed = channel.events().find((e) => e.event === 'message.completed')!
      .data as Message;
    expect(completed).toMatchObject({ id: second.id, status: 'completed', version: 2 });

    const { data: threadNow, messages } = await getThread(thread.id);
    expect(messages.data.map((m) => m.id)).toEqual([second.id, sent.id]);
    expect(messages.data[0]!.versions[0]).toMatchObject({ id: reply.id, content: reply.content });
    expect(threadNow.messages_count).toBe(2);
    channel.close();
  });

  it('refuses an earlier reply (422) and a user message (422), and an earlier version is 404', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const first = await exchange(thread.id, 'One');
    const second = await exchange(thread.id, 'Two');
    const earlier = await failure(regenerateThreadMessage(thread.id, first.reply.id), 422);
    expect(earlier.body).toMatchObject({
      errors: { message: ['Only the latest reply can be regenerated.'] },
    });
    await failure(regenerateThreadMessage(thread.id, second.sent.id), 422);
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    await regenerateThreadMessage(thread.id, second.reply.id);
    await vi.waitFor(() => expect(replyEnded(channel)).toBe(true));
    await failure(regenerateThreadMessage(thread.id, second.reply.id), 404);
    channel.close();
  });
});

describe('updateThreadMessage', () => {
  it('stores the edit as version 2, streams a reply to it, and keeps the earlier text and reply as versions', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const { sent, reply } = await exchange(thread.id, 'Is a 4 metre extension allowed?');
    const channel = listen(mock.state, `private-threads.${thread.id}`);

    const { data: edited } = await updateThreadMessage(thread.id, sent.id, {
      content: '  Is a 3 metre extension allowed?  ',
    });
    expect(edited).toMatchObject({
      role: 'user',
      content: 'Is a 3 metre extension allowed?',
      version: 2,
    });
    expect(edited.versions.map((v) => v.content)).toEqual([
      'Is a 4 metre extension allowed?',
      'Is a 3 metre extension allowed?',
    ]);
    await vi.waitFor(() => expect(replyEnded(channel)).toBe(true));

    const { messages } = await getThread(thread.id);
    const [newReply, newPrompt] = messages.data;
    expect(messages.data).toHaveLength(2);
    expect(newPrompt!.id).toBe(edited.id);
    expect(newReply).toMatchObject({
      role: 'assistant',
      status: 'completed',
      parent_id: edited.id,
      version: 2,
    });
    expect(newReply!.versions.map((v) => [v.id, v.parent_id])).toEqual([
      [reply.id, sent.id],
      [newReply!.id, edited.id],
    ]);
    channel.close();
  });

  it('refuses an empty text, an earlier message and the agent’s reply (422), and another user (403)', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const first = await exchange(thread.id, 'One');
    await exchange(thread.id, 'Two');
    const empty = await failure(
      updateThreadMessage(thread.id, first.sent.id, { content: '   ' }),
      422,
    );
    expect(empty.body).toMatchObject({ errors: { content: ['The content field is required.'] } });
    const earlier = await failure(
      updateThreadMessage(thread.id, first.sent.id, { content: 'Uno' }),
      422,
    );
    expect(earlier.body).toMatchObject({
      errors: { message: ['Only your latest message can be edited.'] },
    });
    await failure(updateThreadMessage(thread.id, first.reply.id, { content: 'Uno' }), 422);
    await signInAs(MEMBER);
    await failure(updateThreadMessage(thread.id, first.sent.id, { content: 'Uno' }), 403);
  });
});

describe('searchMessages', () => {
  it('finds every word inside message text, with thread, agent, snippet ranges, newest first', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    await exchange(thread.id, 'The quarterly VARIANCE on the grounds budget needs explaining');
    const { data, meta } = await searchMessages({ q: 'variance grounds', per_page: 5 });
    expect(meta.total).toBeGreaterThanOrEqual(1);
    const hit = data.find((r) => r.thread_id === thread.id && r.role === 'user')!;
    const { data: current } = await getThread(thread.id);
    expect(hit).toMatchObject({ thread_title: current.title, cursor: null });
    expect(hit.agent.id).toBe(thread.agent_id);
    const marked = hit.highlights.map((h) =>
      hit.snippet.slice(h.offset, h.offset + h.length).toLowerCase(),
    );
    expect(marked).toEqual(['variance', 'grounds']);
    const dates = data.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives the cursor of the long thread page that holds an old message', async () => {
    await signInAs(DEMO);
    const all = (await getThread(LONG_THREAD_ID, { per_page: 100 })).messages;
    let cursor = all.meta.next_cursor;
    let target: Message | undefined;
    // Walk a few pages down, then search for the words of a message there.
    for (let i = 0; i < 5 && cursor; i++) {
      const page = await getThread(LONG_THREAD_ID, { per_page: 100, cursor });
      target = page.messages.data[50];
      cursor = page.messages.meta.next_cursor;
    }
    const words = target!.content
      .split(/\s+/)
      .filter((w) => /^[a-z]{5,}$/i.test(w))
      .slice(0, 6)
      .join(' ');
    let hit: MessageSearchResult | undefined;
    for (let page = 1; !hit; page++) {
      const found = await searchMessages({ q: words, per_page: 100, page });
      hit = found.data.find((r) => r.id === target!.id);
      if (page >= found.meta.last_page) break;
    }
    expect(hit).toBeDefined();
    expect(hit!.cursor).not.toBeNull();
    const page = await getThread(LONG_THREAD_ID, { cursor: hit!.cursor!, per_page: 30 });
    const index = page.messages.data.findIndex((m) => m.id === target!.id);
    expect(index).toBe(10);
    expect(page.messages.meta.prev_cursor).not.toBeNull();
  });

  it('refuses a query shorter than 2 characters (422) and a signed-out caller (401)', async () => {
    await signInAs(DEMO);
    const short = await failure(searchMessages({ q: ' a ' }), 422);
    expect(short.body).toMatchObject({
      errors: { q: ['The q field must be at least 2 characters.'] },
    });
    await signOut();
    await failure(searchMessages({ q: 'variance' }), 401);
  });
});
