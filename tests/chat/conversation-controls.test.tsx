/**
 * Controlling a conversation in the app: Stop (the button, Enter and Escape do the same), regenerate
 * with the version switcher, edit the last message, search inside messages opening the thread at
 * the message, and the shortcut list — against the mock backend and its fake Reverb.
 */
import './dom-shims';
import './cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ChatPage from '@/features/chat/ChatPage';
import { toJson, toMarkdown } from '@/features/chat/conversation/export-thread';
import { formatDate } from '@/lib/constants/dates';
import { connectAsDemo, DEMO_ID, renderChat, signIn, useChatMock } from './helpers';
import { openNewThread } from './open-thread';

const mock = useChatMock();

const log = () => screen.getByRole('log', { name: 'Messages' });
const box = () => screen.getByRole('textbox', { name: 'Message' });

/**
 * A whole reply streamed (one task and one render per chunk) on a busy machine; the prompts are
 * two words, which the mock answers briefly. Waits are on states; this is only their limit.
 */
const REPLY_MS = 10_000;

const replies = () => within(log()).queryAllByRole('article', { name: /replied$/ });

beforeEach(async () => {
  await signIn();
});

describe('stop', () => {
  it('turns Send into Stop while a reply streams; Enter keeps the next question and does not stop; Stop keeps the text so far, and the box sends again', async () => {
    mock.state.options.replyPaceMs = 20;
    const user = userEvent.setup();
    const thread = await openNewThread(mock);
    await user.type(box(), 'Write a long report on the village hall{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop reply' });
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.getByText('The agent is replying… Esc or Stop ends it')).toBeInTheDocument();
    // Some text has streamed before stopping.
    await waitFor(() =>
      expect(mock.state.realtime.activeReply(thread.id)?.content.length ?? 0).toBeGreaterThan(10),
    );
    await user.type(box(), 'next question');
    await user.keyboard('{Enter}');
    // Enter neither stopped the reply nor sent: the text waits, and the hint says why.
    expect(screen.getByText(/^Not sent yet: the agent is still replying/)).toBeInTheDocument();
    expect(mock.state.realtime.activeReply(thread.id)).toBeDefined();
    expect(box()).toHaveValue('next question');
    expect(stop).toBeEnabled();
    await user.click(stop);
    await waitFor(() => expect(within(log()).getByText('Stopped')).toBeInTheDocument());
    const stored = mock.state.db.messages
      .by('thread_id', thread.id)
      .find((m) => m.role === 'assistant')!;
    expect(stored.stopped_at).toEqual(expect.any(String));
    expect(stored.content.length).toBeGreaterThan(10);
    expect(mock.state.realtime.activeReply(thread.id)).toBeUndefined();
    expect(
      mock.state.db.messages.by('thread_id', thread.id).filter((m) => m.role === 'user'),
    ).toHaveLength(1);
    // The waiting text goes with the next Enter.
    expect(box()).toHaveValue('next question');
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
    mock.state.options.replyPaceMs = 0;
  });

  it('Stop pressed while the agent is still typing, before its reply exists, stops that reply as soon as it starts', async () => {
    // The test holds the reply job instead of racing its start delay in real time: the job waits
    // to start (Stop shows, the reply has no id yet) until Stop has been pressed, then, once it has
    // said `message.created`, waits before its first piece until the stop ends it. No step depends
    // on how fast the machine gets from the question to the press.
    let pressed!: () => void;
    const stopPressed = new Promise<void>((resolve) => (pressed = resolve));
    const never = new Promise<void>(() => {});
    const realtime = mock.state.realtime;
    const streamReply = realtime.streamReply;
    let waits = 0;
    realtime.streamReply = (reply) =>
      streamReply({ ...reply, pause: () => (waits++ === 0 ? stopPressed : never) });
    try {
      const user = userEvent.setup();
      const thread = await openNewThread(mock);
      await user.type(box(), 'A long report please{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Stop reply' }));
      // The job is still held at its start: no message.created has gone out, so the reply does not
      // exist yet for the client. (Its row is not counted: the mock stores the pending reply with
      // the question, and on a loaded machine a refetch of the thread may show it before the press.)
      expect(waits).toBe(1);
      pressed();
      await waitFor(() => expect(within(log()).getByText('Stopped')).toBeInTheDocument());
      const stored = mock.state.db.messages
        .by('thread_id', thread.id)
        .find((m) => m.role === 'assistant')!;
      expect(stored.stopped_at).toEqual(expect.any(String));
      expect(stored.content).toBe('');
      expect(mock.state.realtime.activeReply(thread.id)).toBeUndefined();
      expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    } finally {
      realtime.streamReply = streamReply;
    }
  });

  it('Escape stops the reply', async () => {
    mock.state.options.replyPaceMs = 20;
    const user = userEvent.setup();
    const thread = await openNewThread(mock);
    await user.type(box(), 'Another long answer please{Enter}');
    await screen.findByRole('button', { name: 'Stop reply' });
    await waitFor(() =>
      expect(mock.state.realtime.activeReply(thread.id)?.content.length ?? 0).toBeGreaterThan(0),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(log()).getByText('Stopped')).toBeInTheDocument());
    mock.state.options.replyPaceMs = 0;
  });
});

describe('regenerate and edit', () => {
  it('regenerates the last reply and switches between its versions (‹ 2 / 2 ›)', async () => {
    const user = userEvent.setup();
    await openNewThread(mock, {
      prompt: 'Parish plan?',
      reply: 'The first answer about the parish plan.',
    });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument(),
      { timeout: REPLY_MS },
    );
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const versions = await screen.findByRole('group', { name: 'Versions of this reply' });
    await waitFor(() => expect(within(versions).getByText('Version 2 of 2')).toBeInTheDocument(), {
      timeout: REPLY_MS,
    });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument(),
      { timeout: REPLY_MS },
    );
    expect(replies()).toHaveLength(1);
    await user.click(within(versions).getByRole('button', { name: 'Previous version' }));
    expect(within(versions).getByText('Version 1 of 2')).toBeInTheDocument();
    expect(within(versions).getByRole('button', { name: 'Previous version' })).toBeDisabled();
    expect(replies()[0]).toHaveTextContent('The first answer about the parish plan.');
    await user.click(within(versions).getByRole('button', { name: 'Next version' }));
    expect(replies()[0]).not.toHaveTextContent('The first answer about the parish plan.');
  });

  it('edits the last message: the edit is sent, a new reply streams, the earlier question stays reachable with the reply it got', async () => {
    const user = userEvent.setup();
    const thread = await openNewThread(mock, {
      prompt: 'Extension allowed?',
      reply: 'It depends on the size.',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument(), {
      timeout: REPLY_MS,
    });
    // ↑ in the empty box opens the editor of the last own message.
    await user.click(box());
    await user.keyboard('{ArrowUp}');
    const editor = await screen.findByRole('textbox', { name: 'Edited message' });
    await user.clear(editor);
    await user.type(editor, 'Porch allowed?{Enter}');
    const own = await within(log()).findByRole('article', { name: 'Your message' });
    await waitFor(() => expect(own).toHaveTextContent('Porch allowed?'));
    const versions = within(own).getByRole('group', { name: 'Versions of this message' });
    expect(within(versions).getByText('Version 2 of 2')).toBeInTheDocument();
    // The new reply answers the edited question; the earlier reply belongs to the earlier question.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument(),
      { timeout: REPLY_MS },
    );
    const current = mock.state.db.messages.by('thread_id', thread.id).filter((m) => !m.superseded);
    expect(current.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(replies()[0]).not.toHaveTextContent('It depends on the size.');
    expect(screen.queryByRole('group', { name: 'Versions of this reply' })).toBeNull();
    await user.click(within(versions).getByRole('button', { name: 'Previous version' }));
    expect(own).toHaveTextContent('Extension allowed?');
    expect(replies()[0]).toHaveTextContent('It depends on the size.');
    // An earlier exchange is read, not continued: no Regenerate or Edit on it.
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(versions).getByRole('button', { name: 'Next version' }));
    expect(own).toHaveTextContent('Porch allowed?');
    expect(replies()[0]).not.toHaveTextContent('It depends on the size.');
  });
});

describe('search inside messages', () => {
  it('lists matches with thread, agent, date and marked snippet; a result opens the long thread at its message', async () => {
    const user = userEvent.setup();
    connectAsDemo();
    renderChat(<ChatPage />, '/chat');
    // An old message of the 10,000-message thread (far from its newest page).
    const long = mock.state.db.threads
      .by('user_id', DEMO_ID)
      .sort((a, b) => b.messages_count - a.messages_count)[0]!;
    const target = mock.state.db.messages.by('thread_id', long.id)[2_000]!;
    const unique = 'zanzibarquokka';
    mock.state.db.messages.update(target.id, { content: `${target.content} ${unique}` });
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and messages' }), unique);
    const hits = await screen.findByRole('list', { name: 'Messages that match' });
    // Typing paused mid-word on a loaded machine lets the search of a prefix ("zanz") land first:
    // wait for the results of the whole word, which mark all of it.
    const mark = await within(hits).findByText(unique, { selector: 'mark' });
    const hit = mark.closest('a')!;
    expect(hit).toHaveAccessibleName(new RegExp(long.title.slice(0, 12)));
    expect(hit).toHaveTextContent(long.title);
    expect(hit.getAttribute('href')).toMatch(
      new RegExp(`^/chat/${long.id}\\?message=${target.id}&cursor=`),
    );
    await user.click(hit);
    const found = await within(await screen.findByRole('log')).findByText(new RegExp(unique));
    expect(found.closest('article')).toHaveClass('is-highlighted');
  });
});

describe('shortcuts and export', () => {
  it('? outside a text field and Ctrl+/ open the list of shortcuts', async () => {
    const user = userEvent.setup();
    connectAsDemo();
    renderChat(<ChatPage />, '/chat');
    await screen.findByRole('textbox', { name: 'Message' });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of [
      'New chat',
      'Focus the message box',
      'Search chats and messages',
      'Stop the reply being written',
      'Regenerate the last reply',
      'Next / previous chat',
    ])
      expect(within(dialog).getByRole('rowheader', { name: action })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(box());
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box()).toHaveValue('?');
    await user.keyboard('{Control>}/{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('exports every message with its author, agent and a readable time (no ISO milliseconds or Z) as Markdown, the API times as JSON', () => {
    const thread = {
      id: 4,
      title: 'Budget',
      agent: { id: 9, name: 'Budget Analyst' },
      created_at: '2026-11-01T09:00:00.000Z',
    } as Parameters<typeof toMarkdown>[0]['thread'];
    const base = {
      thread_id: 4,
      files: [],
      error: null,
      parent_id: null,
      version: 1,
      versions: [],
      updated_at: '2026-11-01T09:00:00.000Z',
    };
    const messages = [
      {
        ...base,
        id: 1,
        role: 'user' as const,
        content: 'Explain the variance',
        status: 'completed' as const,
        stopped_at: null,
        created_at: '2026-11-01T09:00:00.000Z',
      },
      {
        ...base,
        id: 2,
        role: 'assistant' as const,
        content: 'The **variance** is',
        status: 'completed' as const,
        stopped_at: '2026-11-01T09:00:05.000Z',
        created_at: '2026-11-01T09:00:01.000Z',
      },
    ];
    const md = toMarkdown({ thread, messages });
    const day = formatDate(new Date('2026-11-01T09:00:00.000Z'));
    expect(md.startsWith('# Budget\n')).toBe(true);
    expect(md).toMatch(
      new RegExp(`^## You · ${day} at \\d{1,2}:00( [AP]M)?\n\nExplain the variance$`, 'm'),
    );
    expect(md).toMatch(
      new RegExp(
        `^## Budget Analyst · ${day} at \\d{1,2}:00( [AP]M)? \\(stopped\\)\n\nThe \\*\\*variance\\*\\* is$`,
        'm',
      ),
    );
    // No machine timestamps anywhere in the Markdown.
    expect(md).not.toMatch(/\d{4}-\d\d-\d\dT|\.\d{3}Z|\d\dZ\b/);
    const json = JSON.parse(toJson({ thread, messages })) as {
      messages: { author: string; agent: { name: string } | null; created_at: string }[];
    };
    expect(json.messages.map((m) => [m.author, m.agent?.name ?? null, m.created_at])).toEqual([
      ['user', null, '2026-11-01T09:00:00.000Z'],
      ['agent', 'Budget Analyst', '2026-11-01T09:00:01.000Z'],
    ]);
  });

  it('exports an automatic title in full, not cut with "..."', () => {
    const first =
      'Can you explain the steps to validate a householder planning application in the conservation area?';
    const thread = {
      id: 5,
      title: 'Can you explain the steps to validate a householder...',
      agent: { id: 9, name: 'Planning Officer Assistant' },
      created_at: '2026-11-01T09:00:00.000Z',
    } as Parameters<typeof toMarkdown>[0]['thread'];
    const base = {
      thread_id: 5,
      files: [],
      error: null,
      parent_id: null,
      version: 1,
      versions: [],
      updated_at: '2026-11-01T09:00:00.000Z',
      stopped_at: null,
      status: 'completed' as const,
    };
    const messages = [
      {
        ...base,
        id: 1,
        role: 'user' as const,
        content: `**${first}**\n\nThanks`,
        created_at: '2026-11-01T09:00:00.000Z',
      },
    ];
    expect(toMarkdown({ thread, messages }).split('\n')[0]).toBe(`# ${first}`);
    expect(
      (JSON.parse(toJson({ thread, messages })) as { thread: { title: string } }).thread.title,
    ).toBe(first);
    // A title the user set, or one that does not come from the first message, stays as it is.
    const custom = { ...thread, title: 'Conservation area...' };
    expect(toMarkdown({ thread: custom, messages }).split('\n')[0]).toBe('# Conservation area...');
  });
});
