/**
 * The runner fails a backend that breaks an invariant no sentence of the contract states, or slips
 * through a gap issue 58 found in an older check: each variant (support/invariant-cases.ts) must give
 * exit 1 naming the operation and the check, and the same run against the mock must not.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { INVARIANT_CASES } from './support/invariant-cases';
import { runCli } from './support/processes';
import { WsRelay } from './support/ws-relay';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against backends that break an invariant', () => {
  for (const testCase of INVARIANT_CASES) {
    it(`fails ${testCase.name}: exit 1 naming ${testCase.operation} ${testCase.check}`, async () => {
      const extra = testCase.args.includes('--realtime') ? ['--reverb-url', mock.url] : [];
      const proxy = new BrokenProxy(mock.url, testCase.variant);
      const relay = testCase.relay ? new WsRelay(mock.url, testCase.relay) : undefined;
      await proxy.start();
      await relay?.start();
      try {
        const reverb = relay ? ['--reverb-url', relay.url] : extra;
        const result = await runCli(['--base-url', proxy.url, ...testCase.args, ...reverb]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        expect(result.stdout).toContain(`FAIL ${testCase.operation} ${testCase.check}:`);
      } finally {
        await proxy.stop();
        await relay?.stop();
      }
      const plain = await runCli(['--base-url', mock.url, ...testCase.args, ...extra]);
      expect(plain.summary?.failures.map((f) => `${f.operationId} ${f.check}`)).not.toContain(
        `${testCase.operation} ${testCase.check}`,
      );
    });
  }
});
