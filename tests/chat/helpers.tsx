/**
import './cleanup';
 * Shared setup of the chat's component tests: the project's mock backend (msw setupServer over a
 * fresh seeded state, with its fake Reverb), a signed-in demo user, and the chat rendered inside
 * a router, a query client and the toaster, as the app renders it.
 */
import './dom-shims';
import './layout-shim';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { login } from '@/generated/api/auth/auth';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime';
import { clearCookies } from '@mocks/control/testing';
import { PASSWORD, USERS } from '@mocks/db/seed-ids';
import { createTestMockServer, type TestMockServer } from '@mocks/node';
import { REVERB_APP_KEY } from '@mocks/realtime-wiring';
import { resetAttachmentsForTests } from '@/features/chat/state/attachments';
import { resetDraftsForTests } from '@/features/chat/state/drafts';
import { resetOutboxForTests } from '@/features/chat/state/outbox';
import { resetPendingDeletesForTests } from '@/features/chat/state/pending-deletes';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_ID = USERS.demo;

/** One mock backend per test file; unhandled requests fail the test. */
export function useChatMock(): TestMockServer {
  const holder = {} as TestMockServer;
  beforeAll(async () => {
    Object.assign(holder, await createTestMockServer());
    holder.server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(async () => {
    toast.dismiss();
    disconnectRealtime();
    resetOutboxForTests();
    resetAttachmentsForTests();
    resetPendingDeletesForTests();
    resetDraftsForTests();
    sessionStorage.clear();
    holder.state.faults.clear();
    holder.state.faults.set({ latency: 0 });
    clearCookies();
  });
  afterAll(() => holder.server.close());
  return holder;
}

export async function signIn(email = DEMO_EMAIL): Promise<void> {
  clearCookies();
  await login({ email, password: PASSWORD, remember: false });
}

/** The app's Echo connection, against the mock's fake Reverb (msw intercepts the WebSocket). */
export function connectAsDemo(): void {
  connectRealtime(
    { id: DEMO_ID },
    {
      config: {
        key: REVERB_APP_KEY,
        host: '127.0.0.1',
        port: 4010,
        scheme: 'http',
        forceTLS: false,
        authEndpoint: '/broadcasting/auth',
      },
    },
  );
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

export interface Rendered extends RenderResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders `element` at `/chat/:id?` (initially `path`), as the app's router would. */
export function renderChat(
  element: ReactNode,
  path = '/chat',
  queryClient = createTestQueryClient(),
): Rendered {
  const router = createMemoryRouter(
    [
      { path: '/chat/:id?', element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
