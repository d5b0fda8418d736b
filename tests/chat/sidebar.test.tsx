/** The chat sidebar against the project's mock backend: lists, search, folders, moves, deletes with undo. */
import './dom-shims';
import './cleanup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ChatPage from '@/features/chat/ChatPage';
import { ChatSidebar } from '@/features/chat/sidebar/ChatSidebar';
import { THREAD_DRAG_TYPE } from '@/features/chat/constants';
import { resetDraftsForTests } from '@/features/chat/state/drafts';
import { commitPendingDeletes } from '@/features/chat/state/pending-deletes';
import { DEMO_ID, renderChat, signIn, useChatMock } from './helpers';

const mock = useChatMock();

const byActivity = (
  a: { last_message_at: string | null; created_at: string; id: number },
  b: typeof a,
) => {
  const ka = a.last_message_at ?? a.created_at;
  const kb = b.last_message_at ?? b.created_at;
  return ka === kb ? b.id - a.id : ka < kb ? 1 : -1;
};
const unfiledThreads = () =>
  mock.state.db.threads
    .by('user_id', DEMO_ID)
    .filter((t) => t.folder_id === null)
    .sort(byActivity);
const demoFolders = () => mock.state.db.folders.by('user_id', DEMO_ID);

const chatsSection = () => screen.getByRole('region', { name: 'Chats' });
const foldersSection = () => screen.getByRole('region', { name: 'Folders' });
/** The Chats section, whose date groups (Today, Yesterday…) each hold a list. */
const chatsList = () => chatsSection();

async function openMenu(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('menu');
}

/** The actions menu of one thread row (titles are not unique). */
async function openThreadMenu(user: ReturnType<typeof userEvent.setup>, threadId: number) {
  const row = linkTo(document.body, threadId)!.closest('li')!;
  await user.click(within(row).getByRole('button', { name: /^Actions for / }));
  return screen.findByRole('menu');
}

beforeEach(async () => {
  await signIn();
});

describe('chat sidebar', () => {
  it('lists the agents folded to the pinned ones (pinned first when unfolded), the folders, and the threads outside folders newest first', async () => {
    renderChat(<ChatSidebar />);
    const agents = await screen.findByRole('region', { name: 'Agents' });
    await waitFor(() => expect(within(agents).getAllByRole('listitem').length).toBeGreaterThan(1));
    const pinnedCount = mock.state.db.userAgents
      .all()
      .filter((r) => r.user_id === DEMO_ID && r.is_pinned).length;
    expect(
      within(agents)
        .getAllByRole('button', { name: /^(Pin|Unpin) / })
        .map((b) => b.getAttribute('aria-pressed')),
    ).toEqual(Array.from({ length: pinnedCount }, () => 'true'));
    await userEvent
      .setup()
      .click(within(agents).getByRole('button', { name: /^Show all \(\d+ more\)$/ }));
    expect(within(agents).getByRole('button', { name: 'Show pinned only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const pins = within(agents).getAllByRole('button', { name: /^(Pin|Unpin) / });
    const pressed = pins.map((b) => b.getAttribute('aria-pressed'));
    // Every pinned agent comes before every unpinned one.
    expect(pressed.indexOf('false')).toBeGreaterThan(-1);
    expect(pressed.slice(pressed.indexOf('false'))).not.toContain('true');

    await waitFor(() =>
      expect(within(foldersSection()).getAllByRole('listitem').length).toBe(demoFolders().length),
    );
    const titles = await waitFor(() => {
      const links = within(chatsList()).getAllByRole('link');
      expect(links.length).toBeGreaterThan(2);
      return links.map((l) => l.getAttribute('href'));
    });
    expect(titles.slice(0, 5)).toEqual(
      unfiledThreads()
        .slice(0, 5)
        .map((t) => `/chat/${t.id}`),
    );
  });

  it('searches threads by title (folders included)', async () => {
    renderChat(<ChatSidebar />);
    const target = mock.state.db.threads.by('user_id', DEMO_ID).find((t) => t.folder_id !== null)!;
    const word = target.title.split(/\s+/).find((w) => w.length > 4)!;
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and messages' }), word);
    const results = await screen.findByRole('region', { name: 'Chat titles' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('link')
          .map((l) => l.getAttribute('href')),
      ).toContain(`/chat/${target.id}`),
    );
    for (const link of within(results).getAllByRole('link'))
      expect(link.textContent!.toLowerCase()).toContain(word.toLowerCase());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: 'Folders' })).toBeInTheDocument();
  });

  it('keeps the search typed when the sidebar is unmounted (another page) and shown again, not across a reload', async () => {
    const first = renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and messages' }), 'Mill');
    expect(await screen.findByRole('region', { name: 'Chat titles' })).toBeInTheDocument();
    first.unmount();
    const second = renderChat(<ChatSidebar />);
    expect(screen.getByRole('searchbox', { name: 'Search chats and messages' })).toHaveValue(
      'Mill',
    );
    expect(await screen.findByRole('region', { name: 'Chat titles' })).toBeInTheDocument();
    // A reload (the page's memory gone) starts the search afresh: it is never stored.
    second.unmount();
    resetDraftsForTests();
    renderChat(<ChatSidebar />);
    expect(screen.getByRole('searchbox', { name: 'Search chats and messages' })).toHaveValue('');
  });

  it('creates a folder, and shows the server error for a name already taken', async () => {
    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Name'), 'Committee papers{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(foldersSection()).findByRole('button', { name: /^Committee papers/ }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(demoFolders().some((f) => f.name === 'Committee papers')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const again = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(again).getByLabelText('Name'), 'Committee papers{Enter}');
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'The name has already been taken.',
    );
  });

  it('moves a thread into a folder from its menu, at once', async () => {
    const folder = demoFolders()[0]!;
    const thread = unfiledThreads()[0]!;
    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).not.toBeNull());
    await within(foldersSection()).findByRole('button', {
      name: new RegExp(`^${escape(folder.name)}`),
    });
    mock.state.faults.set({ latency: 1000 });
    const menu = await openThreadMenu(user, thread.id);
    // The submenu by keyboard: ArrowRight opens it on its first folder, ArrowDown walks, Enter picks.
    within(menu).getByRole('menuitem', { name: 'Move to folder' }).focus();
    await user.keyboard('{ArrowRight}');
    const sub = await screen.findByRole('menuitem', { name: folder.name });
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    for (let i = 0; i < 20 && document.activeElement !== sub; i++)
      await user.keyboard('{ArrowDown}');
    expect(sub).toHaveFocus();
    await user.keyboard('{Enter}');
    // Optimistic: gone from the unfiled list before the server answered (1 s of latency).
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).toBeNull());
    expect(mock.state.db.threads.get(thread.id)!.folder_id).toBeNull();
    await waitFor(() => expect(mock.state.db.threads.get(thread.id)!.folder_id).toBe(folder.id));
    mock.state.faults.set({ latency: 0 });
    await user.click(
      within(foldersSection()).getByRole('button', { name: new RegExp(`^${escape(folder.name)}`) }),
    );
    await waitFor(() => expect(linkTo(foldersSection(), thread.id)).not.toBeNull());
  });

  it('moves a thread by dragging it onto a folder, and out again onto "Chats"', async () => {
    const folder = demoFolders()[1]!;
    const thread = unfiledThreads()[1]!;
    renderChat(<ChatSidebar />);
    const link = await waitFor(() => {
      const found = linkTo(chatsList(), thread.id);
      expect(found).not.toBeNull();
      return found!;
    });
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(link.closest('li')!, { dataTransfer });
    expect(data.get(THREAD_DRAG_TYPE)).toBe(String(thread.id));
    const target = within(foldersSection())
      .getByRole('button', { name: new RegExp(`^${escape(folder.name)}`) })
      .closest('li')!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(mock.state.db.threads.get(thread.id)!.folder_id).toBe(folder.id));

    fireEvent.drop(chatsSection(), { dataTransfer });
    await waitFor(() => expect(mock.state.db.threads.get(thread.id)!.folder_id).toBeNull());
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).not.toBeNull());
  });

  it('renames a thread', async () => {
    const thread = unfiledThreads()[2]!;
    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).not.toBeNull());
    const menu = await openThreadMenu(user, thread.id);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename chat' });
    const field = within(dialog).getByLabelText('Title');
    await user.clear(field);
    await user.type(field, 'Renamed for the test{Enter}');
    expect(
      await within(chatsList()).findByRole('link', { name: /Renamed for the test/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(mock.state.db.threads.get(thread.id)!.title).toBe('Renamed for the test'),
    );
  });

  it('deletes a thread with undo: Undo brings it back and nothing is deleted', async () => {
    const thread = unfiledThreads()[3]!;
    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).not.toBeNull());
    let menu = await openThreadMenu(user, thread.id);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(linkTo(chatsList(), thread.id)).toBeNull();
    expect(await screen.findByText(`Chat “${thread.title}” deleted`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).not.toBeNull());
    await act(() => commitPendingDeletes());
    expect(mock.state.db.threads.get(thread.id)).toBeDefined();

    // Without undo, the thread is deleted on the server once the undo window is over.
    menu = await openThreadMenu(user, thread.id);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(mock.state.db.threads.get(thread.id)).toBeDefined();
    await act(() => commitPendingDeletes());
    expect(mock.state.db.threads.get(thread.id)).toBeUndefined();
    await waitFor(() => expect(linkTo(chatsList(), thread.id)).toBeNull());
  });

  it('deletes a folder with undo', async () => {
    const folder = demoFolders()[2]!;
    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await within(await screen.findByRole('region', { name: 'Folders' })).findByRole('button', {
      name: new RegExp(`^${escape(folder.name)}`),
    });
    const menu = await openMenu(user, `Actions for folder ${folder.name}`);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete folder' }));
    expect(
      within(foldersSection()).queryByRole('button', {
        name: new RegExp(`^${escape(folder.name)}`),
      }),
    ).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await within(foldersSection()).findByRole('button', {
        name: new RegExp(`^${escape(folder.name)}`),
      }),
    ).toBeInTheDocument();
    await act(() => commitPendingDeletes());
    expect(mock.state.db.folders.get(folder.id)).toBeDefined();
  });

  it('Ctrl+K focuses the search; Ctrl+Shift+O starts a new chat', async () => {
    const thread = unfiledThreads()[0]!;
    const { router } = renderChat(<ChatPage />, `/chat/${thread.id}`);
    await screen.findByRole('heading', { level: 1, name: thread.title });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search chats and messages' })).toHaveFocus(),
    );
    await user.keyboard('{Control>}{Shift>}o{/Shift}{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New chat' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });
});

function linkTo(container: HTMLElement, threadId: number): HTMLAnchorElement | null {
  return container.querySelector<HTMLAnchorElement>(`a[href="/chat/${threadId}"]`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
