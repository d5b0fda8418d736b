/**
 * `npm run test:e2e`: the mock journeys (the `mock` and slow-device projects of
 * playwright.config.ts, or those named with `--project`) in Chromium against this checkout's demo build, served on
 * E2E_PORT by `vite preview` and, built for a sub-path, by a GitHub Pages-like static host on
 * E2E_STATIC_PORT (see e2e/ports.ts). Both are started for this run only: a port that something
 * else already listens on stops the run with a message naming it, instead of testing whatever
 * that server serves.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { MOCK_PROJECTS } from '../e2e/config/mock';
import { E2E_PORT, STATIC_HOST_PORT } from '../e2e/ports';
import { findChromium } from './find-chromium';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

// The static host costs a second build: started unless the run names only folders or files
// outside e2e/static-host (`npm run test:e2e -- e2e/agents`).
const args = process.argv.slice(2);
const onlyPaths = args.length > 0 && args.every((arg) => !arg.startsWith('-'));
const staticHost = !onlyPaths || args.some((arg) => arg.includes('static-host'));
process.env.E2E_STATIC_HOST = staticHost ? '1' : '0';

const ports = [['E2E_PORT', E2E_PORT]] as Array<[string, number]>;
if (staticHost) ports.push(['E2E_STATIC_PORT', STATIC_HOST_PORT]);
for (const [name, port] of ports) {
  if (!(await portIsFree(port))) {
    console.error(
      `Port ${port} (${name}) is already in use. The browser tests start their own demo build there and never ` +
        `reuse a running server: stop what listens on ${port}, or choose another port (${name}=<port> npm run test:e2e).`,
    );
    process.exit(1);
  }
}

try {
  process.env.CHROMIUM_PATH = await findChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// The one config also holds the network and laravel projects: unless told otherwise, the mock ones.
const projects = args.some((arg) => arg === '--project' || arg.startsWith('--project='))
  ? []
  : MOCK_PROJECTS.map((name) => `--project=${name}`);
const result = spawnSync('playwright', ['test', ...projects, ...args], {
  stdio: 'inherit',
  shell: false,
});
process.exit(result.status ?? 1);
