/**
 * JavaScript budgets of a production build, read from Vite's manifest (`vite build --manifest`):
 * what a page needs is the entry of index.html with its static imports, plus the page's own lazy
 * chunk with its static imports (and, for the chat, the real-time client it loads right after the
 * first render). Sizes are gzip level 9, as bench/chat.bench.ts measures them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  name: string;
  /** Source modules (manifest keys) the page loads besides the entry. */
  modules: string[];
  limitKb: number;
}

/**
 * The budgets of the issue: the first page (the landing page) and the chat. `/chat` counts what
 * the browser fetches before its box can be used (issue 23), on-demand chunks included: the
 * signed-in layout (a lazy route), the chat page (a lazy route), the navigation's join-request
 * badge (lazy in the layout, shown to a council's admins) and the real-time client loaded right
 * after the first render. `npm run bench:first-paint` checks this list against the files a
 * browser really fetched and names any the budget misses.
 */
export const CHAT_BUDGET_MODULES = [
  'src/app/layouts/DefaultLayout.tsx',
  'src/features/chat/ChatPage.tsx',
  'src/features/council/console/management/join-requests/JoinRequestsCount.tsx',
  'src/lib/realtime/session.ts',
];

export const BUDGETS: Budget[] = [
  // 132.0 KB on 2026-11-29 (`npm run report:bundle` shows it per module), of which the kept screen
  // that draws a reloaded tab at once (src/lib/session/kept-screen.ts) is 0.6 KB: the goal is 125 KB,
  // and react, react-dom, react-router and TanStack Query alone are 109 KB of it (docs/performance.md).
  // The build's id, compiled in, moves the figure by a few bytes from one build to the next.
  { name: 'first page (/)', modules: ['src/app/pages/LandingPage.tsx'], limitKb: 133 },
  { name: '/chat', modules: CHAT_BUDGET_MODULES, limitKb: 200 },
];

export interface BudgetResult {
  name: string;
  kb: number;
  limitKb: number;
  files: string[];
  ok: boolean;
}

/** The JavaScript files a set of manifest keys loads: each one and its static imports. */
export function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `The build manifest has no chunk for ${key}: was it renamed? Update scripts/bundle-budgets.ts.`,
      );
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export function checkBudgets(outDir: string, budgets: Budget[] = BUDGETS): BudgetResult[] {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const gzipKb = (file: string) =>
    gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
  return budgets.map((budget) => {
    const files = [...filesOf(manifest, [...entries, ...budget.modules])];
    const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
    return { name: budget.name, kb, limitKb: budget.limitKb, files, ok: kb <= budget.limitKb };
  });
}

export function formatBudget(result: BudgetResult): string {
  const verdict = result.ok ? 'ok' : 'OVER BUDGET';
  return `${result.name.padEnd(16)} ${result.kb.toFixed(1).padStart(6)} KB of ${result.limitKb} KB (gzip, ${result.files.length} files): ${verdict}`;
}
