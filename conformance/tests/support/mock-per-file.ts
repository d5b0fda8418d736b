/** The mock server a test file runs against: started before the file's tests, stopped after them. */
import { afterAll, beforeAll } from 'vitest';
import { startMockServer, type MockServer } from './processes';

export function useMockServer(env: Record<string, string> = {}): { readonly url: string } {
  let mock: MockServer | undefined;
  beforeAll(async () => {
    mock = await startMockServer(env);
  });
  afterAll(async () => {
    await mock?.stop();
  });
  return {
    get url() {
      if (!mock) throw new Error('the mock server starts in beforeAll: read its url inside a test');
      return mock.url;
    },
  };
}
