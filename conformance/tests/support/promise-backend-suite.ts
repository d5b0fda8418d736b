/**
 * The test every broken promise backend gets: the mock behind a proxy that breaks one promise, the
 * runner run against it, caught with exit 1 and a failure that names the operation, the check and
 * the promise. A case marked `ownBackend` gets a fresh mock of its own (a throttle the other cases
 * would have spent, say); one with a `relay` gets a broken Reverb in front of the mock's
 * (support/ws-relay.ts).
 */
import { expect, it } from 'vitest';
import { BrokenProxy } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { runCli, startMockServer } from './processes';
import { WsRelay, type RelayTransform } from './ws-relay';

export function itCatchesEach(
  cases: readonly (PromiseCase & { ownBackend?: true; relay?: RelayTransform })[],
  mock: { readonly url: string },
  env: Record<string, string> = {},
): void {
  for (const testCase of cases) {
    it(`fails ${testCase.name}: ${testCase.operation} ${testCase.check} (${testCase.promise})`, async () => {
      const own = testCase.ownBackend ? await startMockServer(env) : undefined;
      const proxy = new BrokenProxy(own?.url ?? mock.url, testCase.variant);
      const relay = testCase.relay ? new WsRelay(own?.url ?? mock.url, testCase.relay) : undefined;
      await proxy.start();
      await relay?.start();
      try {
        const reverb = relay ? ['--reverb-url', relay.url] : [];
        const result = await runCli(['--base-url', proxy.url, ...testCase.args, ...reverb]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        const failure = result.summary?.failures.find(
          (f) => f.operationId === testCase.operation && f.check === testCase.check,
        );
        expect(failure, result.stdout).toBeDefined();
        expect(failure!.messages.join('\n')).toContain(`${testCase.promise}:`);
      } finally {
        await proxy.stop();
        await relay?.stop();
        await own?.stop();
      }
    });
  }
}
