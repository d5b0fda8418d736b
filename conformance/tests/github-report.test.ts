/**
 * --github: one ::error annotation per failed check (operation, check, expected, got), warnings as
 * ::warning, and the Markdown job summary ($GITHUB_STEP_SUMMARY, also summary.md): the counts, the
 * failing operations, the slowest operations.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations } from '../report/github';
import type { Summary } from '../report/summary';
import { BrokenProxy } from './support/broken-proxy';
import { freePort, runCli, startMockServer, type MockServer } from './support/processes';

const FIXTURE = join(process.cwd(), 'conformance', 'tests', 'fixtures', 'route-list.json');

describe('GitHub annotations', () => {
  it('escape what would end the command early or break its line', () => {
    const summary = {
      failures: [
        {
          operationId: 'getFolder',
          check: 'response-conforms',
          messages: ['expected 200, got 500: 100% broken', 'then: a, b'],
        },
      ],
      warnings: [],
      cleanupFailures: [],
      routes: null,
      failOnUndocumented: false,
    } as unknown as Summary;
    expect(annotations(summary)).toEqual([
      '::error title=getFolder response-conforms::expected 200, got 500: 100%25 broken%0Athen: a, b',
    ]);
  });
});

describe('--github in a run', () => {
  let mock: MockServer;
  let proxy: BrokenProxy;
  beforeAll(async () => {
    mock = await startMockServer();
    // getFolder answers a body without its required "name": one failing check to annotate.
    proxy = new BrokenProxy(mock.url, {
      response: (answer, ex) => {
        if (ex.method !== 'GET' || !/^\/api\/folders\/\d+$/.test(ex.path) || answer.status !== 200)
          return answer;
        const body = JSON.parse(answer.body.toString()) as { data: Record<string, unknown> };
        delete body.data.name;
        return {
          ...answer,
          body: Buffer.from(JSON.stringify(body)),
          headers: { ...answer.headers, 'content-length': undefined },
        };
      },
    });
    await proxy.start();
  });
  afterAll(async () => {
    await proxy?.stop();
    await mock?.stop();
  });

  it('annotates each failure and writes the job summary', async () => {
    const stepSummary = join(mkdtempSync(join(tmpdir(), 'step-summary-')), 'summary.md');
    const result = await runCli(
      [
        '--base-url',
        proxy.url,
        '--only',
        'listFolders,getFolder,updateProfile',
        '--routes',
        FIXTURE,
        '--github',
      ],
      { GITHUB_STEP_SUMMARY: stepSummary },
    );
    expect(result.code).toBe(1);
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error '));
    const failures = result.summary!.failures;
    expect(
      failures.some((f) => f.operationId === 'getFolder' && f.check === 'response-conforms'),
    ).toBe(true);
    // One per failed check, plus the route table's method mismatch.
    expect(errors).toHaveLength(failures.length + 1);
    expect(errors).toContainEqual(
      expect.stringMatching(/^::error title=getFolder response-conforms::.*name/),
    );
    expect(errors).toContain(
      '::error title=updateProfile route-method::expected PUT /api/profile, got a route api/profile answering PATCH',
    );
    expect(result.stdout).toContain(
      '::warning title=undocumented route::GET api/user is in the routes, not in the contract',
    );

    const markdown = readFileSync(stepSummary, 'utf8');
    expect(markdown).toBe(readFileSync(join(result.reportDir, 'summary.md'), 'utf8'));
    expect(markdown).toContain('## Contract conformance ❌ FAILED');
    const { checks, operations } = result.summary!;
    expect(markdown).toContain(
      `| ${operations.exercised}/${operations.total} | ${checks.passed} | ${checks.failed} | ${checks.warnings} | ${checks.skipped} |`,
    );
    expect(markdown).toMatch(
      /### Failing operations \(\d+\)[\s\S]*\| `getFolder` \| response-conforms \|/,
    );
    expect(markdown).toContain('| `updateProfile` | PUT /api/profile | PATCH api/profile |');
    const slowest = [...result.summary!.timings].sort((a, b) => b.p95Ms - a.p95Ms)[0]!;
    expect(markdown).toMatch(
      new RegExp(
        `### Slowest operations \\(p95\\)[\\s\\S]*\\| \`${slowest.operationId}\` \\| ${slowest.p95Ms} \\|`,
      ),
    );
    const junit = readFileSync(join(result.reportDir, 'junit.xml'), 'utf8');
    expect(junit).toContain('<testcase classname="routes" name="updateProfile route-method">');
  });

  it('says NOT RUN, not PASSED, when the run could not happen', async () => {
    const stepSummary = join(mkdtempSync(join(tmpdir(), 'step-summary-')), 'summary.md');
    const port = await freePort();
    const result = await runCli(
      ['--base-url', `http://127.0.0.1:${port}`, '--github', '--timeout-ms', '2000'],
      {
        GITHUB_STEP_SUMMARY: stepSummary,
      },
    );
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(
      /^::error title=conformance not run::http:\/\/127\.0\.0\.1:\d+ does not answer/m,
    );
    expect(readFileSync(stepSummary, 'utf8')).toMatch(
      /^## Contract conformance ⚠️ NOT RUN: http:\/\/127\.0\.0\.1:\d+ does not answer/,
    );
  });
});
