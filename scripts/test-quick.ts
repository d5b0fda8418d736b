/**
 * `npm run test:quick`: the inner loop, in a few minutes instead of the whole suite's half hour.
 * The contract drift check and the types of the whole project (both cheap and project-wide), ESLint
 * and Prettier on the files the change touched, and the unit tests those files reach through the
 * import graph (vitest's `--changed`). The browser, network, conformance and laravel stages are
 * left to `npm test`, which CI runs.
 *
 * The change: what is committed since `--since <ref>` (default: `main` on another branch; on main,
 * its upstream, e.g. origin/main in a clone), plus what is staged, modified or untracked.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { report, runStages } from './stage-runner';
import { asOneCheck, RESULTS, STAGES, vitest, vitestCounts, type Stage } from './test-stages';

const git = (cwd: string, ...args: string[]): string | null => {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
};

/** The ref the change is measured from, or null for only what is not committed yet. */
export function changeBase(argv: string[], cwd = process.cwd()): string | null {
  const at = argv.indexOf('--since');
  if (at >= 0) {
    const ref = argv[at + 1];
    if (!ref || git(cwd, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`) === null) {
      throw new Error(`--since takes a git ref that exists here (got ${ref ?? 'nothing'})`);
    }
    return ref;
  }
  const branch = git(cwd, 'rev-parse', '--abbrev-ref', 'HEAD')?.trim();
  if (branch !== 'main' && git(cwd, 'rev-parse', '--verify', '--quiet', 'main') !== null)
    return 'main';
  return (
    git(cwd, 'rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}')?.trim() || null
  );
}

/** The files the change touched that still exist, as vitest's `--changed` finds them. */
export function changedFiles(base: string | null, cwd = process.cwd()): string[] {
  const lists = [
    base ? git(cwd, 'diff', '--name-only', '--diff-filter=d', `${base}...HEAD`) : '',
    git(cwd, 'diff', '--cached', '--name-only', '--diff-filter=d'),
    git(cwd, 'ls-files', '--others', '--modified', '--exclude-standard'),
  ];
  const files = lists.flatMap((list) => (list ?? '').split('\n')).filter(Boolean);
  // `ls-files --modified` names deleted files too; they have nothing to lint.
  return [...new Set(files)].filter((file) => existsSync(join(cwd, file)));
}

const quote = (file: string) => `'${file.replaceAll("'", `'\\''`)}'`;
const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;

function quickStages(files: string[], base: string | null): Stage[] {
  const byName = (name: string) => STAGES.find((stage) => stage.name === name)!;
  const linted = files.filter((file) => LINTED.test(file) && !file.startsWith('src/generated/'));
  const nothing = `echo "no file of this kind changed"`;
  return [
    byName('drift'),
    {
      name: 'lint',
      title: `ESLint, ${linted.length} changed file(s)`,
      group: 2,
      command: linted.length ? `eslint --no-warn-ignored ${linted.map(quote).join(' ')}` : nothing,
      counts: asOneCheck,
    },
    {
      name: 'format',
      title: `Prettier, ${files.length} changed file(s)`,
      group: 2,
      command: files.length
        ? `prettier --check --ignore-unknown --log-level warn ${files.map(quote).join(' ')}`
        : nothing,
      counts: asOneCheck,
    },
    byName('types'),
    {
      name: 'unit',
      title: `vitest: the tests the change reaches (--changed ${base ?? 'uncommitted'})`,
      group: 3,
      command: `${vitest('', `${RESULTS}/unit.json`)} --passWithNoTests --changed${base ? ` ${quote(base)}` : ''}`,
      counts: vitestCounts(`${RESULTS}/unit.json`),
      reports: [`${RESULTS}/unit.json`],
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let base: string | null;
  try {
    base = changeBase(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const files = changedFiles(base);
  console.log(
    `The change: ${files.length} file(s) since ${base ?? 'the last commit'}${files.length ? `: ${files.slice(0, 8).join(', ')}${files.length > 8 ? ', …' : ''}` : ''}`,
  );
  const started = performance.now();
  const results = await runStages(quickStages(files, base));
  process.exit(report(results, (performance.now() - started) / 1000));
}
