/**
 * The runner fails a backend that breaks the contract: each variant is the mock server behind a
 * proxy that breaks one rule, and each must give exit 1 naming the operation and the check.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { CASES } from './support/broken-cases';
import { runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

describe('the runner against broken backends', () => {
  for (const testCase of CASES) {
    it(`fails ${testCase.name}: exit 1 naming ${testCase.operation} ${testCase.check}`, async () => {
      const proxy = new BrokenProxy(mock.url, testCase.variant);
      await proxy.start();
      try {
        const extra = testCase.args.includes('--realtime') ? ['--reverb-url', mock.url] : [];
        const result = await runCli(['--base-url', proxy.url, ...testCase.args, ...extra]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        expect(result.stdout).toContain(`FAIL ${testCase.operation} ${testCase.check}:`);
        expect(result.summary?.failures.map((f) => `${f.operationId} ${f.check}`)).toContain(
          `${testCase.operation} ${testCase.check}`,
        );
        expect(result.lastLine).toMatch(
          /^conformance FAILED: \d+\/\d+ operations exercised, \d+ checks passed, [1-9]\d* failed/,
        );
      } finally {
        await proxy.stop();
      }
      // The same run against the mock itself passes that check: the broken rule is what failed it.
      const extra = testCase.args.includes('--realtime') ? ['--reverb-url', mock.url] : [];
      const plain = await runCli(['--base-url', mock.url, ...testCase.args, ...extra]);
      expect(plain.summary?.failures.map((f) => `${f.operationId} ${f.check}`)).not.toContain(
        `${testCase.operation} ${testCase.check}`,
      );
    });
  }
});
