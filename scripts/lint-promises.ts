/**
 * `npm run lint` stage for the contract's extensions (openapi/CONVENTIONS.md "Promises"): bundles
 * openapi/openapi.yaml afresh (so an edit is linted before `npm run generate`), then checks every
 * `x-promises`, `x-council-roles`, `x-throttle` and `x-confirms` (scripts/promises/lint.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAsyncApi, loadBundle } from './promises/contract.ts';
import { lintPromises } from './promises/lint.ts';

const dir = mkdtempSync(join(tmpdir(), 'lint-promises-'));
try {
  const file = join(dir, 'openapi.json');
  // Quiet on success (redocly reports its progress on stderr); its own error text when it fails.
  execFileSync(
    join('node_modules', '.bin', 'redocly'),
    ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', file],
    {
      stdio: 'pipe',
    },
  );
  const errors = lintPromises(loadBundle(file), loadAsyncApi());
  if (errors.length > 0) {
    console.error(
      `Contract extensions: ${errors.length} problem(s)\n${errors.map((e) => `  ${e}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    'Contract extensions (x-promises, x-council-roles, x-throttle, x-confirms) are valid.',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
