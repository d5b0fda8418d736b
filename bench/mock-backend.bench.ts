/**
 * `npm run bench`: how fast the mock backend is in Node, through msw's `getResponse` with the same
 * handlers the browser, vitest and the mock server use (no network). Prints a table of:
 * - seeding the default data set (median of several fresh seeds);
 * - the median latency of list calls (listThreads, and getThread on the 10,000-message thread,
 *   paged: its first page and a page from the middle);
 * - the median latency of writes (createFolder, sendThreadMessage).
 * Targets (issue 3): seeding under 300 ms, list and write calls under 2 ms median.
 */
import { getResponse } from 'msw';
import { createDb } from '../mocks/db';
import { seed } from '../mocks/db/seed';
import { LONG_THREAD_ID, LONG_THREAD_MESSAGES, USERS } from '../mocks/db/seed-ids';
import { createHttpHandlers } from '../mocks/handlers';
import { createMockState } from '../mocks/state';

const ORIGIN = 'http://localhost';
const SEED_RUNS = 7;
const WARM_UP = 30;
const CALLS = 300;

interface Row {
  what: string;
  runs: number;
  median: number;
  p95: number;
  target: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function summarise(what: string, samples: number[], target: number): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    what,
    runs: samples.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    target,
  };
}

async function benchSeeding(): Promise<Row> {
  const now = new Date();
  // One unmeasured seed first: module loading and JIT warm-up are not what a reload costs.
  await seed(createDb(), { now });
  const samples: number[] = [];
  for (let i = 0; i < SEED_RUNS; i++) {
    const started = performance.now();
    await seed(createDb(), { now });
    samples.push(performance.now() - started);
  }
  return summarise(
    `seed the default data set (${LONG_THREAD_MESSAGES.toLocaleString('en')}-message thread included)`,
    samples,
    300,
  );
}

async function main(): Promise<void> {
  const seeding = await benchSeeding();

  const state = await createMockState({ replyPaceMs: 0 });
  const handlers = createHttpHandlers(state, ORIGIN);
  const session = state.sessions.create(USERS.demo);
  const cookie = `laravel_session=${session.id}`;

  /** One call, body read to the end (as a client would); returns the body text. */
  async function call(method: string, path: string, body?: unknown): Promise<string> {
    const headers: Record<string, string> = {
      cookie,
      accept: 'application/json',
      'x-xsrf-token': session.xsrfToken,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await getResponse(
      handlers,
      new Request(`${ORIGIN}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response || !response.ok)
      throw new Error(
        `${method} ${path} answered ${response?.status ?? 'nothing'}: ${await response?.text()}`,
      );
    return response.text();
  }

  /** `settle` runs untimed after each call (a thread takes a new message once the agent's reply has ended). */
  async function measure(
    what: string,
    run: (i: number) => Promise<unknown>,
    settle?: () => Promise<unknown>,
  ): Promise<Row> {
    for (let i = 0; i < WARM_UP; i++) {
      await run(i);
      await settle?.();
    }
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      await run(WARM_UP + i);
      samples.push(performance.now() - started);
      await settle?.();
    }
    return summarise(what, samples, 2);
  }
  const replyEnded = (threadId: number) => async () => {
    await state.realtime.activeReply(threadId)?.stream.done.catch(() => undefined);
  };

  type Page = { messages: { meta: { next_cursor: string | null } } };
  let middleCursor = (
    JSON.parse(await call('GET', `/api/threads/${LONG_THREAD_ID}?per_page=50`)) as Page
  ).messages.meta.next_cursor;
  for (let page = 1; page < LONG_THREAD_MESSAGES / 50 / 2 && middleCursor; page++) {
    const next = JSON.parse(
      await call('GET', `/api/threads/${LONG_THREAD_ID}?per_page=50&cursor=${middleCursor}`),
    ) as Page;
    middleCursor = next.messages.meta.next_cursor;
  }
  const shortThread = state.db.threads
    .by('user_id', USERS.demo)
    .find((t) => t.id !== LONG_THREAD_ID && t.messages_count < 20)!;

  const rows: Row[] = [seeding];
  rows.push(await measure('listThreads (page 1, 15 per page)', () => call('GET', '/api/threads')));
  rows.push(
    await measure(`getThread ${LONG_THREAD_ID} (10,000 messages), first page of 50`, () =>
      call('GET', `/api/threads/${LONG_THREAD_ID}?per_page=50`),
    ),
  );
  rows.push(
    await measure(`getThread ${LONG_THREAD_ID} (10,000 messages), a middle page of 50`, () =>
      call('GET', `/api/threads/${LONG_THREAD_ID}?per_page=50&cursor=${middleCursor}`),
    ),
  );
  rows.push(
    await measure('createFolder', (i) =>
      call('POST', '/api/folders', { name: `Bench folder ${i}` }),
    ),
  );
  rows.push(
    await measure(
      `sendThreadMessage (thread ${shortThread.id})`,
      (i) =>
        call('POST', `/api/threads/${shortThread.id}/message`, {
          content: `Benchmark question ${i}: what does the plan say?`,
        }),
      replyEnded(shortThread.id),
    ),
  );
  rows.push(
    await measure(
      `sendThreadMessage (thread ${LONG_THREAD_ID}, 10,000 messages)`,
      (i) =>
        call('POST', `/api/threads/${LONG_THREAD_ID}/message`, {
          content: `Benchmark question ${i}`,
        }),
      replyEnded(LONG_THREAD_ID),
    ),
  );
  state.realtime.reset();

  printTable(rows);
  const failed = rows.filter((row) => row.median > row.target);
  console.log(
    failed.length === 0
      ? '\nAll medians are within their targets.'
      : `\nOver target: ${failed.map((r) => r.what).join('; ')}`,
  );
}

function printTable(rows: Row[]): void {
  const header = ['measurement', 'runs', 'median ms', 'p95 ms', 'target ms'];
  const cells = rows.map((r) => [
    r.what,
    String(r.runs),
    r.median.toFixed(2),
    r.p95.toFixed(2),
    `< ${r.target}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\nMock backend benchmark (Node ${process.version}, msw getResponse, no network)\n`);
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const c of cells) console.log(line(c));
}

await main();
process.exit(0);
