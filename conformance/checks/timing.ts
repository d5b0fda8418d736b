/** Check 10: response times per operation (median, p95); a failure only past a given budget. */
import type { Run } from '../engine/run-state';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export interface Timing {
  operationId: string;
  count: number;
  medianMs: number;
  p95Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function timings(run: Run): Timing[] {
  const byOp = new Map<string, number[]>();
  for (const exchange of run.exchanges) {
    if (!exchange.operationId || !exchange.response) continue;
    byOp.set(exchange.operationId, [...(byOp.get(exchange.operationId) ?? []), exchange.ms]);
  }
  return [...byOp].map(([operationId, times]) => {
    const sorted = times.sort((a, b) => a - b);
    return {
      operationId,
      count: sorted.length,
      medianMs: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
    };
  });
}

export function checkResponseTimes(run: Run): Timing[] {
  const all = timings(run);
  for (const timing of all) {
    if (!run.selected(timing.operationId)) continue;
    const text = `median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms over ${timing.count} requests`;
    if (run.options.budgetMs === null)
      run.results.pass(timing.operationId, CHECK.responseTime, text);
    else
      run.results.expect(
        timing.p95Ms <= run.options.budgetMs,
        timing.operationId,
        CHECK.responseTime,
        `${text} (budget p95 ≤ ${run.options.budgetMs} ms)`,
      );
  }
  return all;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export const check: Check = {
  name: CHECK.responseTime,
  summary: "each operation's response times (p50, p95) within --budget-ms",
  docs: 'median and p95 per operation',
  phase: 'after-run',
  appliesTo: () => true,
  afterRun: (run) => {
    checkResponseTimes(run);
  },
};
