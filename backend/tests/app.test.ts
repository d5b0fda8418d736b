/**
 * The backend's own checks, without servers: its PHPUnit feature tests (`php artisan test`), and its
 * routes against the contract (every implemented operation routed, with the contract's method).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/generated/operations';
import { buildApp } from '../../scripts/laravel';
import { createInstance, removeInstance } from '../../scripts/laravel/instance';
import { prerequisites, unavailable } from './support/available';
import { IMPLEMENTED } from './support/operations';

describe.skipIf(unavailable !== null)('backend/laravel, installed and built', () => {
  let appDir: string;
  beforeAll(() => {
    if (!prerequisites.ok) return;
    appDir = createInstance(buildApp(prerequisites.source).dir);
  });
  afterAll(() => {
    if (appDir) removeInstance(appDir);
  });

  it('passes its PHPUnit feature tests', () => {
    const result = spawnSync('php', ['artisan', 'test'], { cwd: appDir, encoding: 'utf8' });
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-4000)).toBe(0);
  });

  it('routes each operation it implements with the contract method and path', () => {
    const result = spawnSync('php', ['artisan', 'route:list', '--json'], {
      cwd: appDir,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const routes = JSON.parse(result.stdout) as { method: string; uri: string }[];
    // Laravel names path parameters as the contract does ({folder}, {thread}...); only the slash differs.
    const routed = new Set(
      routes.flatMap((r) => r.method.split('|').map((m) => `${m} /${r.uri.replace(/^\//, '')}`)),
    );
    const missing = IMPLEMENTED.filter((id) => {
      const op = operations.find((o) => o.operationId === id)!;
      return !routed.has(`${op.method} ${op.path}`);
    });
    expect(missing).toEqual([]);
  });
});
