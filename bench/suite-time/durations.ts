/** Each test's time in a stage's JSON report, vitest's or Playwright's (retries added to their test). */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface TimedTest {
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
}

function fromPlaywright(suites: PlaywrightSuite[]): TimedTest[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `[${test.projectName}] ${suite.file}:${spec.line} › ${spec.title}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...fromPlaywright(suite.suites ?? []),
  ]);
}

export function testDurations(report: string): TimedTest[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8')) as Partial<VitestReport> & {
    suites?: PlaywrightSuite[];
  };
  if (json.suites) return fromPlaywright(json.suites);
  return (json.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(process.cwd(), file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}
