/** `npm run test:e2e`: Playwright in Chromium against the demo build served with the mock backend. */
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium';

try {
  process.env.CHROMIUM_PATH = await findChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
