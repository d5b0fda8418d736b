/**
 * A run that cannot go on (exit 2) still deletes what it created: a backend that stops answering
 * mid-run, Ctrl-C, a host that never answers.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy } from './support/broken-proxy';
import { freePort, runCli, signedIn } from './support/processes';
import { useMockServer } from './support/mock-per-file';
import { isPath } from './support/variants';

const mock = useMockServer();

async function folderNames(baseUrl: string): Promise<string[]> {
  const list = (await (await signedIn(baseUrl)).get('/api/folders')) as {
    data: { name: string }[];
  };
  return list.data.map((folder) => folder.name).sort();
}

describe('a run that cannot go on', () => {
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
    await proxy.start();
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
    await proxy.start();
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
  it('gives exit 2 for an --accounts role the contract does not name, and for a given account that cannot sign in', async () => {
    const before = await folderNames(mock.url);
    const unknown = await runCli([
      '--base-url',
      mock.url,
      '--only',
      'getFolder',
      '--accounts',
      'owner=manager@example.com',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.lastLine).toMatch(
      /^conformance NOT RUN: --accounts: "owner" is not a council role of the contract \(admin, manager, member\) nor "outsider"/,
    );
    const wrong = await runCli([
      '--base-url',
      mock.url,
      '--only',
      'getFolder',
      '--accounts',
      'manager=nobody@example.com',
    ]);
    expect(wrong.code).toBe(2);
    expect(wrong.lastLine).toMatch(
      /^conformance NOT RUN: --accounts manager=nobody@example\.com could not sign in \(login answered 422 .*the password comes from CONFORMANCE_ACCOUNTS_PASSWORD$/,
    );
    expect(await folderNames(mock.url)).toEqual(before);
  });
});
