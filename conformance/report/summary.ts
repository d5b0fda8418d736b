/** summary.json and the one-line summary: the figures a CI job or a person looks at first. */
import type { Timing } from '../checks/timing';
import type { Run } from '../engine/run';

export interface Summary {
  baseUrl: string;
  contractVersion: string;
  /** The data generator's seed: `--seed` with it generates the same bodies again. */
  seed: number;
  startedAt: string;
  wallMs: number;
  requests: number;
  operations: { total: number; exercised: number; notExercised: string[] };
  checks: { passed: number; failed: number; warnings: number; skipped: number };
  failures: { operationId: string; check: string; messages: string[] }[];
  /** Worth a look, not a contract failure (exit 0): e.g. a method Laravel's apiResource adds. */
  warnings: { operationId: string; check: string; messages: string[] }[];
  /** Every check's outcome per operation it applies to (skipped ones with their reason). */
  results: { operationId: string; check: string; outcome: string; reason?: string }[];
  timings: Timing[];
  leftBehind: string[];
  cleanupFailures: string[];
  /** What the run did or could not do that no check's outcome says (a sign-in that waited, Reverb never checked). */
  notes: string[];
}

export function summarize(
  run: Run,
  startedAt: Date,
  wallMs: number,
  timings: Timing[],
  cleanupFailures: string[],
): Summary {
  const results = run.results.all();
  const selected = run.contract.operations.filter((op) => run.selected(op.operationId));
  return {
    baseUrl: run.options.baseUrl,
    contractVersion: run.contract.document.info.version,
    seed: run.options.seed,
    startedAt: startedAt.toISOString(),
    wallMs: Math.round(wallMs),
    requests: run.exchanges.length,
    operations: {
      total: selected.length,
      exercised: selected.filter((op) => run.exercised.has(op.operationId)).length,
      notExercised: selected
        .filter((op) => !run.exercised.has(op.operationId))
        .map((op) => op.operationId),
    },
    checks: {
      passed: results.filter((r) => r.outcome === 'passed').length,
      failed: results.filter((r) => r.outcome === 'failed').length,
      warnings: results.filter((r) => r.outcome === 'warning').length,
      skipped: results.filter((r) => r.outcome === 'skipped').length,
    },
    failures: run.results.failed().map((r) => ({
      operationId: r.operationId,
      check: r.check,
      messages: r.findings.filter((f) => f.outcome === 'failed').map((f) => f.message),
    })),
    warnings: run.results.warnings().map((r) => ({
      operationId: r.operationId,
      check: r.check,
      messages: r.findings.filter((f) => f.outcome === 'warning').map((f) => f.message),
    })),
    results: results.map((r) => ({
      operationId: r.operationId,
      check: r.check,
      outcome: r.outcome,
      ...(r.outcome === 'skipped' ? { reason: r.findings[0]?.message } : {}),
    })),
    timings,
    leftBehind: run.leftBehind,
    cleanupFailures,
    notes: run.notes,
  };
}

export function summaryLine(summary: Summary): string {
  const { operations, checks } = summary;
  const verdict = checks.failed > 0 ? 'FAILED' : 'PASSED';
  return `conformance ${verdict}: ${operations.exercised}/${operations.total} operations exercised, ${checks.passed} checks passed, ${checks.failed} failed, ${checks.warnings} warnings, ${checks.skipped} skipped (${summary.requests} requests, ${(summary.wallMs / 1000).toFixed(1)} s)`;
}
