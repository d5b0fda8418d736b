/**
 * vitest global setup: builds the single file the tests run (`npm run build:runner`), so a test run
 * on its own (`npx vitest run --config conformance/vitest.config.ts FILE`) never tests a stale build.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup() {
  execFileSync(
    join(process.cwd(), 'node_modules', '.bin', 'tsx'),
    ['conformance/build/build-runner.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
