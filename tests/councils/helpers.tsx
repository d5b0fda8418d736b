/**
 * Shared setup of the council console's component tests: the project's mock backend, a user signed
 * in through the app's client with their profile in a real auth store, and a page rendered in a
 * router, a query client and the toaster, as the app renders it.
 */
import '../chat/cleanup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createRoutes } from '@/app/router';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import { createAuthStore, type AuthStore } from '@/lib/session/auth-store';
import { login } from '@/generated/api/auth/auth';
import { clearCookies } from '@mocks/control/testing';
import { PASSWORD } from '@mocks/db/seed-ids';
import { createTestMockServer, type TestMockServer } from '@mocks/node';

export function useCouncilMock(): TestMockServer {
  const holder = {} as TestMockServer;
  beforeAll(async () => {
    Object.assign(holder, await createTestMockServer());
    holder.server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    toast.dismiss();
    holder.state.faults.clear();
    clearCookies();
  });
  afterAll(() => holder.server.close());
  return holder;
}

/** Signs in as a seeded account and returns an auth store holding their profile. */
export async function signedInStore(email: string): Promise<AuthStore> {
  clearCookies();
  await login({ email, password: PASSWORD, remember: false });
  const store = createAuthStore();
  await store.initProfile();
  return store;
}

export function renderPage(element: ReactNode, store: AuthStore, path = '/page') {
  return renderIn(createMemoryRouter([{ path: '*', element }], { initialEntries: [path] }), store);
}

/** The app's own routes at `path`, with their guards: a council page shows the council gate when it should. */
export function renderRoute(path: string, store: AuthStore) {
  return renderIn(createMemoryRouter(createRoutes(), { initialEntries: [path] }), store);
}

function renderIn(router: ReturnType<typeof createMemoryRouter>, store: AuthStore) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AuthStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AuthStoreProvider>,
  );
  return { ...result, queryClient, router };
}
