/**
 * summary.md: the run in Markdown for a CI job summary ($GITHUB_STEP_SUMMARY) or a pull-request
 * comment — the counts, every failing operation with what was expected and what came back, what was
 * skipped as not built or by the config file, route coverage, and the slowest operations.
 */
import { routeFailures, type Summary } from './summary';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').slice(0, 300);

export function markdownSummary(summary: Summary, slowest = 10): string {
  const { checks, operations } = summary;
  const verdict = summary.notRun
    ? `⚠️ NOT RUN: ${summary.notRun}`
    : checks.failed > 0 || summary.cleanupFailures.length > 0 || routeFailures(summary) > 0
      ? '❌ FAILED'
      : '✅ PASSED';
  const out: string[] = [
    `## Contract conformance ${verdict}`,
    '',
    `${summary.baseUrl} against contract ${summary.contractVersion}${summary.contractSha256 ? ` (openapi.json sha256 \`${summary.contractSha256.slice(0, 16)}…\`)` : ''}, seed ${summary.seed}, ${summary.requests} requests in ${(summary.wallMs / 1000).toFixed(1)} s.`,
    '',
    '| Operations exercised | Checks passed | Failed | Warnings | Skipped | Not built (no route) | Skipped by config |',
    '|---|---|---|---|---|---|---|',
    `| ${operations.exercised}/${operations.total} | ${checks.passed} | ${checks.failed} | ${checks.warnings} | ${checks.skipped} | ${summary.skippedOperations.filter((s) => s.source === 'routes').length} | ${summary.skippedOperations.filter((s) => s.source === 'config').length} |`,
  ];
  if (summary.failures.length > 0) {
    out.push(
      '',
      `### Failing operations (${new Set(summary.failures.map((f) => f.operationId)).size})`,
      '',
      '| Operation | Check | Expected … got … |',
      '|---|---|---|',
    );
    for (const f of summary.failures)
      out.push(
        `| \`${f.operationId}\` | ${f.check} | ${cell(f.messages[0] ?? '')}${f.messages.length > 1 ? ` (+${f.messages.length - 1} more)` : ''} |`,
      );
  }
  if (summary.warnings.length > 0) {
    out.push(
      '',
      `### Warnings (${summary.warnings.length})`,
      '',
      '| Operation | Check | |',
      '|---|---|---|',
    );
    for (const w of summary.warnings)
      out.push(`| \`${w.operationId}\` | ${w.check} | ${cell(w.messages[0] ?? '')} |`);
  }
  if (summary.skippedOperations.length > 0) {
    out.push(
      '',
      `### Operations not checked (${summary.skippedOperations.length})`,
      '',
      '| Operation | Why |',
      '|---|---|',
    );
    for (const s of summary.skippedOperations)
      out.push(`| \`${s.operationId}\` | ${cell(s.reason)} |`);
  }
  const promises = summary.promises ?? { checked: 0, unchecked: [] };
  if (promises.unchecked.length > 0) {
    out.push(
      '',
      `### Promises not checked (${promises.unchecked.length}; ${promises.checked} checked)`,
      '',
      '| Promise | Check | Why |',
      '|---|---|---|',
    );
    for (const p of promises.unchecked)
      out.push(`| \`${p.id}\` | ${p.check} | ${cell(p.reason)} |`);
  }
  const routes = summary.routes;
  if (routes) {
    out.push(
      '',
      '### Route coverage',
      '',
      `${routes.file}: ${routes.routes} routes, ${routes.matched.length} operations routed, ${routes.notBuilt.length} not built, ${routes.methodMismatches.length} method mismatches, ${routes.undocumented.length} undocumented routes.`,
    );
    if (routes.methodMismatches.length > 0) {
      out.push('', '| Operation | Contract | Route |', '|---|---|---|');
      for (const m of routes.methodMismatches)
        out.push(
          `| \`${m.operationId}\` | ${m.method} ${m.path} | ${m.routeMethods.join('\\|')} ${m.uri} |`,
        );
    }
    if (routes.undocumented.length > 0) {
      out.push('', '| Undocumented route | Action |', '|---|---|');
      for (const r of routes.undocumented)
        out.push(`| ${r.methods.join('\\|')} ${r.uri} | ${cell(r.action ?? '')} |`);
    }
  }
  const slow = [...summary.timings].sort((a, b) => b.p95Ms - a.p95Ms).slice(0, slowest);
  if (slow.length > 0) {
    out.push(
      '',
      `### Slowest operations (p95)`,
      '',
      '| Operation | p95 ms | median ms | requests |',
      '|---|---|---|---|',
    );
    for (const t of slow)
      out.push(`| \`${t.operationId}\` | ${t.p95Ms} | ${t.medianMs} | ${t.count} |`);
  }
  if (summary.cleanupFailures.length > 0) {
    out.push('', '### Not cleaned up', '');
    for (const left of summary.cleanupFailures) out.push(`- ${cell(left)}`);
  }
  return `${out.join('\n')}\n`;
}
