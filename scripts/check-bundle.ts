/**
 * A production build must hold no mock code and must not pay for the dev-time contract check:
 * builds with the production mode into dist-prod/ and fails if any of the markers below is in
 * the emitted files.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist-prod';
const FORBIDDEN: Array<[marker: string, why: string]> = [
  ['mockServiceWorker', 'the msw service worker'],
  ['[MSW]', 'msw runtime messages'],
  ['demo@example.com', 'the mock seed'],
  ['ContractViolationError', 'the dev-time response contract check'],
  ['council-local-secret', 'the signing secret of the fake Reverb broadcaster'],
  ['mock-provider', "the mock's fake payment provider (the test card)"],
];

execSync(`npx vite build --mode production --outDir ${OUT} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });

const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (!path.endsWith('.map')) files.push(path);
  }
};
walk(OUT);

const problems = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return FORBIDDEN.filter(([marker]) => text.includes(marker)).map(([marker, why]) => `${file}: contains "${marker}" (${why})`);
});
if (!files.some((f) => f.endsWith('build.json'))) problems.push(`${OUT}/build.json is missing`);

if (problems.length > 0) {
  console.error(`The production build is not clean:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Production build is clean: ${files.length} files, no mock code, no dev-time contract check.`);
