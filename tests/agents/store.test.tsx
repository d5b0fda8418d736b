/** The app store's search, filters and page live in the URL, and the list follows them (Back included). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AppStorePage, { SEARCH_DEBOUNCE_MS } from '@/features/agents/store/AppStorePage';
import {
  listParamsOf,
  readStoreState,
  writeStoreState,
} from '@/features/agents/store/store-params';
import { USERS } from '@mocks/db/seed-ids';
import { isAgentAdded } from '@mocks/db/agent-access';
import { renderPage, signIn, useAgentsMock } from './helpers';

const mock = useAgentsMock();
beforeEach(() => signIn());

const cards = () =>
  within(screen.getByTestId('app-store-agents'))
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('store-card'));
const published = () =>
  mock.state.db.agents.all().filter((a) => a.status === 'published' && a.deleted_at === null);

describe('store URL state', () => {
  it('reads and writes the URL, leaving defaults out, and maps it to the contract query', () => {
    const state = readStoreState(
      new URLSearchParams('q=plan&category=3&price=paid&page=2&agent=x'),
    );
    expect(state).toEqual({ q: 'plan', category: 3, price: 'paid', page: 2, agent: null });
    expect(writeStoreState(state).toString()).toBe('q=plan&category=3&price=paid&page=2');
    expect(
      writeStoreState(readStoreState(new URLSearchParams('price=cheap&page=-1'))).toString(),
    ).toBe('');
    expect(listParamsOf(state)).toEqual({
      status: 'published',
      per_page: 24,
      search: 'plan',
      category_id: 3,
      pricing: 'paid',
      page: 2,
    });
  });

  it('filters by category and price, searches once typing pauses, and Back restores the previous filters', async () => {
    const { router } = await renderPage(<AppStorePage />, '/App_store', '/App_store');
    await waitFor(() => expect(cards().length).toBe(Math.min(24, published().length)));
    const user = userEvent.setup();

    const category = mock.state.db.categories
      .all()
      .find((c) => published().some((a) => a.category_id === c.id))!;
    await waitFor(() =>
      expect(screen.getByRole('option', { name: category.name })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Category'), category.name);
    await waitFor(() => expect(router.state.location.search).toBe(`?category=${category.id}`));
    const inCategory = published().filter((a) => a.category_id === category.id);
    await waitFor(() => expect(cards().length).toBe(Math.min(24, inCategory.length)));

    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?category=${category.id}&price=paid`),
    );

    const target = published().find((a) => a.pricing === 'free')!;
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.type(screen.getByLabelText('Search'), target.name);
    // Nothing is sent per keystroke: the URL changes once, after the pause.
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: target.name })}`),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('app-store-agents')).getByRole('link', { name: target.name }),
      ).toBeInTheDocument(),
    );

    // Typing replaced the entry: Back goes to the filters before it.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(`?category=${category.id}`));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    expect(screen.getByLabelText('Category')).toHaveValue(String(category.id));
  });

  it('pages through results with the contract pagination, and says when nothing matches', async () => {
    const { router } = await renderPage(<AppStorePage />, '/App_store', '/App_store');
    const nav = await screen.findByRole('navigation', { name: 'Store pages' });
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getByText(/page 2 of/)).toBeInTheDocument());
    expect(cards().length).toBe(published().length - 24);

    await user.type(screen.getByLabelText('Search'), 'zzzz-no-such-agent');
    expect(await screen.findByText('No agents match “zzzz-no-such-agent”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps what is typed after a pause while the search written at that pause lands in the URL', async () => {
    // On a loaded machine typing pauses past the debounce mid-word: the box writes the search so
    // far to the URL, and the next keystroke comes before the URL has landed. Timers are faked only
    // to fire the debounce at once, so the keystroke lands in exactly that gap on any machine.
    const { router } = await renderPage(<AppStorePage />, '/App_store', '/App_store');
    const search = await screen.findByLabelText('Search');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'zzzz' } });
      // As on a real machine the pause ends outside act: React renders it in a later task.
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    } finally {
      vi.useRealTimers();
    }
    // The router takes the search in one task and React renders it in a later one: a task at a
    // time, type on in exactly that gap.
    while (router.state.location.search !== '?q=zzzz')
      await new Promise((next) => setImmediate(next));
    fireEvent.change(search, { target: { value: 'zzzz-no' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzzz-no'));
    expect(search).toHaveValue('zzzz-no');
  });

  it('shows a failed list with its reason and a retry', async () => {
    const logged = (await import('./helpers')).quietHttpErrors();
    mock.state.faults.force('listAgents', { status: 500, times: 1 });
    await renderPage(<AppStorePage />, '/App_store', '/App_store');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(logged()).toContainEqual(expect.stringMatching(/api\/agents.* 500/));
  });
});

describe('buying for a council follows the contract’s roles', () => {
  it('lets a manager buy for themselves but says only administrators can buy for their council', async () => {
    await signIn('manager@example.com');
    const paid = published().find(
      (a) =>
        a.pricing === 'paid' &&
        a.council_id === null &&
        !isAgentAdded(mock.state.db, USERS.manager, a.id),
    )!;
    await renderPage(<AppStorePage />, `/App_store?agent=${paid.id}`, '/App_store');
    const side = await screen.findByRole('complementary', { name: 'Get this agent' });
    const northwind = await within(side).findByRole('radio', { name: /Northwind/ });
    expect(northwind).toBeDisabled();
    expect(side).toHaveTextContent('only administrators can buy for this council.');
    expect(within(side).getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(within(side).getByRole('radio', { name: /^Invoice/ })).toBeDisabled();
    expect(within(side).getByRole('button', { name: /^Buy for / })).toBeEnabled();
  });
});
