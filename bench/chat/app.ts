/**
 * The chat benchmark's app under test (bench/chat.bench.ts): the demo build served by `vite
 * preview`, opened signed in, and what the benchmarks read from the page and its mock backend.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';

export const PORT = Number(process.env.BENCH_PORT ?? 4391);
export const BASE = `http://127.0.0.1:${PORT}`;
export const LONG_THREAD = 1;
export const SIGN_IN = '?mock-scenario=as:demo@example.com';

/** What the benchmarks use of the in-browser mock (window.__councilMock). */
export type Mock = {
  state: {
    db: {
      messages: {
        by(key: 'thread_id', value: number): { id: number; created_at: string; role: string }[];
        create(
          values: Record<string, unknown>,
        ): Promise<{ id: number; created_at: string; updated_at: string }>;
        update(id: number, patch: Record<string, unknown>): unknown;
      };
    };
    realtime: {
      streamReply(options: Record<string, unknown>): { done: Promise<{ status: string }> };
    };
  };
  faults: { set(patch: Record<string, unknown>): void };
  realtime: { setStreamPaceMs(ms: number | null): void } | null;
};

export function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export function build(outDir: string): void {
  log(`Building the demo app into ${outDir} ...`);
  const result = spawnSync(
    'vite',
    [
      'build',
      '--mode',
      'demo',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
      shell: false,
    },
  );
  if (result.status !== 0) throw new Error('vite build --mode demo failed');
}

export async function serve(outDir: string): Promise<ChildProcess> {
  const server = spawn(
    'vite',
    [
      'preview',
      '--mode',
      'demo',
      '--outDir',
      outDir,
      '--port',
      String(PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`${BASE}/`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview did not start on ${BASE}:\n${output}`);
}

/** Opens the app signed in as the demo user, at `path`, and waits for the chat screen. */
export async function openApp(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${BASE}${path}${SIGN_IN}`);
  await page.waitForFunction(
    () =>
      !!document.querySelector('.chat-sidebar') &&
      !!(window as { __councilMock?: unknown }).__councilMock,
    null,
    {
      timeout: 30_000,
    },
  );
  return page;
}

/** The newest message of a thread, from the mock backend's data. */
export function newestMessageId(page: Page, threadId: number): Promise<number> {
  return page.evaluate((id) => {
    const mock = (window as unknown as { __councilMock: Mock }).__councilMock;
    const list = mock.state.db.messages.by('thread_id', id);
    let newest = list[0]!;
    for (const m of list)
      if (
        m.created_at > newest.created_at ||
        (m.created_at === newest.created_at && m.id > newest.id)
      )
        newest = m;
    return newest.id;
  }, threadId);
}

/**
 * Navigates in the app and resolves with the ms from the navigation to the first animation frame in
 * which the message is inside the list's viewport.
 */
export function timeToShow(page: Page, path: string, messageId: number): Promise<number> {
  return page.evaluate(
    ({ to, id }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const deadline = started + 20_000;
        const check = () => {
          const node = document.querySelector(`[data-message-id="${id}"]`);
          const scroller = document.querySelector('.msg-scroll');
          if (node && scroller) {
            const box = node.getBoundingClientRect();
            const view = scroller.getBoundingClientRect();
            if (box.height > 0 && box.bottom > view.top && box.top < view.bottom)
              return resolve(performance.now() - started);
          }
          if (performance.now() > deadline) return reject(new Error(`message ${id} never showed`));
          requestAnimationFrame(check);
        };
        window.history.pushState(
          { idx: (window.history.state?.idx ?? 0) + 1, key: `bench${Date.now()}`, usr: null },
          '',
          to,
        );
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        requestAnimationFrame(check);
      }),
    { to: path, id: messageId },
  );
}

export const countMessageNodes = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('.msg').length);
