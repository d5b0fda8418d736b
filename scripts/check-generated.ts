/**
 * Contract drift check: regenerates src/generated/ (and the generated pages docs/promises-list.md and
 * docs/contract-sentences.md, and the table of checks in docs/backend.md) and fails when the result differs from the
 * files that were there before (the committed output, or whatever the working tree holds).
 * The fresh output is left in place so `git diff` shows the drift.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'src/generated';

function snapshot(dir: string, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) snapshot(path, out);
    else out.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

/** The pages `npm run generate` writes (or writes a part of) besides src/generated/. */
const PAGES = ['docs/promises-list.md', 'docs/contract-sentences.md', 'docs/backend.md'];
const withPages = (out: Map<string, string>) => {
  for (const path of PAGES)
    out.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
  return out;
};

const before = withPages(snapshot(ROOT));
execSync('npm run --silent generate', { stdio: 'inherit' });
const after = withPages(snapshot(ROOT));

const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
if (changed.length > 0) {
  console.error(
    `Contract drift: a fresh generation changed ${changed.length} file(s) under ${ROOT}/ or docs/:\n` +
      changed.map((p) => `  ${p}`).join('\n') +
      '\nThe fresh output is now in the working tree: review it with `git diff` and commit it.',
  );
  process.exit(1);
}
console.log(`Generated code matches the contract (${after.size} files).`);
