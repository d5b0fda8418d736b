/**
 * Global setup of backend/tests' MariaDB run (vitest.mariadb.config.ts): starts the run's MariaDB
 * server (scripts/laravel/mariadb.ts) and seeds, once, the database every app instance copies.
 * Where MariaDB cannot run here, it leaves the reason for the tests, which skip with it.
 */
import { buildApp, checkPrerequisites } from '../../../scripts/laravel';
import {
  MARIADB_UNAVAILABLE,
  MARIADB_VARIABLE,
  mariaDbUnavailable,
  seedDatabase,
  startMariaDb,
} from '../../../scripts/laravel/mariadb';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const prerequisites = checkPrerequisites();
  if (!prerequisites.ok) return undefined;
  const reason = mariaDbUnavailable();
  if (reason) {
    process.env[MARIADB_UNAVAILABLE] = reason;
    console.log(`MariaDB: skipped: ${reason}`);
    return undefined;
  }
  const started = performance.now();
  const server = await startMariaDb();
  try {
    process.env[MARIADB_VARIABLE] = server.socket;
    seedDatabase(buildApp(prerequisites.source).dir, server.socket);
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(
    `MariaDB: started on port ${server.port} and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return () => server.stop();
}
