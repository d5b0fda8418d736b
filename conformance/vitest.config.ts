/**
 * The conformance runner's own tests: Node (no DOM), real child processes and sockets on loopback.
 * Kept apart from the app's vitest config, which runs in happy-dom and swaps pusher-js for its web build.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The runner shares the app's operation matcher (src/lib/http/operation-match.ts), which imports
  // the generated table through the app's `@/` alias (tsconfig paths, which tsx reads for the CLI).
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    include: ['conformance/tests/**/*.test.ts'],
    // The tests run the built single file, not the sources: build it once first.
    globalSetup: ['tests/support/suite-temp-dir.ts', 'conformance/tests/support/build-runner.ts'],
    environment: 'node',
    // vi.waitFor and vi.waitUntil on the suite's limit, as in the app's tests (tests/support/vi-waits.ts).
    setupFiles: [fileURLToPath(new URL('../tests/support/vi-waits.setup.ts', import.meta.url))],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Each file starts its own mock server; two at once would only compete for the two cores.
    fileParallelism: false,
  },
});
