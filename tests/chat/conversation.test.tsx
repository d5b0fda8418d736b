/**
 * The conversation against the project's mock backend (msw setupServer) and its fake Reverb: the
 * app's own Echo client subscribes to `private-threads.{id}` exactly as in the browser.
 */
import './dom-shims';
import './cleanup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPage from '@/features/chat/ChatPage';
import { PusherChannelName, RealtimeEvent } from '@/lib/realtime/events';
import { connectRealtime } from '@/lib/realtime/session';
import { REVERB_APP_KEY } from '@mocks/realtime-wiring';
import { USERS } from '@mocks/db/seed-ids';
import { connectAsDemo, DEMO_ID, renderChat, signIn, useChatMock } from './helpers';

const mock = useChatMock();

/** The n-th short thread of the demo user (not the 10,000-message one), and its newest message. */
function smallThread(n = 0) {
  const thread = mock.state.db.threads
    .by('user_id', DEMO_ID)
    .filter((t) => t.messages_count > 1 && t.messages_count < 20)
    .sort((a, b) => b.id - a.id)[n]!;
  const messages = mock.state.db.messages
    .by('thread_id', thread.id)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  return { thread, newest: messages[0]! };
}

const log = () => screen.getByRole('log', { name: 'Messages' });

/** A small thread open, with the app subscribed to its channel on the fake Reverb. */
async function openSubscribed(n: number) {
  connectAsDemo();
  const { thread, newest } = smallThread(n);
  renderChat(<ChatPage />, `/chat/${thread.id}`);
  await screen.findByRole('log');
  const channel = PusherChannelName.thread(thread.id);
  const subscribers = () =>
    mock.state.realtime.broadcaster.channel(channel)?.subscribers.length ?? 0;
  await waitFor(() => expect(subscribers()).toBeGreaterThan(0));
  /** Drops every connection (4100: pusher-js comes back after a second), and waits until it is gone. */
  const dropConnection = async () => {
    expect(mock.state.realtime.broadcaster.faults.dropAll()).toBeGreaterThan(0);
    await waitFor(() => expect(subscribers()).toBe(0));
  };
  return { thread, newest, channel, dropConnection };
}

/** As openSubscribed, with an agent reply just started (message.created sent, no chunk yet). */
async function openWithLiveReply(n: number) {
  const opened = await openSubscribed(n);
  // Just older than the newest message: the mock's "settle a reply nobody streams" leaves it alone.
  const now = new Date(Date.parse(opened.newest.created_at) - 1).toISOString();
  const reply = await mock.state.db.messages.create({
    thread_id: opened.thread.id,
    role: 'assistant',
    content: '',
    status: 'streaming',
    error: null,
    created_at: now,
    updated_at: now,
  });
  mock.state.realtime.publish(opened.channel, RealtimeEvent.messageCreated, {
    ...reply,
    files: [],
    parent_id: null,
    version: 1,
    versions: [],
    stopped_at: null,
  });
  return { ...opened, reply };
}

beforeEach(async () => {
  await signIn();
});

describe('conversation', () => {
  it('a thread the user may not read: says so, and never asks for its channel (no refused authorization, nothing logged)', async () => {
    const errors = vi.spyOn(console, 'error');
    const auths: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/broadcasting/auth') auths.push(request.url);
    };
    mock.server.events.on('request:start', onRequest);
    await signIn('member@example.com');
    connectRealtime(
      { id: USERS.member },
      {
        config: {
          key: REVERB_APP_KEY,
          host: '127.0.0.1',
          port: 4010,
          scheme: 'http',
          forceTLS: false,
          authEndpoint: '/broadcasting/auth',
        },
      },
    );
    const { thread } = smallThread();
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeInTheDocument();
    // The user's own channel is the only one the connection may ask for; the thread's never.
    await waitFor(() =>
      expect(mock.state.realtime.broadcaster.connections.length).toBeGreaterThan(0),
    );
    expect(
      mock.state.realtime.broadcaster.channel(PusherChannelName.thread(thread.id)),
    ).toBeUndefined();
    expect(auths).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    mock.server.events.removeListener('request:start', onRequest);
  });

  it('opens a thread with its title, agent and newest messages, in a live log', async () => {
    const { thread, newest } = smallThread();
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: thread.title }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(log()).toHaveTextContent(
        newest.content
          .replace(/[#*`>|-]/g, '')
          .trim()
          .slice(0, 20),
      ),
    );
    expect(log()).toHaveAttribute('aria-live', 'polite');
  });

  it('with no live connection (Reverb down) the reply to a sent message still shows: the watchdog fetches it', async () => {
    // No connectAsDemo(): no Echo, no events.
    const { thread } = smallThread(2);
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('heading', { level: 1, name: thread.title });
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Anyone there without Reverb?{Enter}',
    );
    await waitFor(() =>
      expect(within(log()).getByText('Anyone there without Reverb?')).toBeInTheDocument(),
    );
    await waitFor(() => {
      const reply = mock.state.db.messages
        .by('thread_id', thread.id)
        .filter((m) => m.role === 'assistant' && m.status === 'completed')
        .sort((a, b) => b.id - a.id)[0]!;
      expect(log()).toHaveTextContent(
        reply.content
          .split('\n')[0]!
          .replace(/[#*`>|]/g, '')
          .trim()
          .slice(0, 24),
      );
      expect(within(log()).queryByRole('status', { name: /is typing/ })).toBeNull();
    });
  });

  it('shows my message at once, then streams the reply in and completes it', async () => {
    connectAsDemo();
    const { thread } = smallThread(1);
    mock.state.faults.set({ latency: 150 });
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('heading', { level: 1, name: thread.title });
    await screen.findByRole('log');
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Give me a checklist for the budget consultation{Enter}',
    );
    // Before the server answers: shown, marked as sending.
    expect(
      within(log()).getByText('Give me a checklist for the budget consultation'),
    ).toBeInTheDocument();
    expect(within(log()).getByText('Sending…')).toBeInTheDocument();
    mock.state.faults.set({ latency: 0 });
    // The reply streams over the fake Reverb and completes with the stored text.
    await waitFor(() => {
      const reply = mock.state.db.messages
        .by('thread_id', thread.id)
        .find(
          (m) =>
            m.role === 'assistant' &&
            m.status === 'completed' &&
            m.created_at > new Date(Date.now() - 60_000).toISOString(),
        );
      expect(reply).toBeDefined();
      expect(log()).toHaveTextContent(
        reply!.content
          .split('\n')[0]!
          .replace(/[#*`>|]/g, '')
          .trim()
          .slice(0, 24),
      );
    });
    await waitFor(() => expect(log().querySelector('.is-streaming')).toBeNull());
    expect(screen.queryByText('Sending…')).toBeNull();
  });

  it('marks a failed send, leaves its text once (in the failed message, not also in the composer), and retries', async () => {
    const { thread } = smallThread(2);
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('log');
    mock.state.faults.force('sendThreadMessage', { status: 500, times: 1 });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'This one fails first{Enter}');
    const alert = await within(log()).findByRole('alert');
    expect(alert).toHaveTextContent('Not sent: Server Error');
    // The text is kept once, in the failed message: the composer stays empty, inviting no duplicate.
    expect(within(log()).getAllByText('This one fails first')).toHaveLength(1);
    expect(box).toHaveValue('');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByRole('alert')).toBeNull());
    expect(box).toHaveValue('');
    expect(
      mock.state.db.messages
        .by('thread_id', thread.id)
        .filter((m) => m.content === 'This one fails first'),
    ).toHaveLength(1);
  });

  it('typing the failed text again and pressing Enter retries instead of sending twice', async () => {
    const { thread } = smallThread(3);
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('log');
    mock.state.faults.force('sendThreadMessage', { status: 503, times: 1 });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Second attempt{Enter}');
    await within(log()).findByRole('alert');
    expect(box).toHaveValue('');
    await user.type(box, 'Second attempt{Enter}');
    await waitFor(() => expect(within(log()).queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(
        mock.state.db.messages
          .by('thread_id', thread.id)
          .filter((m) => m.content === 'Second attempt'),
      ).toHaveLength(1),
    );
    expect(within(log()).getAllByText('Second attempt')).toHaveLength(1);
  });

  it('uploads attached files with progress, sends them with the message, and explains a rejected file', async () => {
    const { thread } = smallThread(4);
    renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('log');
    const user = userEvent.setup();
    await user.upload(
      screen.getByTestId('file-input'),
      new File(['minutes'], 'minutes.txt', { type: 'text/plain' }),
    );
    const attachments = screen.getByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(attachments).queryByRole('progressbar')).toBeNull());
    expect(within(attachments).getByText('minutes.txt')).toBeInTheDocument();

    mock.state.faults.force('uploadThreadFiles', {
      status: 422,
      message: 'The files.0 field must not be greater than 20480 kilobytes.',
    });
    await user.upload(
      screen.getByTestId('file-input'),
      new File(['x'], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await within(attachments).findByRole('alert')).toHaveTextContent(
      'The file must not be greater than 20480 kilobytes.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove big.pdf' }));

    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Here are the minutes{Enter}',
    );
    await waitFor(() => {
      const sent = mock.state.db.messages
        .by('thread_id', thread.id)
        .find((m) => m.content === 'Here are the minutes');
      expect(sent).toBeDefined();
      expect(mock.state.db.threadFiles.by('message_id', sent!.id).map((f) => f.name)).toEqual([
        'minutes.txt',
      ]);
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull());
    expect(await within(log()).findByText('minutes.txt')).toBeInTheDocument();
  });

  it('a reply that arrived while I was on another thread shows when I come back', async () => {
    const { thread } = smallThread(5);
    const other = mock.state.db.threads
      .by('user_id', DEMO_ID)
      .find((t) => t.id !== thread.id && t.messages_count > 0 && t.messages_count < 50)!;
    const { router } = renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('log');
    await act(() => router.navigate(`/chat/${other.id}`));
    await screen.findByRole('heading', { level: 1, name: other.title });
    // Meanwhile the agent answered in the first thread.
    const now = new Date().toISOString();
    await mock.state.db.messages.create({
      thread_id: thread.id,
      role: 'assistant',
      content: 'A late answer that arrived while you were away.',
      status: 'completed',
      error: null,
      created_at: now,
      updated_at: now,
    });
    await act(() => router.navigate(`/chat/${thread.id}`));
    expect(
      await within(log()).findByText('A late answer that arrived while you were away.'),
    ).toBeInTheDocument();
  });

  it('refetches the thread when a streamed reply misses a chunk, and fills the hole', async () => {
    const { thread, reply, channel } = await openWithLiveReply(6);
    // Chunk 1 is lost on the way.
    const chunk = (index: number, delta: string, stored: string) => {
      mock.state.realtime.publish(channel, RealtimeEvent.messageDelta, {
        thread_id: thread.id,
        message_id: reply.id,
        index,
        delta,
      });
      mock.state.db.messages.update(reply.id, { content: stored });
    };
    chunk(0, 'Chunks ', 'Chunks that went missing ');
    chunk(2, 'are filled ', 'Chunks that went missing are filled ');
    chunk(3, 'from the server.', 'Chunks that went missing are filled from the server.');
    await waitFor(() =>
      expect(log()).toHaveTextContent('Chunks that went missing are filled from the server.'),
    );
    expect(log().querySelector('.is-streaming')).not.toBeNull();
  });

  it('refetches the thread after the connection comes back, showing what was streamed while it was down', async () => {
    const { thread, reply, channel, dropConnection } = await openWithLiveReply(7);
    mock.state.realtime.publish(channel, RealtimeEvent.messageDelta, {
      thread_id: thread.id,
      message_id: reply.id,
      index: 0,
      delta: 'Before the drop, ',
    });
    mock.state.db.messages.update(reply.id, { content: 'Before the drop, ' });
    await waitFor(() => expect(log()).toHaveTextContent('Before the drop,'));
    // The reply ends while the client is away, and its last events reach nobody.
    await dropConnection();
    mock.state.db.messages.update(reply.id, {
      content: 'Before the drop, and after it: nothing lost.',
      status: 'completed',
    });
    expect(log()).not.toHaveTextContent('nothing lost');
    await waitFor(() =>
      expect(log()).toHaveTextContent('Before the drop, and after it: nothing lost.'),
    );
    await waitFor(() => expect(log().querySelector('.is-streaming')).toBeNull());
  });

  it('after a reconnect, refetches even with no reply under way: a message sent meanwhile shows', async () => {
    const { thread, dropConnection } = await openSubscribed(8);
    await dropConnection();
    // Written while nobody listened (from another device, say): no event will ever tell of it.
    const now = new Date().toISOString();
    await mock.state.db.messages.create({
      thread_id: thread.id,
      role: 'assistant',
      content: 'Sent while you were offline.',
      status: 'completed',
      error: null,
      created_at: now,
      updated_at: now,
    });
    await waitFor(() => expect(log()).toHaveTextContent('Sent while you were offline.'));
  });
});
