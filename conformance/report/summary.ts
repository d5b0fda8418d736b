/** summary.json and the one-line summary: the figures a CI job or a person looks at first. */
import type { Timing } from '../checks/timing';
import type { Run } from '../engine/run-state';
import type { RouteCoverage } from '../coverage/routes';
import type { OperationSkip } from '../coverage/skips';

/** What the command adds around the run: the contract's hash, operations left out, route coverage. */
export interface SummaryExtras {
  contractSha256?: string;
  skippedOperations?: OperationSkip[];
  routes?: RouteCoverage | null;
  failOnUndocumented?: boolean;
  /** Why the run stopped before its checks (exit 2), when it did. */
  notRun?: string | null;
}

export interface Summary {
  baseUrl: string;
  contractVersion: string;
  /** SHA-256 of the bundled OpenAPI document the run checked against. */
  contractSha256: string | null;
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
  /** Operations not checked, each with why: the config file's skips and, with --routes, those not built. */
  skippedOperations: OperationSkip[];
  /** With --routes: the backend's routes against the contract's operations. */
  routes: RouteCoverage | null;
  failOnUndocumented: boolean;
  /** Why the run stopped before its checks (exit 2); null when it ran. */
  notRun: string | null;
  /** What the run did or could not do that no check's outcome says (a sign-in that waited, Reverb never checked). */
  notes: string[];
  /** The contract's promises (x-promises) the promise checks came to: how many were checked, and each one not checked with why. */
  promises: { checked: number; unchecked: { id: string; check: string; reason: string }[] };
}

export function summarize(
  run: Run,
  startedAt: Date,
  wallMs: number,
  timings: Timing[],
  cleanupFailures: string[],
  extras: SummaryExtras = {},
): Summary {
  const results = run.results.all();
  const selected = run.contract.operations.filter((op) => run.selected(op.operationId));
  return {
    baseUrl: run.options.baseUrl,
    contractVersion: run.contract.document.info.version,
    contractSha256: extras.contractSha256 ?? null,
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
    skippedOperations: extras.skippedOperations ?? [],
    routes: extras.routes ?? null,
    failOnUndocumented: extras.failOnUndocumented ?? false,
    notRun: extras.notRun ?? null,
    notes: run.notes,
    promises: {
      checked: run.promises.filter((p) => p.checked).length,
      unchecked: run.promises
        .filter((p) => !p.checked)
        .map((p) => ({ id: p.id, check: p.check, reason: p.reason ?? '' })),
    },
  };
}

export function summaryLine(summary: Summary): string {
  const { operations, checks } = summary;
  const verdict = checks.failed > 0 || routeFailures(summary) > 0 ? 'FAILED' : 'PASSED';
  const notBuilt = summary.skippedOperations.filter((s) => s.source === 'routes').length;
  const routes = summary.routes
    ? `, routes: ${notBuilt} operations not built, ${summary.routes.methodMismatches.length} method mismatches, ${summary.routes.undocumented.length} undocumented`
    : '';
  return `conformance ${verdict}: ${operations.exercised}/${operations.total} operations exercised, ${checks.passed} checks passed, ${checks.failed} failed, ${checks.warnings} warnings, ${checks.skipped} skipped${routes} (${summary.requests} requests, ${(summary.wallMs / 1000).toFixed(1)} s)`;
}

/** Route findings that fail the run: method mismatches, and undocumented routes with --fail-on-undocumented. */
export function routeFailures(summary: Summary): number {
  if (!summary.routes) return 0;
  return (
    summary.routes.methodMismatches.length +
    (summary.failOnUndocumented ? summary.routes.undocumented.length : 0)
  );
}
