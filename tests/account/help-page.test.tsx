import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HelpPage from '@/features/help/HelpPage';
import { quietHttpErrors, renderSignedIn, route, useAccountMock } from './helpers';

const mock = useAccountMock();
const routes = [route('/help/*', <HelpPage />)];

describe('HelpPage', () => {
  it('opens a page three levels deep by its address, with breadcrumbs, its rendered body, prev/next and the tab title', async () => {
    await renderSignedIn(
      'member@example.com',
      routes,
      '/help/getting-started/join-a-council/join-codes',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join codes' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Help', 'Getting started', 'Join a council', 'Join codes']);
    // The Markdown renderer loads lazily; its output is sanitised HTML (inline code here).
    expect(await screen.findByText('NORTH-2026', { selector: 'code' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Previous and next pages' });
    expect(within(pager).getByRole('link', { name: /Join a council/ })).toHaveAttribute(
      'href',
      '/help/getting-started/join-a-council',
    );
    expect(within(pager).getByRole('link', { name: /Accepting an invitation/ })).toHaveAttribute(
      'href',
      '/help/getting-started/join-a-council/invitations',
    );
    await waitFor(() => expect(document.title).toBe('Join codes · Help · Council Chat'));
    // The tree shows the open page as current, its branch expanded.
    const nav = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(nav).getByRole('link', { name: 'Join codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says Page Not Found: {path} for a path no page has', async () => {
    await renderSignedIn('member@example.com', routes, '/help/getting-started/no-such-page');
    expect(
      await screen.findByRole('heading', {
        name: 'Page Not Found: /help/getting-started/no-such-page',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All help topics' })).toHaveAttribute('href', '/help');
  });

  it('never lists an unpublished page', async () => {
    await renderSignedIn('member@example.com', routes, '/help/release-notes-draft');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found: /help/release-notes-draft' }),
    ).toBeInTheDocument();
  });

  it('searches titles and bodies as you type, keeps the query in the address, and opens a hit', async () => {
    const { router } = await renderSignedIn('member@example.com', routes, '/help');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help' }), {
      target: { value: 'invoice' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “invoice”' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=invoice');
    const hits = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    expect(hits.map((hit) => hit.querySelector('a')?.textContent)).toContain(
      'Free and paid agents',
    );
    const hit = screen.getByRole('link', { name: 'Free and paid agents' });
    fireEvent.click(hit);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free and paid agents' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/agents/app-store/free-and-paid');
  });

  it('shows the failure with a retry when the pages cannot be loaded', async () => {
    const logged = quietHttpErrors();
    mock.state.faults.force('listHelpPages', { status: 500, times: 1 });
    await renderSignedIn('member@example.com', routes, '/help');
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }),
    ).toBeInTheDocument();
    expect(logged()).toEqual([expect.stringMatching(/GET \S+\/api\/help-pages 500/)]);
  });
});
