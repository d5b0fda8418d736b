/**
 * The names of the failed tests in a stage's JSON report (vitest's or Playwright's), each with the first line
 * of its error: `npm test` prints them under its summary table, so the last lines of a CI log (often all a
 * reader gets) say which test failed and why, not only which stage.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface FailedTest {
  name: string;
  error: string;
}

interface VitestReport {
  testResults: {
    name: string;
    message?: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The first line of an error that says something, without the terminal's colour codes, at most 200 characters. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the colour codes are what is removed
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line =
    plain
      .split('\n')
      .map((part) => part.trim())
      .find((part) => part.length > 0) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

function fromVitest(report: VitestReport): FailedTest[] {
  const failed: FailedTest[] = [];
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests)
      failed.push({
        name: `${path} › ${test.fullName}`,
        error: firstLine(test.failureMessages[0]),
      });
    // A file that failed to load, or failed in a hook, has no failed test of its own.
    if (tests.length === 0 && file.status === 'failed')
      failed.push({ name: path, error: firstLine(file.message) });
  }
  return failed;
}

/** Top-level suites are the spec files (their title is the path); the nested ones are `describe` blocks. */
function fromPlaywright(suites: PlaywrightSuite[], titles: string[] | null = null): FailedTest[] {
  const failed: FailedTest[] = [];
  for (const suite of suites) {
    const here = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((one) => one.status === 'unexpected')) {
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        const name = [...here, spec.title].join(' › ');
        failed.push({
          name: `[${test.projectName}] ${suite.file}:${spec.line} › ${name}`,
          error: firstLine(error),
        });
      }
    }
    failed.push(...fromPlaywright(suite.suites ?? [], here));
  }
  return failed;
}

/** The failed tests of one report; none when the report is missing or unreadable (the stage's exit code tells). */
export function failedTests(report: string): FailedTest[] {
  if (!existsSync(report)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return [];
  }
  if (json && typeof json === 'object' && 'testResults' in json)
    return fromVitest(json as VitestReport);
  if (json && typeof json === 'object' && 'suites' in json)
    return fromPlaywright((json as { suites: PlaywrightSuite[] }).suites);
  return [];
}
