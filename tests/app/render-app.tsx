import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import type { AuthApi } from '@/lib/session/auth-api';
import { createAuthStore } from '@/lib/session/auth-store';
import type { UserProfile } from '@/generated/model';
import { apiError, fakeUnauthenticatedChannel } from './fixtures';

/**
 * The shell tests fake the auth calls only, but the pages they open fetch their own data (the
 * sidebar's agents, Settings' tools, …). Answer every other API call with 503 so nothing leaves the
 * process (a request to happy-dom's localhost:3000 fails after the test, as noise), and anything
 * that is not the API is an error. Call once per test file.
 */
export function keepShellOffline(): void {
  const server = setupServer(
    http.all(/\/(api|sanctum|broadcasting)\//, () =>
      HttpResponse.json({ message: 'Not served in the shell tests.' }, { status: 503 }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
}

/** The whole app (routes, guards, layouts) in a memory router, signed in as `profile` or signed out. */
export async function renderApp(
  path: string,
  options: { profile?: UserProfile | null; api?: Partial<AuthApi> } = {},
) {
  const channel = fakeUnauthenticatedChannel();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const store = createAuthStore({
    queryClient,
    subscribeUnauthenticated: channel.subscribe,
    navigate: (to) => void router.navigate(to),
    api: {
      getProfile: options.profile
        ? vi.fn().mockResolvedValue({ data: options.profile })
        : vi.fn().mockRejectedValue(apiError(401, { message: 'Unauthenticated.' })),
      ...options.api,
    },
  });
  await store.start(path.split('?')[0] ?? path);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider store={store}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </QueryClientProvider>,
  );
  return { router, store, channel, queryClient, view };
}
