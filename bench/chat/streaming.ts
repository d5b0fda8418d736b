/**
 * The chat benchmark's streaming measure: a 2,000-token reply streamed into the long thread at
 * 100 tokens/s, with the page's long tasks and frames recorded, and how far the view drifted for a
 * reader scrolled up.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { generateAgentReply, REPLY_SHAPES } from '../../mocks/db/agent-replies';
import { LONG_THREAD, openApp, type Mock } from './app';

export const REPLY_TOKENS = 2000;
export const TOKENS_PER_SECOND = 100;

/** A 2,000-token Markdown reply (prose, lists, tables, code), cut into word-sized tokens. */
export function longReplyTokens(): string[] {
  let text = '';
  for (let i = 0; text.split(/\s+/).length < REPLY_TOKENS + 50; i++) {
    const shape = REPLY_SHAPES[i % REPLY_SHAPES.length]!;
    text +=
      generateAgentReply(3, `benchmark question ${i} about the planning report`, {
        shape: shape === 'brief' ? 'long' : shape,
      }) + '\n';
  }
  const tokens = text.match(/\s*\S+/g)!.slice(0, REPLY_TOKENS);
  return tokens;
}

export async function benchStreaming(context: BrowserContext): Promise<{
  longTasks: number[];
  longestScriptMs: number;
  longestFrameMs: number;
  frames: number;
  driftPx: number;
  followedToEnd: boolean;
  renderedChars: number;
  expectedChars: number;
}> {
  const tokens = longReplyTokens();
  const page = await openApp(context, `/chat/${LONG_THREAD}`);
  await page.waitForSelector('.msg');
  await page.waitForTimeout(800);

  await page.evaluate(() => {
    const w = window as unknown as {
      __bench: { longTasks: number[]; scriptMs: number[]; frames: number[]; stop: boolean };
    };
    w.__bench = { longTasks: [], scriptMs: [], frames: [], stop: false };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    // Long animation frames say how much of a long frame was script (our work) rather than the
    // renderer waiting for a CPU that other processes hold.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { scripts: { duration: number }[] }[]) {
        w.__bench.scriptMs.push(entry.scripts.reduce((sum, script) => sum + script.duration, 0));
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
    let last = performance.now();
    const tick = (now: number) => {
      w.__bench.frames.push(now - last);
      last = now;
      if (!w.__bench.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  const messageId = await startLongReply(page, tokens);

  // Half-way, a reader scrolls up: the text they read must not move while the reply grows below.
  await page.waitForTimeout(8000);
  const before = await page.evaluate(() => {
    const scroller = document.querySelector('.msg-scroll')!;
    scroller.scrollTop = Math.max(0, scroller.scrollTop - 2500);
    return new Promise<{ id: string; top: number }>((resolve) =>
      setTimeout(() => {
        const view = scroller.getBoundingClientRect();
        const first = [...document.querySelectorAll('[data-message-id]')].find(
          (n) => n.getBoundingClientRect().bottom > view.top + 40,
        )!;
        resolve({
          id: first.getAttribute('data-message-id')!,
          top: first.getBoundingClientRect().top,
        });
      }, 300),
    );
  });
  await page.waitForTimeout(4000);
  const driftPx = await page.evaluate(({ id, top }) => {
    const node = document.querySelector(`[data-message-id="${id}"]`);
    return node ? Math.abs(node.getBoundingClientRect().top - top) : Number.POSITIVE_INFINITY;
  }, before);
  // Back to the newest: the view follows the reply again until it completes.
  await page.evaluate(() => {
    const scroller = document.querySelector('.msg-scroll')!;
    scroller.scrollTop = scroller.scrollHeight;
  });
  await page.evaluate(() => (window as unknown as { __benchDone: Promise<unknown> }).__benchDone);
  await page.waitForTimeout(600);
  const result = await page.evaluate((id) => {
    const w = window as unknown as {
      __bench: { longTasks: number[]; scriptMs: number[]; frames: number[]; stop: boolean };
    };
    w.__bench.stop = true;
    const scroller = document.querySelector('.msg-scroll')!;
    const node = document.querySelector(`[data-message-id="${id}"]`);
    return {
      longTasks: w.__bench.longTasks,
      longestScriptMs: w.__bench.scriptMs.length ? Math.max(...w.__bench.scriptMs) : 0,
      // The first frames include the set-up above; the reply's frames follow.
      longestFrameMs: Math.max(...w.__bench.frames.slice(5)),
      frames: w.__bench.frames.length,
      followedToEnd: scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 60,
      renderedChars: node?.querySelector('.md')?.textContent?.length ?? 0,
    };
  }, messageId);
  await page.evaluate(() =>
    (window as unknown as { __councilMock: Mock }).__councilMock.realtime?.setStreamPaceMs(null),
  );
  await page.close();
  return { ...result, driftPx, expectedChars: tokens.join('').length };
}

/**
 * Starts the reply: an assistant message stored `pending`, streamed by the mock's broadcaster (the
 * same path as a reply to a sent message) at TOKENS_PER_SECOND. `window.__benchDone` resolves
 * when it completes. Returns the message's id.
 */
export async function startLongReply(page: Page, tokens: string[]): Promise<number> {
  return page.evaluate(
    async ({ threadId, chunks, paceMs }) => {
      const mock = (window as unknown as { __councilMock: Mock }).__councilMock;
      mock.realtime?.setStreamPaceMs(paceMs);
      const now = new Date().toISOString();
      const stored = await mock.state.db.messages.create({
        thread_id: threadId,
        role: 'assistant',
        content: '',
        status: 'pending',
        error: null,
        created_at: now,
        updated_at: now,
      });
      const stream = mock.state.realtime.streamReply({
        reply: chunks.join(''),
        chunks,
        messageBase: {
          id: stored.id,
          thread_id: threadId,
          role: 'assistant',
          files: [],
          created_at: stored.created_at,
          updated_at: stored.updated_at,
        },
        now: () => new Date().toISOString(),
        onProgress: (_content: string, index: number) => {
          if (index === 0) mock.state.db.messages.update(stored.id, { status: 'streaming' });
        },
        onComplete: (message: { content: string }) =>
          mock.state.db.messages.update(stored.id, {
            content: message.content,
            status: 'completed',
          }),
      });
      (window as unknown as { __benchDone: Promise<unknown> }).__benchDone = stream.done;
      return stored.id;
    },
    { threadId: LONG_THREAD, chunks: tokens, paceMs: 1000 / TOKENS_PER_SECOND },
  );
}
