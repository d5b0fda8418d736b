/**
 * backend/tests again on MariaDB (the laravel stage runs it beside the SQLite run): the app's
 * migrations, its PHPUnit tests and the conformance runner against a MariaDB server the global
 * setup starts, plus the check of the MySQL grammar's SQL for what MySQL 8 refuses. The variants,
 * the differential test and the journeys are about the app's code, not its database: SQLite only.
 * Otherwise as vitest.config.ts.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: [
      'backend/tests/app.test.ts',
      'backend/tests/conformance.test.ts',
      'backend/tests/production.test.ts',
    ],
    globalSetup: ['tests/support/suite-temp-dir.ts', 'backend/tests/support/mariadb-setup.ts'],
    env: { LARAVEL_DB: 'mariadb' },
    environment: 'node',
    // A full runner run covers the 95 operations now built (64 before): 240 s at load 30 to 50 on the
    // shared machine (2026-11-28), and PHPUnit's 215 tests on MariaDB passed 300 s there.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
