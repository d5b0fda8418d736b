/**
 * The seed's ids, the error body's shape and the server that tests/mocks/laravel-answers-http-*.test.ts
 * share. Each file calls `useSignedInMock()` at its top for a server of its own: the `mock` project runs
 * its files in one worker (isolate: false), so a server held in this module would be shared between them.
 */
import { afterAll, beforeAll } from 'vitest';
import { JarClient, startMockHttpServer, type RunningMockServer } from './server-harness';

export const UNKNOWN = 999_999;
export const DEMOS_DRAFT_AGENT = 4;
export const NORTHWIND_AGENT = 1;
export const DEMOS_THREAD = 2;

export async function json(response: Response) {
  return (await response.json()) as { message: string; errors?: Record<string, string[]> };
}

/** A mock server for the calling file, started before its tests with demo signed in, closed after them. */
export function useSignedInMock(): { readonly mock: RunningMockServer; readonly demo: JarClient } {
  let mock: RunningMockServer | undefined;
  let demo: JarClient | undefined;
  beforeAll(async () => {
    mock = await startMockHttpServer();
    demo = new JarClient(mock.origin);
    await demo.signIn('demo@example.com');
  });
  afterAll(() => mock?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the mock server starts in beforeAll: use it inside a test');
    return value;
  };
  return {
    get mock() {
      return started(mock);
    },
    get demo() {
      return started(demo);
    },
  };
}
