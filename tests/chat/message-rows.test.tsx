import './dom-shims';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageRow } from '@/features/chat/conversation/MessageRow';
import { dayLabel, messageTime } from '@/features/chat/conversation/message-time';
import { buildRows, replyInProgress, type ChatRow } from '@/features/chat/conversation/rows';
import type { Message } from '@/generated/model';

afterEach(cleanup);

let nextId = 1;
function message(
  createdAt: Date,
  role: Message['role'] = 'user',
  content = `message ${nextId}`,
): Message {
  const iso = createdAt.toISOString();
  return {
    id: nextId++,
    thread_id: 1,
    role,
    content,
    status: 'completed',
    error: null,
    files: [],
    parent_id: null,
    version: 1,
    versions: [],
    stopped_at: null,
    created_at: iso,
    updated_at: iso,
  };
}

const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 15);
const NOW = at(23, 12);

describe('date separators', () => {
  it('puts one separator before the first message of each local day, with Today and Yesterday', () => {
    const rows = buildRows(
      [
        message(at(20, 9)),
        message(at(20, 17)),
        message(at(22, 8)),
        message(at(23, 7)),
        message(at(23, 9)),
      ],
      {},
      [],
      NOW,
    );
    const kinds = rows.map((row) => (row.kind === 'day' ? `[${row.label}]` : row.kind));
    expect(kinds).toEqual([
      `[${dayLabel('2026-11-20', NOW)}]`,
      'message',
      'message',
      '[Yesterday]',
      'message',
      '[Today]',
      'message',
      'message',
    ]);
    expect(dayLabel('2026-11-20', NOW)).toMatch(/Friday/);
    expect(dayLabel('2025-11-20', NOW)).toMatch(/2025/);
  });

  it('keys a separator by its day, so loading older messages above moves it without re-creating it', () => {
    const newer = buildRows([message(at(22, 10)), message(at(22, 11))], {}, [], NOW);
    const withOlder = buildRows(
      [message(at(22, 8)), message(at(22, 9)), message(at(22, 10)), message(at(22, 11))],
      {},
      [],
      NOW,
    );
    expect(newer[0]).toMatchObject({ kind: 'day', key: 'day-2026-11-22' });
    expect(withOlder.filter((row) => row.kind === 'day').map((row) => row.key)).toEqual([
      'day-2026-11-22',
    ]);
  });

  it('starts Today above a message still on its way when the last stored one is older', () => {
    const rows = buildRows(
      [message(at(22, 10))],
      {},
      [
        {
          localId: 'local-1',
          threadId: 1,
          content: 'hi',
          files: [],
          status: 'sending',
          error: null,
          createdAt: NOW.toISOString(),
        },
      ],
      NOW,
    );
    expect(rows.map((row) => row.kind)).toEqual(['day', 'message', 'day', 'outgoing']);
  });
});

describe('the reply in progress', () => {
  const row = (role: Message['role'], status: Message['status']): ChatRow => {
    const m = message(at(22, 10), role);
    return {
      kind: 'message',
      key: `m-${m.id}`,
      id: m.id,
      role,
      content: m.content,
      status,
      error: null,
      files: [],
      createdAt: m.created_at,
      versions: [],
      version: 1,
      parentId: null,
      stopped: false,
    };
  };
  const idOf = (r: ChatRow) => (r.kind === 'message' ? r.id : NaN);

  it('is the id of the last reply while it is queued or streaming', () => {
    const pending = row('assistant', 'pending');
    const streaming = row('assistant', 'streaming');
    expect(replyInProgress([row('user', 'completed'), pending])).toBe(idOf(pending));
    expect(replyInProgress([row('user', 'completed'), streaming])).toBe(idOf(streaming));
  });

  it("is 'typing' while the question is stored and its reply has no id yet", () => {
    expect(
      replyInProgress([
        row('assistant', 'completed'),
        row('user', 'completed'),
        { kind: 'typing', key: 'typing-1' },
      ]),
    ).toBe('typing');
  });

  it('is null once the last reply has ended, whatever an older one did', () => {
    expect(
      replyInProgress([
        row('assistant', 'streaming'),
        row('user', 'completed'),
        row('assistant', 'completed'),
      ]),
    ).toBeNull();
    expect(replyInProgress([row('user', 'completed'), row('assistant', 'failed')])).toBeNull();
    expect(replyInProgress([])).toBeNull();
  });
});

describe('a message', () => {
  function renderRow(row: ChatRow) {
    return render(
      <MessageRow
        row={row}
        agentName="Budget Analyst"
        onRetry={() => undefined}
        onDiscard={() => undefined}
      />,
    );
  }
  const reply = (content: string): ChatRow => {
    const m = message(at(21, 8), 'assistant', content);
    return {
      kind: 'message',
      key: `m-${m.id}`,
      id: m.id,
      role: 'assistant',
      content,
      status: 'completed',
      error: null,
      files: [],
      createdAt: m.created_at,
      versions: [],
      version: 1,
      parentId: null,
      stopped: false,
    };
  };

  it('has its full date and time on hover and focus, and for screen readers', () => {
    const row = reply('Hello');
    renderRow(row);
    const { full, short } = messageTime(row.kind === 'message' ? row.createdAt : '');
    const time = screen.getByText(short).closest('time')!;
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).toHaveAttribute('data-full', full);
    expect(time).toHaveTextContent(full);
    expect(full).toMatch(/2026/);
  });

  it('copies the whole message, not only its code blocks', async () => {
    const source = 'Two steps:\n\n1. **Ask** first\n\n```js\nrun()\n```';
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRow(reply(source));
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(writeText).toHaveBeenCalledWith(source);
    expect(await screen.findByRole('status')).toHaveTextContent('Message copied');
    expect(screen.getByRole('button', { name: 'Copied message' })).toBeInTheDocument();
  });

  it('says when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderRow(reply('Hello'));
    await act(async () => screen.getByRole('button', { name: 'Copy message' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('The message could not be copied');
  });

  it('renders a date separator as a separator named by its day, never a heading', () => {
    renderRow({ kind: 'day', key: 'day-2026-11-22', day: '2026-11-22', label: 'Yesterday' });
    const separator = screen.getByRole('separator', { name: 'Yesterday' });
    expect(separator.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
