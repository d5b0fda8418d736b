/**
 * Mixed mode's list of mocked operations (`VITE_MOCKS=partial`), resolved when Vite starts:
 * `VITE_MOCK_OPERATIONS` is either comma-separated operationIds, or
 * `from-report:<path to a conformance summary.json>` — then every operation that failed a check
 * in that run, or that the run did not exercise, is mocked, and the ones that passed go to the
 * backend. An unknown operationId, a missing report or a report of another shape stops the
 * build with a message: a typo must not silently send an operation to the wrong side.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { operations } from '../src/generated/operations.ts';

export const FROM_REPORT = 'from-report:';
const KNOWN = operations.map((op) => op.operationId as string);

/** The operationIds to mock, in the operation table's order. */
export function resolveMockOperations(
  value: string | undefined,
  readFile: (path: string) => string = (path) => readFileSync(resolve(path), 'utf8'),
): string[] {
  const raw = (value ?? '').trim();
  if (raw.startsWith(FROM_REPORT)) {
    const path = raw.slice(FROM_REPORT.length).trim();
    let text: string;
    try {
      text = readFile(path);
    } catch (error) {
      throw new Error(
        `VITE_MOCK_OPERATIONS=${raw}: cannot read ${path} (${(error as Error).message})`,
        { cause: error },
      );
    }
    let summary: unknown;
    try {
      summary = JSON.parse(text);
    } catch {
      throw new Error(`VITE_MOCK_OPERATIONS=${raw}: ${path} is not JSON`);
    }
    return operationsToMockFromReport(summary, path);
  }
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !KNOWN.includes(id));
  if (unknown.length > 0)
    throw new Error(
      `VITE_MOCK_OPERATIONS names operations the contract does not have: ${unknown.join(', ')}`,
    );
  return KNOWN.filter((id) => ids.includes(id));
}

interface SummaryShape {
  operations: { notExercised: string[] };
  failures: { operationId: string }[];
  timings?: { operationId: string }[];
}

function isSummary(value: unknown): value is SummaryShape {
  const v = value as SummaryShape | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.operations?.notExercised) &&
    Array.isArray(v.failures) &&
    (v.timings === undefined || Array.isArray(v.timings))
  );
}

/**
 * Passed = exercised (it has a timing, or the run's list of unexercised operations leaves it out)
 * with no failed check. Everything else is mocked, operations the report does not know included
 * (a contract newer than the run).
 */
export function operationsToMockFromReport(summary: unknown, path = 'the report'): string[] {
  if (!isSummary(summary))
    throw new Error(
      `${path} is not a conformance summary.json (no operations.notExercised or failures)`,
    );
  const failed = new Set(summary.failures.map((f) => f.operationId));
  const notExercised = new Set(summary.operations.notExercised);
  const timed = summary.timings ? new Set(summary.timings.map((t) => t.operationId)) : null;
  const passed = (id: string) =>
    !failed.has(id) && !notExercised.has(id) && (timed === null || timed.has(id));
  return KNOWN.filter((id) => !passed(id));
}
