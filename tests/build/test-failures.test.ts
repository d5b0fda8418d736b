import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests, firstLine } from '../../scripts/test-failures';

function report(json: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'test-failures-')), 'report.json');
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe('the failed tests npm test names under its summary', () => {
  it('names a failed vitest test with the first line of its error, and a file that failed without a test', () => {
    const path = report({
      testResults: [
        {
          name: join(process.cwd(), 'backend/tests/app.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'the app passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'the app logs in',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 500 to be 204\u001b[39m\n    at x',
              ],
            },
          ],
        },
        {
          name: join(process.cwd(), 'tests/broken.test.ts'),
          status: 'failed',
          message: 'Failed to load url ./gone',
          assertionResults: [],
        },
      ],
    });
    expect(failedTests(path)).toEqual([
      {
        name: 'backend/tests/app.test.ts › the app logs in',
        error: 'AssertionError: expected 500 to be 204',
      },
      { name: 'tests/broken.test.ts', error: 'Failed to load url ./gone' },
    ]);
  });

  it('names a Playwright test that failed unexpectedly with its project, file, line and describe blocks, not a flaky one', () => {
    const path = report({
      suites: [
        {
          title: 'chat/send.spec.ts',
          file: 'chat/send.spec.ts',
          specs: [
            {
              title: 'flaky one',
              line: 3,
              tests: [
                {
                  projectName: 'chromium',
                  status: 'flaky',
                  results: [{ error: { message: 'x' } }, {}],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'sending',
              file: 'chat/send.spec.ts',
              specs: [
                {
                  title: 'a message arrives once',
                  line: 9,
                  tests: [
                    {
                      projectName: 'slow-cpu-4x',
                      status: 'unexpected',
                      results: [{}, { error: { message: '\nError: expected 1, got 2' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failedTests(path)).toEqual([
      {
        name: '[slow-cpu-4x] chat/send.spec.ts:9 › sending › a message arrives once',
        error: 'Error: expected 1, got 2',
      },
    ]);
  });

  it('reads nothing from a missing or unreadable report', () => {
    expect(failedTests('/nonexistent/report.json')).toEqual([]);
    const path = join(mkdtempSync(join(tmpdir(), 'test-failures-')), 'broken.json');
    writeFileSync(path, '{ not json');
    expect(failedTests(path)).toEqual([]);
  });

  it('cuts a long first line at 200 characters', () => {
    expect(firstLine('a'.repeat(500))).toHaveLength(200);
  });
});
