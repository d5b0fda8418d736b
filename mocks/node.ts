/**
 * The mock backend in Node for vitest: msw's setupServer over a fresh mock state. In a browser,
 * msw copies Set-Cookie of mocked responses into document.cookie and sends document.cookie with
 * each request; in Node it does neither, so this does both here, letting the app's HTTP client
 * and the session behave exactly as they do in a browser.
 */
import { setupServer } from 'msw/node';
import { recordOperation } from './control/operation-ledger';
import { createHandlers } from './handlers';
import { createMockState } from './state';
import type { MockOptions, MockState } from './laravel/mock-state';

export interface TestMockServer {
  state: MockState;
  server: ReturnType<typeof setupServer>;
}

export async function createTestMockServer(
  options: Partial<MockOptions> = {},
): Promise<TestMockServer> {
  const state = await createMockState({ replyPaceMs: 0, ...options });
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const server = setupServer(...createHandlers(state, origin));
  server.events.on('request:start', ({ request }) => {
    if (typeof document !== 'undefined' && document.cookie && !request.headers.has('cookie')) {
      request.headers.set('cookie', document.cookie);
    }
  });
  server.events.on('response:mocked', ({ request, response }) => {
    recordOperation(request, response.status);
    if (typeof document === 'undefined') return;
    for (const cookie of response.headers.getSetCookie())
      document.cookie = cookie.replace(/;\s*HttpOnly/i, '');
  });
  return { state, server };
}
