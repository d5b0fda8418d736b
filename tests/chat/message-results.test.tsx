/** Search inside messages as the sidebar shows it: plain-text snippets, and each chat's title once over its matches. */
import './dom-shims';
import './cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChatSidebar } from '@/features/chat/sidebar/ChatSidebar';
import { DEMO_ID, renderChat, signIn, useChatMock } from './helpers';

const mock = useChatMock();

beforeEach(async () => {
  await signIn();
});

describe('search inside messages', () => {
  it('shows snippets as plain text and each chat’s title once over all its matches', async () => {
    const thread = mock.state.db.threads.by('user_id', DEMO_ID).find((t) => t.messages_count >= 4)!;
    const [first, second] = mock.state.db.messages
      .by('thread_id', thread.id)
      .filter((m) => m.role === 'assistant');
    mock.state.db.messages.update(first!.id, {
      content:
        '## Budget\n\nThe **quokkabudget** line:\n\n| Item | Cost |\n| --- | --- |\n| Roof | *£4,000* |',
    });
    mock.state.db.messages.update(second!.id, {
      content: 'See `quokkabudget` in [the plan](https://example.org).',
    });

    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search chats and messages' }),
      'quokkabudget',
    );
    const hits = await screen.findByRole('list', { name: 'Messages that match' });
    const links = await waitFor(() => {
      const found = within(hits).getAllByRole('link');
      expect(found).toHaveLength(2);
      return found;
    });
    for (const link of links) {
      expect(link).toHaveAccessibleName(
        new RegExp(`^${thread.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
      );
      const snippet = link.querySelector('.message-hit-snippet')!.textContent!;
      expect(snippet).not.toMatch(/\*\*|\| ?---|`|\]\(|##/);
      expect(within(link).getByText('quokkabudget', { selector: 'mark' })).toBeInTheDocument();
    }
    // The chat's title is shown once, with how many of its messages match.
    const titles = hits.querySelectorAll('.message-hit-title');
    expect(titles).toHaveLength(1);
    expect(titles[0]).toHaveTextContent(`${thread.title} · 2 matches`);
  });

  it('tells chats of the same title apart in the title results, by agent and day', async () => {
    const mine = mock.state.db.threads
      .by('user_id', DEMO_ID)
      .filter((t) => t.folder_id === null)
      .slice(0, 2);
    for (const t of mine)
      mock.state.db.threads.update(t.id, { title: 'Explain the variance on the quokka...' });
    renderChat(<ChatSidebar />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and messages' }), 'quokka');
    const results = await screen.findByRole('region', { name: 'Chat titles' });
    const links = await waitFor(() => {
      const found = within(results).getAllByRole('link');
      expect(found).toHaveLength(2);
      return found;
    });
    const details = links.map((link) => link.querySelector('.thread-detail')?.textContent ?? '');
    for (const [i, t] of mine.entries()) {
      const link = links.find((l) => l.getAttribute('href') === `/chat/${t.id}`)!;
      expect(link.querySelector('.thread-detail')).toHaveTextContent(
        new RegExp(`^${mock.state.db.agents.get(t.agent_id)!.name} · \\d\\d/\\d\\d/\\d\\d$`),
      );
      expect(details[i]).not.toBe('');
    }
  });
});
