import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEST_MS } from '../support/test-waits';

/** `npm run test:e2e` with something else already listening on its port. */
let foreign: Server;
let port: number;

beforeAll(async () => {
  foreign = createServer();
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  port = (foreign.address() as AddressInfo).port;
});
afterAll(() => void foreign.close());

describe('npm run test:e2e', () => {
  it('stops, naming the port, instead of testing a server it did not start', () => {
    const run = spawnSync('tsx', ['scripts/run-e2e.ts', 'e2e/chat'], {
      env: { ...process.env, E2E_PORT: String(port) },
      encoding: 'utf8',
      // Killed at the test's own limit: it only has to start and refuse the port.
      timeout: UNIT_TEST_MS,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Port ${port} (E2E_PORT) is already in use.`);
    expect(run.stderr).toContain('never reuse a running server');
  }, 60_000);
});
