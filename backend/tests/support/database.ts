/**
 * Which database this run of backend/tests uses: SQLite (vitest.config.ts) or MariaDB
 * (vitest.mariadb.config.ts, whose global setup starts the server). Test names carry it, so the two
 * runs' reports tell their results apart.
 */
import { MARIADB_UNAVAILABLE, MARIADB_VARIABLE } from '../../../scripts/laravel/mariadb';
import { unavailable as laravelUnavailable } from './available';

export type Database = 'sqlite' | 'mariadb';

export const database: Database = process.env.LARAVEL_DB === 'mariadb' ? 'mariadb' : 'sqlite';

export const onDatabase = database === 'mariadb' ? 'on MariaDB' : 'on SQLite';

/** Why this run's tests cannot run here, or null. */
export const unavailable: string | null =
  laravelUnavailable ??
  (database === 'mariadb'
    ? (process.env[MARIADB_UNAVAILABLE] ??
      (process.env[MARIADB_VARIABLE]
        ? null
        : 'no MariaDB server (run backend/tests/vitest.mariadb.config.ts)'))
    : null);

/** The socket of the run's MariaDB server. */
export const mariaDbSocket = (): string => process.env[MARIADB_VARIABLE]!;
