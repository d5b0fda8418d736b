/**
 * `npm run bench:first-paint`: how soon the chat box of `/chat` can be used, the production build
 * (against `npm run mock:server`) beside the demo build (on the in-browser mock backend), in one
 * run on the same machine, Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate).
 *
 * For each build, signed in as demo@example.com:
 * - first visit: a fresh browser context (empty HTTP cache, no service worker, empty storage);
 * - repeat visit: the same context loads /chat again (HTTP cache and service worker warm);
 * each timed from the navigation's start to the moment the composer (`Message` text box) is in the
 * DOM, plus the moment the app's frame (header and navigation) is, and the JavaScript (gzip) the
 * page fetched until the box worked. Medians of BENCH_RUNS runs (default 5), the demo/production
 * ratios, and the goals of issue 23 (demo <= 1.5x production in time, <= 1.3x in JavaScript).
 *
 * This is a benchmark, not a test: it exits 0 unless it cannot run at all (or, with
 * BENCH_ENFORCE=1, when a goal is missed).
 * Options: BENCH_RUNS, BENCH_PORT (first of three ports: mock server, production, demo; default
 * 4441), BENCH_CPU (throttling rate, default 4), BENCH_KEEP_BUILD=1 (reuse dist-bench-first-paint).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium';
import { log, report, type Runs, type Sample } from './first-paint/report';
import { start } from './first-paint/start-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4441);
const PORTS = { mock: FIRST_PORT, production: FIRST_PORT + 1, demo: FIRST_PORT + 2 };
const HOST = '127.0.0.1';
// Under dist-*: ignored by git and by ESLint, as every build output.
const OUT = 'dist-bench-first-paint';
const EMAIL = 'demo@example.com';
/** The chat box: the composer's text box (its accessible name is the contract of this bench). */
const BOX = 'textarea[aria-label="Message"]';
/** The app's frame: the header with the navigation beside it. */
const FRAME = 'header.topbar, [data-app-frame]';

type BuildName = 'production' | 'demo';

const vite = join('node_modules', '.bin', 'vite');

function build(name: BuildName): void {
  const outDir = join(OUT, name);
  if (process.env.BENCH_KEEP_BUILD === '1' && existsSync(join(outDir, 'index.html'))) return;
  log(`Building ${name} into ${outDir} ...`);
  // The production build talks to the mock server across origins, as it would to Laravel.
  const env =
    name === 'production'
      ? {
          ...process.env,
          VITE_API_URL: `http://${HOST}:${PORTS.mock}`,
          VITE_REVERB_APP_KEY: 'council-local-key',
          VITE_REVERB_HOST: HOST,
          VITE_REVERB_PORT: String(PORTS.mock),
          VITE_REVERB_SCHEME: 'http',
        }
      : process.env;
  const result = spawnSync(
    vite,
    [
      'build',
      '--mode',
      name,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (result.status !== 0) throw new Error(`vite build --mode ${name} failed`);
}

function preview(name: BuildName): Promise<ChildProcess> {
  const port = String(PORTS[name]);
  return start(
    vite,
    [
      'preview',
      '--mode',
      name,
      '--outDir',
      join(OUT, name),
      '--port',
      port,
      '--strictPort',
      '--host',
      HOST,
    ],
    `http://${HOST}:${port}/`,
  );
}

/** gzip (level 9) sizes of the built files, by URL path. */
function gzipKbOf(name: BuildName, path: string): number {
  const file = join(OUT, name, decodeURIComponent(path));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
}

/**
 * Records, from the document's first script on, when the frame and the chat box first exist. A
 * string, not a function: tsx's name helpers would not exist in the page.
 */
const WATCH_MILESTONES = `(() => {
  const marks = {};
  window.__firstPaint = marks;
  const observer = new MutationObserver(() => {
    if (marks.frame === undefined && document.querySelector(${JSON.stringify(FRAME)})) marks.frame = performance.now();
    if (marks.box === undefined && document.querySelector(${JSON.stringify(BOX)})) {
      marks.box = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function signInProduction(context: BrowserContext): Promise<void> {
  const api = `http://${HOST}:${PORTS.mock}`;
  const origin = `http://${HOST}:${PORTS.production}`;
  await context.request.get(`${api}/sanctum/csrf-cookie`, { headers: { Origin: origin } });
  const xsrf = (await context.cookies(api)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${api}/api/login`, {
    headers: {
      Origin: origin,
      Referer: `${origin}/`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      Accept: 'application/json',
    },
    data: { email: EMAIL, password: 'password' },
  });
  if (!response.ok())
    throw new Error(
      `Signing in to the mock server failed: ${response.status()} ${await response.text()}`,
    );
}

/**
 * One visit. The repeat visit loads the address again in the same tab (as typing it again or
 * reloading does): the old document unloads as a closed tab's would, so a demo's service worker
 * knows that page is gone, and the HTTP cache and the installed worker are warm.
 */
async function visit(
  context: BrowserContext,
  name: BuildName,
  path: string,
  reuse?: Page,
): Promise<{ sample: Sample; page: Page }> {
  const page = reuse ?? (await context.newPage());
  if (!reuse) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(WATCH_MILESTONES);
  }
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`http://${HOST}:${PORTS[name]}${path}`);
  try {
    await page.waitForFunction(
      () =>
        (window as unknown as { __firstPaint: { box?: number } }).__firstPaint.box !== undefined,
      null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
  } catch (error) {
    const text =
      (await page
        .locator('body')
        .innerText()
        .catch(() => '')) +
      ' TEXTAREAS: ' +
      (await page.locator('textarea').evaluateAll((n) => n.map((e) => e.outerHTML).join(' ')));
    throw new Error(
      `${name} ${path}: the chat box never appeared at ${page.url()}.\nPage: ${text.slice(0, 3000)}\nConsole errors: ${errors.join('\n')}`,
      { cause: error },
    );
  }
  const { marks, scripts, phases } = await page.evaluate(() => {
    const firstPaint = (window as unknown as { __firstPaint: { box: number; frame?: number } })
      .__firstPaint;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const urls = entries
      .filter((e) => e.startTime <= firstPaint.box && /\.js(\?|$)/.test(e.name))
      .map((e) => e.name);
    // The service worker's own script is fetched by the browser, not by the page.
    const worker = navigator.serviceWorker?.controller?.scriptURL;
    if (worker) urls.push(worker);
    // The in-browser mock's start-up phases (mocks/browser.ts), where there is one.
    const phases: Record<string, number> = Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('mock:'))
        .map((m) => [m.name.slice(5), m.startTime]),
    );
    // When the page's own code could start: the document parsed (its module scripts deferred until then).
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    if (navigation) phases.parsed = navigation.domInteractive;
    return { marks: firstPaint, scripts: [...new Set(urls)], phases };
  });
  const local = scripts
    .map((url) => new URL(url))
    .filter((url) => url.port === String(PORTS[name]));
  const jsKb = local.reduce((sum, url) => sum + gzipKbOf(name, url.pathname), 0);
  // The files themselves, for a look at what the box waited for (and the /chat budget's list).
  writeFileSync(
    join(OUT, `${name}-scripts.json`),
    JSON.stringify(
      local.map((url) => url.pathname),
      null,
      2,
    ),
  );
  return {
    sample: { boxMs: marks.box, frameMs: marks.frame ?? null, jsKb, jsFiles: local.length, phases },
    page,
  };
}

async function runOnce(browser: Browser, name: BuildName, runs: Runs, run: number): Promise<void> {
  const { first, repeat } = runs;
  {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (name === 'production') await signInProduction(context);
    // The demo signs in through its mock on the first load (the scenario sets the session).
    const firstVisit = await visit(
      context,
      name,
      name === 'production' ? '/chat' : `/chat?mock-scenario=as:${EMAIL}`,
    );
    first.push(firstVisit.sample);
    repeat.push((await visit(context, name, '/chat', firstVisit.page)).sample);
    await context.close();
    log(
      `  ${name} run ${run + 1}/${RUNS}: first ${first.at(-1)!.boxMs.toFixed(0)} ms, repeat ${repeat.at(-1)!.boxMs.toFixed(0)} ms`,
    );
  }
}

async function main(): Promise<void> {
  log(
    `bench:first-paint: ${RUNS} runs per build and visit, CPU slowed ${CPU}x, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  build('production');
  build('demo');
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill());
  process.on('exit', stop);
  try {
    children.push(
      await start(
        join('node_modules', '.bin', 'tsx'),
        ['mocks/server/main.ts'],
        `http://${HOST}:${PORTS.mock}/sanctum/csrf-cookie`,
        { ...process.env, PORT: String(PORTS.mock), MOCK_QUIET: '1' },
      ),
    );
    children.push(await preview('production'), await preview('demo'));
    const browser = await chromium.launch({ executablePath: await findChromium() });
    try {
      // Interleaved, production then demo in each round: a machine whose load changes during the
      // run weighs on both builds alike, so the ratio stays meaningful on a busy machine.
      const production: Runs = { first: [], repeat: [] };
      const demo: Runs = { first: [], repeat: [] };
      for (let run = 0; run < RUNS; run++) {
        await runOnce(browser, 'production', production, run);
        await runOnce(browser, 'demo', demo, run);
      }
      report(production, demo, { runs: RUNS, cpu: CPU, out: OUT });
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
