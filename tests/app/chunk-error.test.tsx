import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import { createAuthStore } from '@/lib/session/auth-store';
import { CHUNK_RELOAD_MARKER, resetReloadPending } from '@/lib/build/reload-guard';
import { apiError, fakeUnauthenticatedChannel } from './fixtures';

// The terms page's chunk "cannot be fetched", as after a deployment removed it.
vi.mock('@/app/pages-table', async (importOriginal) => {
  const table = await importOriginal<typeof import('@/app/pages-table')>();
  const terms = table.landingPages.find((page) => page.path === 'terms-and-conditions');
  if (terms)
    terms.load = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/TermsPage-abc.js'),
      );
  return table;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetReloadPending();
});

async function renderAt(path: string) {
  const queryClient = new QueryClient();
  const store = createAuthStore({
    queryClient,
    subscribeUnauthenticated: fakeUnauthenticatedChannel().subscribe,
    api: { getProfile: vi.fn().mockRejectedValue(apiError(401)) },
  });
  await store.start(path);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider store={store}>
        <RouterProvider router={createMemoryRouter(createRoutes(), { initialEntries: [path] })} />
      </AuthStoreProvider>
    </QueryClientProvider>,
  );
}

it('a chunk-load failure reloads the page, marking the session', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderAt('/terms-and-conditions');
  expect(await screen.findByText('Loading the latest version of the app…')).toBeInTheDocument();
  // The splash commits first; the reload (and its marker) follows in an effect.
  await waitFor(() =>
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_MARKER))).toBeGreaterThan(0),
  );
});

it('a second failure within 10 s shows the error page inside the layout instead', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem(CHUNK_RELOAD_MARKER, String(Date.now()));
  await renderAt('/terms-and-conditions');
  expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  expect(screen.getByTestId('error-message')).toHaveTextContent(
    'Failed to fetch dynamically imported module',
  );
  // The landing layout is still around the error.
  expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
});
