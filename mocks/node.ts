/**
 * The mock backend in Node for vitest: msw's setupServer over a fresh mock state, with an
 * unhandled request being an error. In the browser msw copies Set-Cookie of mocked responses into
 * document.cookie; in Node it does not, so this does it here, letting the app's HTTP client read
 * XSRF-TOKEN exactly as it does in a browser.
 */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createMockState, type MockOptions, type MockState } from './state';

export interface TestMockServer {
  state: MockState;
  server: ReturnType<typeof setupServer>;
}

export async function createTestMockServer(options: Partial<MockOptions> = {}): Promise<TestMockServer> {
  const state = await createMockState({ replyPaceMs: 0, ...options });
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const server = setupServer(...createHandlers(state, origin));
  server.events.on('response:mocked', ({ response }) => {
    if (typeof document === 'undefined') return;
    for (const cookie of response.headers.getSetCookie()) document.cookie = cookie.replace(/;\s*HttpOnly/i, '');
  });
  return { state, server };
}
