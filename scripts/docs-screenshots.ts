/**
 * `npm run docs:screenshots`: the pictures of the README and docs/, made again from the screens.
 *
 * Builds the demo (`vite build --mode demo`, the production bundle plus the in-browser mock) into
 * dist-docs-screenshots/, serves it with the GitHub Pages-like static host (scripts/static-host.ts),
 * signs in as the seeded administrator (demo@example.com, through the mock's `as:` scenario) and
 * photographs each screen of SHOTS in Chromium (scripts/find-chromium.ts), light and dark, at
 * 1440x900 and at 390x844, into docs/images/. The browser's clock starts at the suite's instant
 * (tests/support/test-clock.ts) so the seeded dates, and so the pictures, are the same on every run
 * until a screen changes.
 *
 * Runs from a fresh clone after `npm ci`. Options: DOCS_SCREENSHOTS_PORT (default 4394),
 * DOCS_SCREENSHOTS_KEEP_BUILD=1 (reuse an earlier build of dist-docs-screenshots/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from './find-chromium';
import { startStaticHost } from './static-host';
import { DEFAULT_TEST_NOW } from '../tests/support/test-clock';

const PORT = Number(process.env.DOCS_SCREENSHOTS_PORT ?? 4394);
const BASE = `http://127.0.0.1:${PORT}/`;
const BUILD_DIR = 'dist-docs-screenshots';
const OUT_DIR = join('docs', 'images');
const SIGN_IN = 'mock-scenario=as:demo@example.com';

type Theme = 'light' | 'dark';
const VIEWPORTS = {
  desktop: { width: 1440, height: 900, isMobile: false, hasTouch: false },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
} as const;

interface Shot {
  /** The file's name stem: `<name>-<viewport>-<theme>.png`. */
  name: string;
  path: string;
  /** Resolves once the screen shows what the picture is of. */
  ready(page: Page): Promise<void>;
  viewports: (keyof typeof VIEWPORTS)[];
}

const SHOTS: Shot[] = [
  {
    name: 'chat',
    // Thread 2: a short conversation with a reply in Markdown (thread 1 is the 10,000-message one).
    path: 'chat/2',
    ready: async (page) => {
      await page.locator('.msg-scroll [data-message-id]').first().waitFor({ timeout: 60_000 });
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
    },
    viewports: ['desktop', 'phone'],
  },
  {
    name: 'council-users',
    // The council console's members page: roles, positions, licences and invitations in one table.
    path: 'Users',
    ready: async (page) => {
      await page.getByRole('table').first().waitFor({ timeout: 60_000 });
    },
    viewports: ['desktop'],
  },
  {
    name: 'council-orders',
    // The council's orders: totals as charged (VAT included), statuses, and each row's documents.
    path: 'Orders',
    ready: async (page) => {
      await page.getByRole('table').first().waitFor({ timeout: 60_000 });
    },
    viewports: ['desktop'],
  },
];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function build(): void {
  if (process.env.DOCS_SCREENSHOTS_KEEP_BUILD === '1' && existsSync(join(BUILD_DIR, 'index.html')))
    return;
  console.log(`Building the demo into ${BUILD_DIR}/ ...`);
  run('vite', [
    'build',
    '--mode',
    'demo',
    '--outDir',
    BUILD_DIR,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
}

/**
 * Counts the page's requests in flight (the mock's answers included: they pass through its service
 * worker), so a picture waits for data that arrives after the screen's own (a badge's count, a
 * second list).
 */
function trackRequests(page: Page): { inFlight(): number; started(): number } {
  let open = 0;
  let total = 0;
  page.on('request', () => {
    open++;
    total++;
  });
  const done = () => open--;
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => open, started: () => total };
}

/** Resolves once no request has been open or started for QUIET_FRAMES painted frames in a row. */
const QUIET_FRAMES = 10;
async function quietNetwork(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  let quiet = 0;
  let seen = requests.started();
  for (let frame = 0; quiet < QUIET_FRAMES; frame++) {
    if (frame > 3000) throw new Error(`${page.url()}: requests never stopped`);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const now = requests.started();
    quiet = requests.inFlight() === 0 && now === seen ? quiet + 1 : 0;
    seen = now;
  }
}

/** Waits until nothing moves: fonts loaded, two frames painted, no image still loading. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => (img.onload = img.onerror = done))),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function photograph(
  browser: Browser,
  shot: Shot,
  viewport: keyof typeof VIEWPORTS,
  theme: Theme,
): Promise<string> {
  const { width, height, isMobile, hasTouch } = VIEWPORTS[viewport];
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile,
    hasTouch,
    colorScheme: theme,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-GB',
  });
  await context.clock.install({ time: new Date(DEFAULT_TEST_NOW) });
  try {
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(`${BASE}${shot.path}?${SIGN_IN}`);
    await shot.ready(page);
    await quietNetwork(page, requests);
    await settle(page);
    const file = join(OUT_DIR, `${shot.name}-${viewport}-${theme}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    return file;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  build();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startStaticHost({ dir: BUILD_DIR, base: '/', port: PORT });
  const browser = await chromium.launch({ executablePath: await findChromium() });
  let total = 0;
  try {
    for (const shot of SHOTS) {
      for (const viewport of shot.viewports) {
        for (const theme of ['light', 'dark'] as const) {
          const file = await photograph(browser, shot, viewport, theme);
          const size = statSync(file).size;
          total += size;
          console.log(`${file}  ${(size / 1024).toFixed(1)} KB`);
        }
      }
    }
    console.log(`total ${(total / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
