/**
 * The runner fails a backend that breaks a promise only records made for the purpose can show: a
 * thread with an exchange in it for stop, regenerate and edit (support/promise-message-cases.ts),
 * threads, folders, an agent and files for the thread writes (support/promise-thread-cases.ts).
 * Each is caught with exit 1 and a failure that names the operation, the check and the promise.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { promiseMessageCases } from './support/promise-message-cases';
import { promiseThreadCases } from './support/promise-thread-cases';
import { freePort, runCli, startMockServer } from './support/processes';
import { useMockServer } from './support/mock-per-file';

// Replies paced at 400 ms a piece: the runner sees a reply streaming (seconds long) before it ends,
// on any machine, and stops it; the run never waits for one to end.
const PACE = { MOCK_REPLY_PACE_MS: '400' };
const mock = useMockServer(PACE);

describe('the runner against backends that break a thread or message promise', () => {
  for (const testCase of [...promiseMessageCases(), ...promiseThreadCases()]) {
    it(`fails ${testCase.name}: ${testCase.operation} (${testCase.promise})`, async () => {
      const own = 'ownBackend' in testCase ? await startMockServer(PACE) : undefined;
      const proxy = new BrokenProxy(own?.url ?? mock.url, testCase.variant);
      await proxy.start(await freePort());
      try {
        const result = await runCli(['--base-url', proxy.url, ...testCase.args]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        const failure = result.summary?.failures.find(
          (f) => f.operationId === testCase.operation && f.check === testCase.check,
        );
        expect(failure, result.stdout).toBeDefined();
        expect(failure!.messages.join('\n')).toContain(`${testCase.promise}:`);
      } finally {
        await proxy.stop();
        await own?.stop();
      }
    });
  }
});
