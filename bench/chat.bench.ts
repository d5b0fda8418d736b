/**
 * `npm run bench:chat`: the chat screen in Chromium, against the demo build (`vite build --mode
 * demo`, served by `vite preview`) running on the in-browser mock backend. Prints:
 *
 * 1. time to show the newest messages of the 10,000-message thread (thread 1): from the in-app
 *    navigation to the first frame in which its newest message is on screen (median of several
 *    runs, each in a freshly loaded app, so the thread's data is never cached), and the same from a
 *    cold page load of /chat/1 for reference;
 * 2. the number of message nodes in the DOM: after opening it, and the most seen while scrolling
 *    up through older pages;
 * 3. the longest main-thread task while a 2,000-token reply streams at 100 tokens/s (Long Tasks
 *    API; tasks under 50 ms are not reported by the browser, so the longest frame, measured with
 *    requestAnimationFrame, is printed too), and how far the view drifted for a reader scrolled up;
 * 4. JavaScript bytes (gzip) loaded to show /chat: the app's, and separately the demo's mock backend
 *    (msw, its handlers and data), which a production build does not contain;
 * 5. on a slow CPU (CDP Emulation.setCPUThrottlingRate 1x, 4x, 6x; bench/chat/slow-cpu.ts): the
 *    input-to-paint latency of key presses in the message box while a 2,000-token reply streams
 *    into the long thread (Event Timing API; p50, p95, max), and opening that thread at 4x and 6x.
 *
 * Targets (issue 6): under 300 ms, under 100 nodes, no task over 50 ms, under 200 KB; (issue 45)
 * key presses at most 50 ms at 4x, the thread open in under 1 s at 6x.
 * This is a benchmark, not a test: it always exits 0 unless it cannot run at all.
 * Options: BENCH_RUNS (default 5), BENCH_PORT (default 4391), BENCH_KEEP_BUILD=1 (reuse the build),
 * BENCH_ONLY=slow-cpu (only the slow-CPU measures of 5), BENCH_KEY_RATES / BENCH_OPEN_RATES (their CPU
 * rates, comma-separated, e.g. `4`; empty skips that measure).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium';
import {
  BASE,
  build,
  countMessageNodes,
  LONG_THREAD,
  log,
  median,
  newestMessageId,
  openApp,
  serve,
  SIGN_IN,
  timeToShow,
  type Mock,
} from './chat/app';
import { benchJsBytes, describeLater, entryChunks, type Chunk } from './chat/bundle';
import {
  benchKeystrokes,
  benchOpenThrottled,
  EVENT_TIMING_FLOOR_MS,
  percentile,
  type KeystrokeResult,
} from './chat/slow-cpu';
import { benchStreaming, REPLY_TOKENS, TOKENS_PER_SECOND } from './chat/streaming';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const rates = (value: string | undefined, fallback: number[]) =>
  value === undefined ? fallback : value.split(',').filter(Boolean).map(Number);
/** CPU slow-down rates of the slow-CPU measures (comma-separated; empty: none). */
const KEY_RATES = rates(process.env.BENCH_KEY_RATES, [1, 4, 6]);
const OPEN_RATES = rates(process.env.BENCH_OPEN_RATES, [4, 6]);
/** The goal's rate: the traced run that splits each key press is taken at it. */
const TRACED_RATE = 4;
const TARGETS = {
  openMs: 300,
  domNodes: 100,
  longTaskMs: 50,
  jsKb: 200,
  keyAt4xMs: 50,
  openAt6xMs: 1000,
};
/** The demo's network latency (mocks/browser.ts); it now starts with a visitor's first action. */
const NETWORK_LATENCY: [number, number] = [80, 250];

async function benchOpen(
  context: BrowserContext,
  latency: 'default' | 'none',
): Promise<{ samples: number[]; nodes: number }> {
  const samples: number[] = [];
  let nodes = 0;
  for (let run = 0; run < RUNS; run++) {
    const page = await openApp(context, '/chat');
    await page.evaluate(
      (ms) =>
        (window as unknown as { __councilMock: Mock }).__councilMock.faults.set({ latency: ms }),
      latency === 'none' ? 0 : NETWORK_LATENCY,
    );
    // Let the start-up requests (profile, lists) settle, as a user would look at the screen first.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const newest = await newestMessageId(page, LONG_THREAD);
    samples.push(await timeToShow(page, `/chat/${LONG_THREAD}`, newest));
    await page.waitForTimeout(300);
    nodes = Math.max(nodes, await countMessageNodes(page));
    await page.close();
  }
  return { samples, nodes };
}

async function benchColdLoad(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  // Sign in first (the scenario reloads nothing: it sets the session cookie), then load /chat/1 cold.
  await page.goto(`${BASE}/chat${SIGN_IN}`);
  await page.waitForFunction(() => !!document.querySelector('.chat-sidebar'));
  const newest = await newestMessageId(page, LONG_THREAD);
  await page.goto(`${BASE}/chat/${LONG_THREAD}`);
  const ms = await page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const node = document.querySelector(`[data-message-id="${id}"]`);
          if (node && node.getBoundingClientRect().height > 0) return resolve(performance.now());
          requestAnimationFrame(check);
        };
        check();
      }),
    newest,
  );
  await page.close();
  return ms;
}

async function benchScrollUp(
  context: BrowserContext,
): Promise<{ maxNodes: number; pagesLoaded: number; messagesLoaded: number }> {
  const page = await openApp(context, `/chat/${LONG_THREAD}`);
  await page.waitForSelector('.msg');
  let maxNodes = 0;
  for (let i = 0; i < 12; i++) {
    await page.evaluate(() => {
      const scroller = document.querySelector('.msg-scroll')!;
      scroller.scrollTop = 0;
    });
    await page.waitForTimeout(450);
    maxNodes = Math.max(maxNodes, await countMessageNodes(page));
  }
  const loaded = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[data-message-id]')].map((n) =>
      Number(n.getAttribute('data-message-id')),
    );
    return Math.min(...ids);
  });
  const newest = await newestMessageId(page, LONG_THREAD);
  await page.close();
  // Message ids of the seeded thread are consecutive: the oldest one on screen tells how far back we got.
  const messagesLoaded = newest - loaded + 1;
  return { maxNodes, pagesLoaded: Math.ceil(messagesLoaded / 30), messagesLoaded };
}

async function main(): Promise<void> {
  const keep = process.env.BENCH_KEEP_BUILD === '1';
  const outDir = keep
    ? join(tmpdir(), 'council-chat-bench')
    : mkdtempSync(join(tmpdir(), 'council-chat-bench-'));
  if (!keep || !existsSync(join(outDir, 'index.html'))) build(outDir);
  const server = await serve(outDir);
  const loadBefore = loadavg()[0] ?? 0;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: await findChromium() });
    const fresh = async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      // tsx keeps function names with an `__name` helper that the page does not have.
      await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
      return context;
    };

    const slow = await benchSlowCpu(fresh);
    if (process.env.BENCH_ONLY === 'slow-cpu') {
      reportSlowCpu(slow, loadBefore);
      return;
    }

    log('Measuring JavaScript loaded to show /chat and /chat/1 (cold cache) ...');
    const jsChat = await benchJsBytes(await fresh(), outDir, '/chat');
    const jsThread = await benchJsBytes(await fresh(), outDir, `/chat/${LONG_THREAD}`);

    log(`Opening the 10,000-message thread ${RUNS} times (fresh app each time) ...`);
    const openContext = await fresh();
    const open = await benchOpen(openContext, 'default');
    const openNoLatency = await benchOpen(openContext, 'none');
    const coldLoad = await benchColdLoad(await fresh());

    log('Scrolling up through older pages ...');
    const scroll = await benchScrollUp(await fresh());

    log(
      `Streaming a ${REPLY_TOKENS}-token reply at ${TOKENS_PER_SECOND} tokens/s (about ${REPLY_TOKENS / TOKENS_PER_SECOND} s) ...`,
    );
    const stream = await benchStreaming(await fresh());

    const kb = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + c.gzip, 0) / 1024;
    const shell = entryChunks(outDir);
    const longest = stream.longTasks.length ? Math.max(...stream.longTasks) : 0;
    const openMedian = median(open.samples);
    const rows: [string, string, string, boolean][] = [
      [
        'Time to show the newest messages of thread 1 (10,000 messages)',
        `${openMedian.toFixed(0)} ms median, ${Math.min(...open.samples).toFixed(0)} ms best (runs: ${open.samples.map((s) => s.toFixed(0)).join(', ')} ms)`,
        `< ${TARGETS.openMs} ms`,
        openMedian < TARGETS.openMs,
      ],
      [
        '  same, mock network latency off (app time alone)',
        `${median(openNoLatency.samples).toFixed(0)} ms median, ${Math.min(...openNoLatency.samples).toFixed(0)} ms best (runs: ${openNoLatency.samples.map((s) => s.toFixed(0)).join(', ')} ms)`,
        '',
        true,
      ],
      [
        '  same, cold page load of /chat/1 (from navigation start, app boot included)',
        `${coldLoad.toFixed(0)} ms`,
        '',
        true,
      ],
      [
        'Message nodes in the DOM (thread 1 open / most while scrolling up)',
        `${Math.max(open.nodes, openNoLatency.nodes)} / ${scroll.maxNodes} (after loading ${scroll.messagesLoaded} messages, ${scroll.pagesLoaded} pages)`,
        `< ${TARGETS.domNodes}`,
        Math.max(open.nodes, openNoLatency.nodes, scroll.maxNodes) < TARGETS.domNodes,
      ],
      [
        `Longest main-thread task while a ${REPLY_TOKENS}-token reply streams at ${TOKENS_PER_SECOND} tokens/s`,
        stream.longTasks.length
          ? `${longest.toFixed(0)} ms (${stream.longTasks.length} long tasks; the most script in one frame: ${stream.longestScriptMs.toFixed(0)} ms)`
          : `none over 50 ms (longest frame ${stream.longestFrameMs.toFixed(0)} ms over ${stream.frames} frames)`,
        `no task > ${TARGETS.longTaskMs} ms`,
        longest <= TARGETS.longTaskMs,
      ],
      [
        '  scroll drift for a reader scrolled up while it streams / followed to the end',
        `${Number.isFinite(stream.driftPx) ? stream.driftPx.toFixed(0) : '∞'} px / ${stream.followedToEnd ? 'yes' : 'no'} (rendered ${stream.renderedChars} of ${stream.expectedChars} chars)`,
        '',
        true,
      ],
      [
        'JavaScript (gzip) loaded to show /chat: app',
        `${kb(jsChat.app).toFixed(1)} KB in ${jsChat.app.length} files`,
        `< ${TARGETS.jsKb} KB`,
        kb(jsChat.app) < TARGETS.jsKb,
      ],
      [
        '  of which the app shell (the entry every page loads) / the chat',
        `${kb(jsChat.app.filter((c) => shell.has(c.file))).toFixed(1)} KB / ${kb(jsChat.app.filter((c) => !shell.has(c.file))).toFixed(1)} KB`,
        '',
        true,
      ],
      [
        '  /chat/1 (a thread open: + list, stream, Markdown): app',
        `${kb(jsThread.app).toFixed(1)} KB in ${jsThread.app.length} files`,
        '',
        true,
      ],
      [
        '  demo only: the in-browser mock backend (not in production builds)',
        `${kb(jsChat.mock).toFixed(1)} KB in ${jsChat.mock.length} files`,
        '',
        true,
      ],
    ];

    log('');
    log(
      `Machine: ${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end ` +
        '(other processes on a busy machine lengthen every time and frame measured here).',
    );
    log('');
    log('| Measure | Result | Target | Met |');
    log('| --- | --- | --- | --- |');
    for (const [what, result, target, met] of rows)
      log(`| ${what} | ${result} | ${target} | ${target ? (met ? 'yes' : 'NO') : ''} |`);
    log('');
    const biggest = [...jsChat.app].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
    log(
      `Largest app chunks on /chat: ${biggest.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    const chatOnly = jsThread.app.filter((c) => !jsChat.app.some((d) => d.file === c.file));
    log(
      `Added by opening a thread: ${chatOnly.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    const mockBiggest = [...jsChat.mock].sort((a, b) => b.gzip - a.gzip).slice(0, 6);
    log(
      `Largest mock chunks on /chat: ${mockBiggest.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    log(`Mock code loaded on first use only (not counted above): ${describeLater(outDir)}`);
    reportSlowCpu(slow, loadBefore);
  } finally {
    await browser?.close();
    server.kill();
    if (!keep) rmSync(outDir, { recursive: true, force: true });
  }
}

interface SlowCpu {
  keys: KeystrokeResult[];
  /** A traced run at the goal's rate, each key press split at its frame's commit. */
  traced: KeystrokeResult;
  open: { rate: number; samples: number[] }[];
}

async function benchSlowCpu(fresh: () => Promise<BrowserContext>): Promise<SlowCpu> {
  const keys: KeystrokeResult[] = [];
  for (const rate of KEY_RATES) {
    log(
      `Typing into the message box while a ${REPLY_TOKENS}-token reply streams, CPU ${rate}x ...`,
    );
    keys.push(await benchKeystrokes(await fresh(), rate));
  }
  log(
    `Typing again at CPU ${TRACED_RATE}x with a Chromium trace, to split each key press's latency ...`,
  );
  const traced = await benchKeystrokes(await fresh(), TRACED_RATE, { traced: true });
  const open: SlowCpu['open'] = [];
  for (const rate of OPEN_RATES) {
    log(
      `Opening the 10,000-message thread ${RUNS} times at CPU ${rate}x (fresh app each time) ...`,
    );
    open.push({ rate, samples: await benchOpenThrottled(await fresh(), rate, RUNS) });
  }
  return { keys, traced, open };
}

function reportSlowCpu(slow: SlowCpu, loadBefore: number): void {
  const ms = (value: number) =>
    value <= EVENT_TIMING_FLOOR_MS ? `<${EVENT_TIMING_FLOOR_MS} ms` : `${value.toFixed(0)} ms`;
  log('');
  log(
    `Slow CPU (CDP Emulation.setCPUThrottlingRate); load average ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} now.`,
  );
  log(
    `Key press to next paint while a ${REPLY_TOKENS}-token reply streams into the 10,000-message thread (Event Timing API) — goal: at most ${TARGETS.keyAt4xMs} ms at 4x`,
  );
  log(
    '| CPU | key presses | p50 | p95 | max | with an entry (>= 16 ms) | reply chars streamed meanwhile | box kept the text | goal met |',
  );
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const k of slow.keys) {
    const p95 = percentile(k.latencies, 95);
    const goal = k.rate === 4 ? (p95 <= TARGETS.keyAt4xMs ? 'yes (p95)' : 'NO (p95)') : '';
    log(
      `| ${k.rate}x | ${k.latencies.length} | ${ms(percentile(k.latencies, 50))} | ${ms(p95)} | ${ms(Math.max(...k.latencies))} | ${k.measured} | ${k.streamedChars} | ${k.textKept ? 'yes' : 'NO'} | ${goal} |`,
    );
  }
  reportKeyPhases(slow.traced, ms);
  log('');
  log(
    `Opening the 10,000-message thread (in-app navigation to its newest message on screen, network latency ${NETWORK_LATENCY.join('-')} ms, ${RUNS} runs) — goal: under ${TARGETS.openAt6xMs} ms at 6x`,
  );
  log('| CPU | median | best | worst | runs | goal met |');
  log('| --- | ---: | ---: | ---: | --- | --- |');
  for (const o of slow.open) {
    const mid = median(o.samples);
    const goal = o.rate === 6 ? (mid < TARGETS.openAt6xMs ? 'yes (median)' : 'NO (median)') : '';
    log(
      `| ${o.rate}x | ${mid.toFixed(0)} ms | ${Math.min(...o.samples).toFixed(0)} ms | ${Math.max(...o.samples).toFixed(0)} ms | ${o.samples.map((x) => x.toFixed(0)).join(', ')} | ${goal} |`,
    );
  }
}

/** Where a key press's time goes (./chat/key-phases.ts): the page's main thread, then the display. */
function reportKeyPhases(run: KeystrokeResult, ms: (value: number) => string): void {
  const phases = run.phases ?? [];
  if (phases.length === 0) {
    log(`The traced run at ${run.rate}x recorded no key press to split.`);
    return;
  }
  const row = (label: string, values: number[]) =>
    `| ${label} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`;
  log('');
  log(
    `Where a key press's time goes at ${run.rate}x (a traced run: ${phases.length} key presses, the trace's own cost included; box kept the text: ${run.textKept ? 'yes' : 'NO'})`,
  );
  log('| part | p50 | p95 | max |');
  log('| --- | ---: | ---: | ---: |');
  log(
    row(
      'key to next paint (as above)',
      phases.map((p) => p.total),
    ),
  );
  log(
    row(
      "key to its frame's commit: the page's main thread (handlers, renders, style, layout, paint)",
      phases.map((p) => p.toCommit),
    ),
  );
  log(
    row(
      'commit to paint: compositor and display (raster, draw, presentation), scheduled around the main thread',
      phases.map((p) => p.total - p.toCommit),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
