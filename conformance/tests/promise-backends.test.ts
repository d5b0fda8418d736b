/**
 * The runner fails a backend that breaks a promise of the contract (x-promises): one broken backend
 * per kind of promise (support/promise-cases.ts), each caught with exit 1 and a failure that names
 * the operation, the check and the promise.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { promiseCases } from './support/promise-cases';
import { freePort, runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against backends that break a promise', () => {
  for (const testCase of promiseCases()) {
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
