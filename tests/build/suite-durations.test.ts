import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { testDurations } from '../../bench/suite-time/durations';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'suite-durations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('reads each test of a vitest report in seconds', () => {
  const report = join(dir, 'unit.json');
  writeFileSync(
    report,
    JSON.stringify({
      testResults: [
        {
          name: join(process.cwd(), 'tests/a.test.ts'),
          assertionResults: [
            { fullName: 'a one', duration: 1500 },
            { fullName: 'a skipped', duration: null },
          ],
        },
      ],
    }),
  );
  expect(testDurations(report)).toEqual([
    { name: 'tests/a.test.ts › a one', seconds: 1.5 },
    { name: 'tests/a.test.ts › a skipped', seconds: 0 },
  ]);
});

it('reads each journey of a Playwright report per project, its retries added, nested suites included', () => {
  const report = join(dir, 'browser.json');
  const spec = (title: string, line: number, durations: number[]) => ({
    title,
    line,
    tests: [{ projectName: 'mock', results: durations.map((duration) => ({ duration })) }],
  });
  writeFileSync(
    report,
    JSON.stringify({
      suites: [
        {
          file: 'chat/send.spec.ts',
          specs: [spec('sends', 3, [2000, 1000])],
          suites: [{ file: 'chat/send.spec.ts', specs: [spec('nested', 9, [500])] }],
        },
      ],
    }),
  );
  expect(testDurations(report)).toEqual([
    { name: '[mock] chat/send.spec.ts:3 › sends', seconds: 3 },
    { name: '[mock] chat/send.spec.ts:9 › nested', seconds: 0.5 },
  ]);
});

it('reads nothing from a report a stage did not write', () => {
  expect(testDurations(join(dir, 'missing.json'))).toEqual([]);
});
