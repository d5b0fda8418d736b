/** The report of bench/first-paint.bench.ts: medians, ratios against the goals, start-up phases, budget. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, checkBudgets } from '../../scripts/bundle-budgets';

const GOALS = { timeRatio: 1.5, jsRatio: 1.3 };

export interface ReportOptions {
  runs: number;
  cpu: number;
  /** The builds' folder (the browser's list of fetched scripts is written beside them). */
  out: string;
}

export interface Sample {
  boxMs: number;
  frameMs: number | null;
  jsKb: number;
  jsFiles: number;
  /** The mock's start-up marks (ms since navigation), demo only. */
  phases: Record<string, number>;
}

export type Runs = { first: Sample[]; repeat: Sample[] };

export const log = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summary(samples: Sample[]) {
  return {
    boxMs: median(samples.map((s) => s.boxMs)),
    frameMs: median(samples.map((s) => s.frameMs ?? s.boxMs)),
    jsKb: median(samples.map((s) => s.jsKb)),
    jsFiles: median(samples.map((s) => s.jsFiles)),
  };
}

export function report(production: Runs, demo: Runs, options: ReportOptions): void {
  const visits = [
    ['first visit', production.first, demo.first],
    ['repeat visit', production.repeat, demo.repeat],
  ] as const;
  const rows = visits.map(([label, prod, dem]) => [label, summary(prod), summary(dem)] as const);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  log('');
  log(
    `Time until the /chat box can be used (median of ${options.runs}, CPU ${options.cpu}x) — goal: demo <= ${GOALS.timeRatio}x production`,
  );
  log('                 production     demo   ratio   | frame painted: production   demo');
  const misses: string[] = [];
  for (const [label, prod, dem] of rows) {
    const ratio = dem.boxMs / prod.boxMs;
    if (ratio > GOALS.timeRatio) misses.push(`${label}: ${ratio.toFixed(2)}x`);
    log(
      `  ${label.padEnd(13)} ${s(prod.boxMs).padStart(10)} ${s(dem.boxMs).padStart(8)} ${`${ratio.toFixed(2)}x`.padStart(7)}   |                ${s(prod.frameMs).padStart(7)} ${s(dem.frameMs).padStart(7)}`,
    );
  }
  // Each round runs production then the demo, so a round's own ratio is paired against the
  // machine's drift during the run: their spread says how far to trust the medians' ratio.
  for (const [label, prod, dem] of visits) {
    const ratios = dem.map((sample, i) => sample.boxMs / prod[i]!.boxMs);
    log(
      `  ${label}, each round's own ratio: ${ratios.map((r) => `${r.toFixed(2)}x`).join(' ')} (median ${median(ratios).toFixed(2)}x)`,
    );
  }
  const [, prodFirst, demoFirst] = rows[0]!;
  const jsRatio = demoFirst.jsKb / prodFirst.jsKb;
  if (jsRatio > GOALS.jsRatio) misses.push(`JavaScript: ${jsRatio.toFixed(2)}x`);
  log('');
  log(
    `JavaScript fetched before the /chat box works (gzip, first visit) — goal: demo <= ${GOALS.jsRatio}x production`,
  );
  log(
    `  production ${prodFirst.jsKb.toFixed(1)} KB (${prodFirst.jsFiles} files), demo ${demoFirst.jsKb.toFixed(1)} KB (${demoFirst.jsFiles} files): ${jsRatio.toFixed(2)}x`,
  );
  const phaseRows = [
    ['production', 'first', production.first],
    ['production', 'repeat', production.repeat],
    ['demo', 'first', demo.first],
    ['demo', 'repeat', demo.repeat],
  ] as const;
  for (const [build, label, samples] of phaseRows) {
    const names = Object.keys(samples[0]?.phases ?? {});
    if (names.length === 0) continue;
    const line = names
      .map(
        (phase) =>
          `${phase} ${(median(samples.map((x) => x.phases[phase] ?? NaN)) / 1000).toFixed(2)} s`,
      )
      .join(', ');
    log(`  ${build}, ${label} visit: start-up phases (s since navigation, median): ${line}`);
  }
  budgetAgainstBrowser(options.out);
  log('');
  log(misses.length === 0 ? 'Goals met.' : `Goals missed: ${misses.join(', ')}`);
  if (misses.length > 0 && process.env.BENCH_ENFORCE === '1') process.exitCode = 1;
}

/** The /chat budget (scripts/bundle-budgets.ts) beside what the production build's browser really fetched. */
function budgetAgainstBrowser(out: string): void {
  const loadedFile = join(out, 'production-scripts.json');
  if (!existsSync(join(out, 'production', '.vite', 'manifest.json')) || !existsSync(loadedFile))
    return;
  const chat = checkBudgets(
    join(out, 'production'),
    BUDGETS.filter((b) => b.name === '/chat'),
  )[0]!;
  const loaded = (JSON.parse(readFileSync(loadedFile, 'utf8')) as string[]).map((path) =>
    path.replace(/^\//, ''),
  );
  const missed = loaded.filter((file) => !chat.files.includes(file));
  log('');
  log(
    `The /chat budget counts ${chat.kb.toFixed(1)} KB of ${chat.limitKb} KB (${chat.files.length} files); ` +
      (missed.length === 0
        ? 'it includes every file the browser fetched before the box worked.'
        : `it misses files the browser fetched: ${missed.join(', ')}`),
  );
}
