/**
 * The runner against `npm run mock:server`: every operation of the contract exercised, every check
 * passed (exit 0), the reports written, and nothing the run created left in the backend.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract/contract';
import { SchemaValidator } from '../contract/validator';
import { parseOptions } from '../cli/args';
import { UNREACHED } from '../walk/unreached';
import { CATALOGUE, CHECK_NAMES } from '../checks/index';
import { Run, type RunOptions } from '../engine/run-state';
import {
  runCli,
  signedIn,
  startMockServer,
  type CliResult,
  type MockServer,
} from './support/processes';

let mock: MockServer;
let result: CliResult;
let before: Snapshot;

/** What the first user can see of their own records, to prove the run deleted what it created. */
interface Snapshot {
  folders: unknown[];
  threads: unknown[];
  councilFiles: unknown[];
  profileAgents: unknown[];
  draftAgents: unknown[];
  councilUsers: unknown[];
}

async function snapshot(baseUrl: string): Promise<Snapshot> {
  const client = await signedIn(baseUrl);
  const ids = async (path: string) =>
    ((await client.get(path)) as { data: { id: unknown }[] }).data.map((row) => row.id).sort();
  return {
    folders: await ids('/api/folders'),
    threads: await ids('/api/threads?per_page=100'),
    councilFiles: await ids('/api/councils/1/files?per_page=100'),
    profileAgents: await ids('/api/profile/agents'),
    draftAgents: await ids('/api/agents?status=draft&per_page=100'),
    councilUsers: await ids('/api/councils/1/users?per_page=100'),
  };
}

beforeAll(async () => {
  mock = await startMockServer();
  before = await snapshot(mock.url);
  // The frontend on its own origin, as in docs/backend.md's setup: the CORS checks apply to every operation.
  result = await runCli([
    '--base-url',
    mock.url,
    '--realtime',
    // Buying on invoice leaves a completed council order: a throwaway mock is the place for it.
    '--lasting-writes',
    '--origin',
    'http://localhost:5173',
  ]);
}, 120_000);

afterAll(async () => {
  await mock?.stop();
});

describe('the conformance run against the mock server', () => {
  it('passes every check (exit 0)', () => {
    const failures = result.summary?.failures.map(
      (f) => `${f.operationId} ${f.check}: ${f.messages[0]}`,
    ) ?? [result.stdout, result.stderr];
    expect(failures).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.lastLine).toMatch(
      /^conformance PASSED: \d+\/\d+ operations exercised, \d+ checks passed, 0 failed/,
    );
  });

  it('reports every check for every operation it applies to, none left to the "not run" fallback', () => {
    const contract = loadContract();
    const run = new Run(contract, new SchemaValidator(contract.document), {
      ...(parseOptions(['--base-url', mock.url, '--realtime'], {}) as RunOptions),
    });
    const reported = new Map(
      result.summary!.results.map((r) => [`${r.operationId} ${r.check}` as string, r] as const),
    );
    const missing: string[] = [];
    const fallback: string[] = [];
    for (const check of CATALOGUE)
      for (const op of contract.operations) {
        if (!check.appliesTo(op, run)) continue;
        const key = `${op.operationId} ${check.name}`;
        const found = reported.get(key);
        if (!found) missing.push(key);
        else if (found.reason?.startsWith(UNREACHED)) fallback.push(key);
      }
    expect(missing).toEqual([]);
    expect(fallback).toEqual([]);
    // And every check ran (passed) for at least one operation against the mock.
    const passed = new Set(
      result.summary!.results.filter((r) => r.outcome === 'passed').map((r) => r.check),
    );
    expect(CHECK_NAMES.filter((check) => !passed.has(check))).toEqual([]);
  });

  it('with --lasting-writes, checks buying on invoice and its order.completed, and lists what it left', () => {
    const unchecked = result.summary!.promises.unchecked.map((p) => p.id);
    expect(unchecked).not.toContain('buyAgent/invoice-completes');
    expect(unchecked).not.toContain('buyAgent/invoice-order-completed');
    const html = readFileSync(join(result.reportDir, 'report.html'), 'utf8');
    expect(html).toMatch(
      /buyAgent\/invoice-completes: buyAgent of agent \d+ .*status &quot;completed&quot;/,
    );
    expect(html).toContain('buyAgent/invoice-order-completed: buyAgent heard by');
    expect(result.summary!.leftBehind.join('\n')).toMatch(
      /--lasting-writes: buyAgent of agent \d+ for council \d+ .* left a completed council order/,
    );
  });

  it('exercises every operation of the contract', () => {
    const total = loadContract().operations.length;
    expect(result.summary?.operations).toEqual({ total, exercised: total, notExercised: [] });
    expect(result.lastLine).toMatch(
      new RegExp(`^conformance \\w+: ${total}/${total} operations exercised`),
    );
  });

  it('writes junit.xml, a self-contained report.html, report.har and summary.json', () => {
    const junit = readFileSync(join(result.reportDir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuite name="createThread" tests="\d+"/);
    expect(junit).toContain(
      '<testcase classname="createThread" name="createThread stateful-chain"></testcase>',
    );
    const html = readFileSync(join(result.reportDir, 'report.html'), 'utf8');
    expect(html).toContain(result.lastLine.replace(/&/g, '&amp;'));
    expect(html).not.toMatch(/<script|<link|src="http/);
    const har = JSON.parse(readFileSync(join(result.reportDir, 'report.har'), 'utf8')) as {
      log: { entries: unknown[] };
    };
    expect(har.log.entries).toHaveLength(result.summary!.requests);
  });

  it('deletes everything it created', async () => {
    expect(result.summary?.cleanupFailures).toEqual([]);
    expect(await snapshot(mock.url)).toEqual(before);
  });
});

describe('runs again against the same backend', () => {
  it('passes twice more: what earlier runs left (pending orders) is never ordered again', async () => {
    for (const seed of ['2', '3']) {
      const again = await runCli(['--base-url', mock.url, '--quiet', '--seed', seed]);
      const failures = again.summary?.failures.map(
        (f) => `${f.operationId} ${f.check}: ${f.messages[0]}`,
      ) ?? [again.stdout, again.stderr];
      expect(failures, `run with seed ${seed}`).toEqual([]);
      expect(again.code).toBe(0);
      // Without --lasting-writes, buying on invoice is not made, and the reason names the option.
      const invoice = again.summary!.promises.unchecked.find(
        (p) => p.id === 'buyAgent/invoice-completes',
      );
      expect(invoice?.reason).toContain('--lasting-writes');
    }
  }, 120_000);
});

describe('a --read-only run against the mock server', () => {
  it('sends nothing unsafe but the sign-in', async () => {
    const readOnly = await runCli(['--base-url', mock.url, '--read-only', '--quiet']);
    const har = JSON.parse(readFileSync(join(readOnly.reportDir, 'report.har'), 'utf8')) as {
      log: { entries: { request: { method: string; url: string } }[] };
    };
    const unsafe = har.log.entries
      .map((entry) => `${entry.request.method} ${new URL(entry.request.url).pathname}`)
      .filter((line) => !/^(GET|HEAD|TRACE) /.test(line));
    expect(new Set(unsafe)).toEqual(new Set(['POST /api/login']));
    expect(readOnly.summary?.operations.exercised).toBeGreaterThan(30);
  });
});

describe('response times', () => {
  it('are reported per operation, and fail only past a given budget', async () => {
    const timed = await runCli([
      '--base-url',
      mock.url,
      '--only',
      'listRoles',
      '--budget-ms',
      '0.001',
    ]);
    expect(timed.stdout).toMatch(
      /FAIL listRoles response-time: median [\d.]+ ms, p95 [\d.]+ ms over \d+ requests \(budget p95 ≤ 0\.001 ms\)/,
    );
    expect(result.summary?.timings.find((t) => t.operationId === 'listRoles')).toMatchObject({
      count: expect.any(Number),
      medianMs: expect.any(Number),
      p95Ms: expect.any(Number),
    });
    expect(result.summary?.failures.filter((f) => f.check === 'response-time')).toEqual([]);
  });
});
