/**
 * The first page's data fetched beside the profile at start (src/app/prefetch.ts), against the
 * project's mock backend: the chat's lists, into the very cache entries the sidebar reads; and each
 * page's hover prefetch (the query options of its feature), which the page then reads without
 * asking again.
 */
import './dom-shims';
import './cleanup';
import { QueryClientProvider, type Query } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '@/generated/api/profile/profile';
import { defaultPages } from '@/app/pages-table';
import { findPage, prefetchFirstPage } from '@/app/prefetch';
import { createQueryClient } from '@/app/providers/query-client';
import { createRoutes } from '@/app/router';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import { createAuthStore } from '@/lib/session/auth-store';
import { rememberSignedIn, wasSignedIn } from '@/lib/session/signed-in-hint';
import { ChatSidebar } from '@/features/chat/sidebar/ChatSidebar';
import { createTestQueryClient, renderChat, signIn, useChatMock } from './helpers';

const mock = useChatMock();

/** The API paths (with their queries) asked for while the test runs. */
const asked: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
};

beforeEach(async () => {
  await signIn();
  asked.length = 0;
  mock.server.events.on('request:start', onRequest);
});

afterEach(() => {
  mock.server.events.removeListener('request:start', onRequest);
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Lets every request the prefetch could have started reach the mock. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the first page prefetched beside the profile', () => {
  it("fetches the chat's agents, folders and first page of threads when this browser was signed in", async () => {
    const queryClient = createTestQueryClient();
    prefetchFirstPage({ pathname: '/chat', search: '' }, queryClient, true);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked.sort()).toEqual([
      '/api/folders',
      '/api/profile/agents',
      '/api/threads?folder_id=none&per_page=50&page=1',
    ]);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'success'),
    ).toBe(true);
  });

  it("fetches any page's own first data the same way: the app store's first page", async () => {
    const queryClient = createTestQueryClient();
    prefetchFirstPage({ pathname: '/app_store', search: '' }, queryClient, true);
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toEqual(['/api/agents?status=published&per_page=24']);
  });

  it('the sidebar shows the prefetched lists without asking again', async () => {
    const queryClient = createTestQueryClient();
    prefetchFirstPage({ pathname: '/chat/12', search: '' }, queryClient, true);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const prefetched = asked.length;

    renderChat(<ChatSidebar />, '/chat', queryClient);
    const chats = await screen.findByRole('region', { name: 'Chats' });
    expect(within(chats).getAllByRole('link').length).toBeGreaterThan(2);
    expect(
      within(screen.getByRole('region', { name: 'Folders' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    await settle();
    expect(asked.slice(prefetched)).toEqual([]);
  });

  it('sends nothing for a browser that was not signed in, for sign-in pages, for data that needs the profile, or for a page opened with filters', async () => {
    const queryClient = createTestQueryClient();
    prefetchFirstPage({ pathname: '/chat', search: '' }, queryClient, false);
    prefetchFirstPage({ pathname: '/auth/login', search: '' }, queryClient, true);
    // The council's users need the profile's council: they wait for it.
    prefetchFirstPage({ pathname: '/Users', search: '' }, queryClient, true);
    prefetchFirstPage({ pathname: '/no-such-page', search: '' }, queryClient, true);
    // Filters in the address: the page asks for other data than the default first page.
    prefetchFirstPage({ pathname: '/App_store', search: '?category_id=2' }, queryClient, true);
    await settle();
    expect(asked).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

/** The address of each page that prefetches (its optional parts left out). */
const prefetching = defaultPages
  .filter((page) => page.prefetch)
  .map((page) => `/${page.path!.replace(/\/(:\w+\?|\*)$/, '')}`);

describe('a hover prefetch is what the page then reads', () => {
  it('covers every page of the route table that prefetches', () => {
    expect(prefetching).toEqual(
      expect.arrayContaining(['/chat', '/App_store', '/Users', '/Orders', '/help']),
    );
  });

  it.each(prefetching)(
    '%s opens on the prefetched data without asking for it again',
    async (path) => {
      const queryClient = createQueryClient();
      const { data: profile } = await getProfile();
      asked.length = 0;
      await findPage(path)!.prefetch!(queryClient, profile);
      const prefetched = [...asked];
      const filled: Query[] = queryClient.getQueryCache().getAll();
      expect(prefetched.length).toBeGreaterThan(0);
      expect(filled.every((query) => query.state.status === 'success')).toBe(true);

      const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
      const store = createAuthStore({ queryClient, navigate: (to) => void router.navigate(to) });
      await store.start(path);
      render(
        <QueryClientProvider client={queryClient}>
          <AuthStoreProvider store={store}>
            <RouterProvider router={router} />
          </AuthStoreProvider>
        </QueryClientProvider>,
      );
      // The page reads each entry the prefetch filled...
      await waitFor(() =>
        expect(
          filled.filter((query) => query.getObserversCount() === 0).map((q) => q.queryKey),
        ).toEqual([]),
      );
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      // ...and none of them was asked for again.
      expect(asked.slice(prefetched.length).filter((call) => prefetched.includes(call))).toEqual(
        [],
      );
      store.dispose();
    },
  );
});

describe('the signed-in hint', () => {
  it('is kept and dropped as told, and reads false where storage fails', () => {
    expect(wasSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(wasSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(wasSignedIn()).toBe(false);

    rememberSignedIn(true);
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(wasSignedIn()).toBe(false);
    expect(() => rememberSignedIn(true)).not.toThrow();
  });
});
