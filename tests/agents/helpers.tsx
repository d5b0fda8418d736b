/**
 * The agents screens' component tests: the project's mock backend, a signed-in demo user with the
 * auth store started, and a page rendered in a memory router with the toaster, as the app does.
 */
import '../chat/dom-shims';
import '../chat/cleanup';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import nodeConsole from 'node:console';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import { createAuthStore } from '@/lib/session/auth-store';
import { createTestQueryClient } from '../chat/helpers';

export { signIn, useChatMock as useAgentsMock } from '../chat/helpers';

export async function renderPage(element: ReactNode, path: string, routePath: string) {
  const queryClient = createTestQueryClient();
  const store = createAuthStore({ queryClient });
  await store.start(path);
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider store={store}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthStoreProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The failed requests happy-dom logs (on Node's console), kept out of the output and returned for assertions. */
export function quietHttpErrors(): () => string[] {
  const spy = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
  return () => spy.mock.calls.map((args) => args.map(String).join(' '));
}
