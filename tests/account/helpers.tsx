/**
 * Shared setup of the account screens' component tests: the project's mock backend over a fresh
 * seeded state, a user signed in through the app's own client and auth store, and a screen rendered
 * inside a memory router and a query client, as the app renders it.
 */
import '../chat/dom-shims';
import '../chat/cleanup';
import nodeConsole from 'node:console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { login } from '@/generated/api/auth/auth';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import { createAuthStore, type AuthStore } from '@/lib/session/auth-store';
import { clearCookies } from '@mocks/control/testing';
import { PASSWORD } from '@mocks/db/seed-ids';
import { createTestMockServer, type TestMockServer } from '@mocks/node';

/** One mock backend per test file (a fresh seed per test); unhandled requests fail the test. */
export function useAccountMock(): TestMockServer {
  const holder = {} as TestMockServer;
  beforeAll(async () => {
    Object.assign(holder, await createTestMockServer());
    holder.server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    holder.state.faults.clear();
    holder.state.faults.set({ latency: 0 });
    sessionStorage.clear();
    localStorage.clear();
    clearCookies();
    await holder.state.reset();
  });
  afterAll(() => holder.server.close());
  return holder;
}

export interface Rendered extends RenderResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  auth: AuthStore;
}

/** Signs in as `email`, loads the profile into a fresh auth store, and renders `routes` at `path`. */
export async function renderSignedIn(
  email: string,
  routes: RouteObject[],
  path: string,
): Promise<Rendered> {
  clearCookies();
  await login({ email, password: PASSWORD, remember: false });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const auth = createAuthStore({ queryClient, navigate: () => undefined });
  await auth.initProfile();
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <div data-testid="elsewhere" /> }],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider store={auth}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router, auth };
}

export const route = (path: string, element: ReactNode): RouteObject => ({ path, element });

/**
 * The failed requests happy-dom logs (on Node's console, as a browser's console shows them), kept
 * out of the output and returned for assertions.
 */
export function quietHttpErrors(): () => string[] {
  const spy = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
  return () => spy.mock.calls.map((args) => args.map(String).join(' '));
}
