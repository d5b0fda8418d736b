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
    // Two files side by side: each starts its own mock server and proxies on free ports, and their
    // tests mostly wait (a mock's answer, the 5 s a broken Reverb leaves an event unsent). The stage
    // alone on the quiet 2-core machine, 2026-12-07: 179 s (214 CPU-s); one file at a time it took
    // 395 s beside the laravel stage in that day's fresh-clone run.
    maxWorkers: 2,
  },
});
