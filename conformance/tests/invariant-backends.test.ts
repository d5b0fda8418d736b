/**
 * The runner fails a backend that breaks an invariant no sentence of the contract states, or slips
 * through a gap issue 58 found in an older check: each variant (support/invariant-cases.ts) must give
 * exit 1 naming the operation and the check, and the same run against the mock must not.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { INVARIANT_CASES } from './support/invariant-cases';
import { runCli, startMockServer } from './support/processes';
import { WsRelay } from './support/ws-relay';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against backends that break an invariant', () => {
  for (const testCase of INVARIANT_CASES) {
    it(`fails ${testCase.name}: exit 1 naming ${testCase.operation} ${testCase.check}`, async () => {
      // A reply's stream spends sendThreadMessage's throttle: such a case gets fresh backends.
      const backend = async () => (testCase.ownBackend ? await startMockServer() : undefined);
      const own = await backend();
      const url = own?.url ?? mock.url;
      const proxy = new BrokenProxy(url, testCase.variant);
      const relay = testCase.relay ? new WsRelay(url, testCase.relay) : undefined;
      await proxy.start();
      await relay?.start();
      try {
        const reverb = testCase.args.includes('--realtime')
          ? ['--reverb-url', relay?.url ?? url]
          : [];
        const result = await runCli(['--base-url', proxy.url, ...testCase.args, ...reverb]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        expect(result.stdout).toContain(`FAIL ${testCase.operation} ${testCase.check}:`);
      } finally {
        await proxy.stop();
        await relay?.stop();
        await own?.stop();
      }
      const plainOwn = await backend();
      const plainUrl = plainOwn?.url ?? mock.url;
      try {
        const reverb = testCase.args.includes('--realtime') ? ['--reverb-url', plainUrl] : [];
        const plain = await runCli(['--base-url', plainUrl, ...testCase.args, ...reverb]);
        expect(plain.summary?.failures.map((f) => `${f.operationId} ${f.check}`)).not.toContain(
          `${testCase.operation} ${testCase.check}`,
        );
      } finally {
        await plainOwn?.stop();
      }
    });
  }
});
