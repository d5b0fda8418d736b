/**
 * Child processes for the tests: the mock server on a free loopback port, and the runner — the
 * BUILT single file (conformance/dist/council-conformance.mjs, built by the stage and by the config's
 * global setup), run from an empty folder, so what ships is what is tested.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Actor } from '../../http/actor';
import type { Summary } from '../../report/summary';
import { freePort } from '../../../scripts/free-port';

export { freePort };

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
export const RUNNER_FILE = join(process.cwd(), 'conformance', 'dist', 'council-conformance.mjs');

export interface MockServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * `npm run mock:server` on a port the system picks when it listens (PORT=0: a port chosen before
 * would race the tests' own connections for it), with fast agent replies unless `env` says otherwise
 * (e.g. `MOCK_REPLY_PACE_MS`); resolves once it listens, with the port its first line names.
 */
export async function startMockServer(env: Record<string, string> = {}): Promise<MockServer> {
  const child = spawn(TSX, ['mocks/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_REPLY_PACE_MS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a half-started server behind a failed test.
      child.kill('SIGKILL');
      reject(new Error(`mock server did not start:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Mock backend listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      // Its cause first, so the one line a CI summary keeps says why.
      const cause = output.split('\n').find((line) => /error|taken/i.test(line)) ?? '';
      reject(
        new Error(`mock server exited (${code}) before listening: ${cause.trim()}\n${output}`),
      );
    });
  });
  // Keep draining its per-request log so the pipe never fills.
  child.stdout!.resume();
  return { url: `http://127.0.0.1:${port}`, port, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  lastLine: string;
  summary: Summary | null;
  reportDir: string;
}

export interface CliRun {
  env?: Record<string, string>;
  onSpawn?: (child: ChildProcess) => void;
  /** The Node binary (default: the one running the tests). */
  node?: string;
  /** The working folder (default: a fresh empty one, so the file can lean on nothing beside it). */
  cwd?: string;
  /** The runner file (default: a copy of the build's, alone in a folder of its own). */
  file?: string;
  /** Leave out the test's own --report-dir (a config file names one). */
  ownReportDir?: boolean;
}

/**
 * The built file copied alone into a fresh folder: nothing beside it, no node_modules above it (in
 * place, Node would resolve a stray bare import from the repository's node_modules).
 */
export function isolatedRunner(): string {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-alone-'));
  const file = join(dir, 'council-conformance.mjs');
  copyFileSync(RUNNER_FILE, file);
  return file;
}

/** One copy, alone, for every run of this test file that names no other (copied at first use). */
let alone: string | null = null;
const aloneRunner = () => (alone ??= isolatedRunner());

/** `node council-conformance.mjs ARGS`, with its reports in a fresh temporary folder. */
export async function runCli(
  args: string[],
  env: Record<string, string> = {},
  onSpawn?: (child: ChildProcess) => void,
  more: Omit<CliRun, 'env' | 'onSpawn'> = {},
): Promise<CliResult> {
  const reportDir = mkdtempSync(join(tmpdir(), 'conformance-test-'));
  const cwd = more.cwd ?? mkdtempSync(join(tmpdir(), 'conformance-cwd-'));
  const child = spawn(
    // CONFORMANCE_TEST_NODE=/usr/bin/node runs the whole suite on another Node (the file promises 20+).
    more.node ?? process.env.CONFORMANCE_TEST_NODE ?? process.execPath,
    [
      more.file ?? aloneRunner(),
      ...(more.ownReportDir ? [] : ['--report-dir', reportDir]),
      ...args,
    ],
    { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  onSpawn?.(child);
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? -1)));
  let summary: Summary | null;
  try {
    summary = JSON.parse(readFileSync(join(reportDir, 'summary.json'), 'utf8')) as Summary;
  } catch {
    summary = null;
  }
  const lines = stdout.trim().split('\n');
  return { code, stdout, stderr, lastLine: lines.at(-1) ?? '', summary, reportDir };
}

/** A client signed in to the backend as the mock's demo user, outside any run (for before/after looks). */
export async function signedIn(
  baseUrl: string,
): Promise<{ get: (path: string) => Promise<unknown> }> {
  const actor = new Actor('test', {
    baseUrl,
    origin: baseUrl,
    timeoutMs: 10_000,
    record: (e) => ({ ...e, id: 0 }),
  });
  await actor.csrfCookie('setup', null);
  await actor.call({
    operationId: null,
    check: 'setup',
    method: 'POST',
    path: '/api/login',
    json: { email: 'demo@example.com', password: 'password' },
  });
  return {
    get: async (path) =>
      (await actor.call({ operationId: null, check: 'setup', method: 'GET', path })).response!.json,
  };
}
