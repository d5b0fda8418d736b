/**
 * The runner fails a backend that breaks what deleting an agent, or taking it off the user's list,
 * keeps (support/promise-deleted-agent-cases.ts): threads with the agent cascaded away, left
 * writable or hidden, orders of it dropped from the buyer's orders; and the sign-in's councils or
 * an agent's files out of order (support/promise-walked-list-cases.ts). Each caught with exit 1
 * and a failure that names the operation, the check and the promise.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { promiseDeletedAgentCases } from './support/promise-deleted-agent-cases';
import { promiseWalkedListCases } from './support/promise-walked-list-cases';
import { freePort, runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against backends that break what taking an agent away keeps, or the order of lists it completes', () => {
  for (const testCase of [...promiseDeletedAgentCases(), ...promiseWalkedListCases()]) {
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
