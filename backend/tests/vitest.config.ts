/**
 * The `laravel` stage's tests: the project's Laravel backend (backend/laravel/) built from the kit
 * and served for real, checked by the conformance runner, its own PHPUnit tests, and broken
 * variants the runner must catch. Node, real child processes on loopback; one file at a time, since
 * PHP's servers and the runner already keep both cores busy.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['backend/tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/suite-temp-dir.ts'],
    // A full runner run covers the 95 operations now built (64 before): 240 s at load 30 to 50 on the
    // shared machine (2026-11-28), and PHPUnit's 215 tests on MariaDB passed 300 s there.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    maxConcurrency: 2,
  },
});
