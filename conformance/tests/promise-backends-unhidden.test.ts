/**
 * The runner fails a backend that breaks a promise the run used to leave unchecked: a guest promise
 * of an ip-throttled operation, a public operation refused to a guest (support/promise-guest-cases.ts),
 * what taking an agent off the user's list keeps and removes (support/promise-agent-cases.ts): each
 * caught with exit 1 and a failure that names the operation, the check and the promise.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { promiseGuestCases } from './support/promise-guest-cases';
import { promiseAgentCases } from './support/promise-agent-cases';
import { freePort, runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against backends that break a promise it used to leave unchecked', () => {
  for (const testCase of [...promiseGuestCases(), ...promiseAgentCases()]) {
    it(`fails ${testCase.name}: ${testCase.operation} ${testCase.check} (${testCase.promise})`, async () => {
      const proxy = new BrokenProxy(mock.url, testCase.variant);
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
      }
    });
  }
});
