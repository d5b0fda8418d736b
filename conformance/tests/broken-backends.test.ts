/**
 * The runner fails a backend that breaks the contract: each variant is the mock server behind a
 * proxy that breaks one rule, and each must give exit 1 naming the operation and the check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { CASES, isPath } from './support/broken-cases';
import { freePort, runCli, signedIn, startMockServer, type MockServer } from './support/processes';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer();
});
afterAll(async () => {
  await mock?.stop();
});

async function folderNames(baseUrl: string): Promise<string[]> {
  const list = (await (await signedIn(baseUrl)).get('/api/folders')) as {
    data: { name: string }[];
  };
  return list.data.map((folder) => folder.name).sort();
}

describe('the runner against broken backends', () => {
  for (const testCase of CASES) {
    it(`fails ${testCase.name}: exit 1 naming ${testCase.operation} ${testCase.check}`, async () => {
      const proxy = new BrokenProxy(mock.url, testCase.variant);
      await proxy.start(await freePort());
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

  it('deletes what it created when the backend stops answering mid-run (exit 2)', async () => {
    const before = await folderNames(mock.url);
    let dropped = false;
    const proxy = new BrokenProxy(mock.url, {
      // The first read of a created folder never gets an answer (a reset would be that
      // operation's protocol failure, and the run would go on).
      request: (ex) => {
        if (!dropped && isPath(ex, 'GET', /^\/api\/folders\/\d+$/)) {
          dropped = true;
          return { status: 0, headers: {}, body: Buffer.alloc(0), hang: true };
        }
        return ex;
      },
    });
    await proxy.start(await freePort());
    try {
      const result = await runCli([
        '--base-url',
        proxy.url,
        '--only',
        'getFolder',
        '--timeout-ms',
        '3000',
      ]);
      expect(result.code).toBe(2);
      expect(result.lastLine).toMatch(
        /^conformance NOT RUN: http:\/\/127\.0\.0\.1:\d+ stopped answering during the run/,
      );
      expect(dropped).toBe(true);
      expect(await folderNames(mock.url)).toEqual(before);
    } finally {
      await proxy.stop();
    }
  });

  it('on Ctrl-C stops the checks, still deletes what it created, and exits 2', async () => {
    const before = await folderNames(mock.url);
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const held = new Promise<void>((resolve) => (reached = resolve));
    let holding = false;
    const proxy = new BrokenProxy(mock.url, {
      // The first read of a created folder waits until the runner has seen Ctrl-C.
      request: async (ex) => {
        if (!holding && isPath(ex, 'GET', /^\/api\/folders\/\d+$/)) {
          holding = true;
          reached();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return ex;
      },
    });
    await proxy.start(await freePort());
    try {
      const result = await runCli(['--base-url', proxy.url, '--only', 'getFolder'], {}, (child) => {
        void held.then(() => child.kill('SIGINT'));
        child.stderr!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('interrupted: deleting')) release();
        });
      });
      expect(result.code).toBe(2);
      expect(result.lastLine).toBe('conformance NOT RUN: interrupted (Ctrl-C)');
      expect(await folderNames(mock.url)).toEqual(before);
    } finally {
      release();
      await proxy.stop();
    }
  });

  it('gives exit 2 when the host does not answer', async () => {
    const port = await freePort();
    const result = await runCli(['--base-url', `http://127.0.0.1:${port}`, '--timeout-ms', '2000']);
    expect(result.code).toBe(2);
    expect(result.lastLine).toMatch(
      /^conformance NOT RUN: http:\/\/127\.0\.0\.1:\d+ does not answer/,
    );
  });
});
