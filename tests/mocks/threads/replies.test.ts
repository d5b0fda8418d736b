/**
 * sendThreadMessage: the stored user message, then the agent's reply streamed through the fake
 * broadcaster on `private-threads.{thread}` and stored once complete.
 */
import type { Message, MessageDeltaEvent, Thread } from '@/generated/model';
import { listProfileAgents, removeProfileAgent } from '@/generated/api/profile/profile';
import {
  createThread,
  deleteThread,
  getThread,
  sendThreadMessage,
  updateThread,
  uploadThreadFiles,
} from '@/generated/api/threads/threads';
import { describe, expect, it, vi } from 'vitest';
import { councilsProvidingAgent } from '@mocks/db/agent-access';
import { LONG_THREAD_ID, USERS } from '@mocks/db/seed-ids';
import { listen, replyEnded, type ChannelListener } from '../chat-realtime';
import { failure, signInAs, useMockServer } from '../helpers';

const mock = useMockServer();

const DEMO = 'demo@example.com';
const MEMBER = 'member@example.com';

async function newThread(source: 'free' | 'council' = 'free'): Promise<Thread> {
  const agent = (await listProfileAgents()).data.find((e) => e.source === source)!;
  return (await createThread({ agent_id: agent.id })).data;
}

/** Waits until the channel has seen the reply end and the thread update that follows it. */
async function replyOn(channel: ChannelListener) {
  await vi.waitFor(() => expect(replyEnded(channel)).toBe(true));
  return channel.events();
}

describe('sendThreadMessage', () => {
  it('stores the message, streams the reply (created, deltas in order, completed) and stores it', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const channel = listen(mock.state, `private-threads.${thread.id}`);

    const { data: sent } = await sendThreadMessage(thread.id, {
      content: '  Compare the options for a new bus shelter  ',
    });
    expect(sent).toMatchObject({
      thread_id: thread.id,
      role: 'user',
      content: 'Compare the options for a new bus shelter',
      status: 'completed',
      error: null,
      files: [],
    });

    const events = await replyOn(channel);
    const names = events.map((e) => e.event);
    const created = events[1]!.data as Message;
    const deltas = events
      .filter((e) => e.event === 'message.delta')
      .map((e) => e.data as MessageDeltaEvent);
    const completed = events.find((e) => e.event === 'message.completed')!.data as Message;
    expect(names).toEqual([
      'thread.updated',
      'message.created',
      ...deltas.map(() => 'message.delta'),
      'message.completed',
      'thread.updated',
    ]);
    // The first is the send's own change of the counters, before the reply starts.
    expect(events[0]!.data).toMatchObject({ id: thread.id, messages_count: 2 });
    expect(created).toMatchObject({
      thread_id: thread.id,
      role: 'assistant',
      status: 'streaming',
      content: '',
      files: [],
    });
    expect(created.id).toBeGreaterThan(sent.id);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.index)).toEqual(deltas.map((_, i) => i));
    expect(deltas.every((d) => d.thread_id === thread.id && d.message_id === created.id)).toBe(
      true,
    );
    expect(completed).toMatchObject({
      id: created.id,
      status: 'completed',
      error: null,
      content: deltas.map((d) => d.delta).join(''),
    });
    expect(completed.content.length).toBeGreaterThan(20);

    const updated = events.at(-1)!.data as Thread;
    expect(updated).toMatchObject({
      id: thread.id,
      title: 'Compare the options for a new bus shelter',
      messages_count: 2,
      last_message_at: sent.created_at,
    });

    const { data, messages } = await getThread(thread.id);
    expect(data).toMatchObject({
      title: 'Compare the options for a new bus shelter',
      messages_count: 2,
    });
    expect(messages.data.map((m) => m.id)).toEqual([created.id, sent.id]);
    expect(messages.data[0]).toEqual(completed);
    channel.close();
  });

  it('keeps a title the user set, and shows a reply still streaming in getThread', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    await updateThread(thread.id, { title: 'My title' });
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    mock.state.options.replyPaceMs = 5;
    try {
      await sendThreadMessage(thread.id, { content: 'Write a checklist for the annual audit' });
      const during = await getThread(thread.id);
      expect(during.messages.data[0]).toMatchObject({ role: 'assistant', content: '' });
      expect(['pending', 'streaming']).toContain(during.messages.data[0]!.status);
      await vi.waitFor(() =>
        expect(channel.events().filter((e) => e.event === 'message.delta').length).toBeGreaterThan(
          2,
        ),
      );
      const streaming = (await getThread(thread.id)).messages.data[0]!;
      expect(streaming.status).toBe('streaming');
      expect(streaming.content.length).toBeGreaterThan(0);
      await replyOn(channel);
    } finally {
      mock.state.options.replyPaceMs = 0;
    }
    expect((await getThread(thread.id)).data.title).toBe('My title');
    channel.close();
  });

  it('attaches uploaded files, each only once', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const { data: files } = await uploadThreadFiles(thread.id, {
      'files[]': [
        new File(['a,b'], 'figures.csv', { type: 'text/csv' }),
        new File(['# Notes'], 'notes.md', { type: 'text/markdown' }),
      ],
    });
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    const { data: sent } = await sendThreadMessage(thread.id, {
      content: 'Summarise these',
      file_ids: files.map((f) => f.id),
    });
    expect(sent.files.map((f) => [f.id, f.name, f.message_id])).toEqual(
      files.map((f) => [f.id, f.name, sent.id]),
    );
    await replyOn(channel);
    const reused = await failure(
      sendThreadMessage(thread.id, { content: 'Again', file_ids: [files[1]!.id, 999_999] }),
      422,
    );
    expect(reused.errors).toEqual({
      'file_ids.0': ['The selected file_ids.0 is invalid.'],
      'file_ids.1': ['The selected file_ids.1 is invalid.'],
    });
    const otherThread = mock.state.db.threadFiles
      .all()
      .find((f) => f.thread_id !== thread.id && f.message_id === null)!;
    expect(
      (
        await failure(
          sendThreadMessage(thread.id, { content: 'x', file_ids: [otherThread.id] }),
          422,
        )
      ).errors,
    ).toEqual({
      'file_ids.0': ['The selected file_ids.0 is invalid.'],
    });
    channel.close();
  });

  it('answers 422 while the previous reply is still under way, and for blank content', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    await sendThreadMessage(thread.id, { content: 'First question' });
    const busy = await failure(sendThreadMessage(thread.id, { content: 'Second question' }), 422);
    expect(busy.body).toEqual({
      message: 'Wait for the agent to finish replying.',
      errors: { content: ['Wait for the agent to finish replying.'] },
    });
    await replyOn(channel);
    expect((await failure(sendThreadMessage(thread.id, { content: ' \n ' }), 422)).errors).toEqual({
      content: ['The content field is required.'],
    });
    expect((await sendThreadMessage(thread.id, { content: 'Second question' })).data.content).toBe(
      'Second question',
    );
    channel.close();
  });

  it('finishes a reply left unfinished by a reload before answering', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    await sendThreadMessage(thread.id, { content: 'What are the steps to close a footpath?' });
    // The page that ran the reply job went away: no stream is left, the stored reply stays pending.
    mock.state.realtime.cancelReplies(thread.id);
    const { messages } = await getThread(thread.id);
    expect(messages.data[0]).toMatchObject({ role: 'assistant', status: 'completed' });
    expect(messages.data[0]!.content.length).toBeGreaterThan(0);
  });

  it('cancels the reply of a deleted thread', async () => {
    await signInAs(DEMO);
    const thread = await newThread();
    const channel = listen(mock.state, `private-threads.${thread.id}`);
    await sendThreadMessage(thread.id, { content: 'Draft a long report' });
    await deleteThread(thread.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(channel.events().map((e) => e.event)).not.toContain('message.completed');
    expect(mock.state.realtime.activeReply(thread.id)).toBeUndefined();
    channel.close();
  });

  it("answers 403 for another user's thread or an agent the owner no longer has, 404 for an unknown thread", async () => {
    await signInAs(MEMBER);
    await failure(sendThreadMessage(LONG_THREAD_ID, { content: 'Hello' }), 403);
    await failure(sendThreadMessage(999_999, { content: 'Hello' }), 404);
    await signInAs(DEMO);
    // An agent demo added for free and no council of theirs provides.
    const own = (await listProfileAgents()).data.find(
      (e) =>
        e.source === 'free' && councilsProvidingAgent(mock.state.db, USERS.demo, e.id).length === 0,
    )!;
    const { data: thread } = await createThread({ agent_id: own.id });
    await removeProfileAgent(own.id);
    await failure(sendThreadMessage(thread.id, { content: 'Hello' }), 403);
  });
});
