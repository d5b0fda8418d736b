/**
 * A production build must hold no mock code, must not pay for the dev-time contract check, must
 * not point browsers at source maps, and must stay within its JavaScript budgets
 * (scripts/bundle-budgets.ts): builds with the production mode into dist-prod/, prints each
 * budget against its figure, and fails on any problem.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets, formatBudget } from './bundle-budgets';

const OUT = 'dist-prod';
const FORBIDDEN: Array<[marker: string, why: string]> = [
  ['mockServiceWorker', 'the msw service worker'],
  ['[MSW]', 'msw runtime messages'],
  ['demo@example.com', 'the mock seed'],
  ['ContractViolationError', 'the dev-time response contract check'],
  ['council-local-secret', 'the signing secret of the fake Reverb broadcaster'],
  ['mock-provider', "the mock's fake payment provider (the test card)"],
  ['Sample accounts', "the sign-in page's list of seeded accounts (dev and demo builds only)"],
];

execSync(
  `npx vite build --mode production --outDir ${OUT} --emptyOutDir --manifest --logLevel warn`,
  { stdio: 'inherit' },
);

const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') walk(path);
    } else if (!path.endsWith('.map')) files.push(path);
  }
};
walk(OUT);

const problems = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return FORBIDDEN.filter(([marker]) => text.includes(marker)).map(
    ([marker, why]) => `${file}: contains "${marker}" (${why})`,
  );
});
if (!files.some((f) => f.endsWith('build.json'))) problems.push(`${OUT}/build.json is missing`);
// Hidden source maps only: written for error tracking, never announced to the browser.
for (const file of files.filter((f) => /\.(js|css)$/.test(f))) {
  if (/[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8')))
    problems.push(`${file}: points browsers at a source map`);
}

const budgets = checkBudgets(OUT);
console.log('JavaScript budgets of the production build:');
for (const result of budgets) console.log(`  ${formatBudget(result)}`);
for (const result of budgets.filter((r) => !r.ok)) {
  problems.push(
    `${result.name} needs ${result.kb.toFixed(1)} KB of JavaScript (gzip), over its ${result.limitKb} KB budget: ${result.files.join(', ')}`,
  );
}

if (problems.length > 0) {
  console.error(`The production build is not clean:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Production build is clean: ${files.length} files, no mock code, no dev-time contract check, no source map for browsers, within budget.`,
);
