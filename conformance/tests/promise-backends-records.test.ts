/**
 * The runner fails a backend that assigns a body key the contract does not list on a write that
 * leaves a record the API cannot delete (support/promise-record-cases.ts): caught with exit 1 and a
 * failure that names the operation, the check and the promise.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { promiseRecordCases } from './support/promise-record-cases';
import { freePort, runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against backends that assign a key on a write it cannot undo', () => {
  for (const testCase of promiseRecordCases()) {
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
