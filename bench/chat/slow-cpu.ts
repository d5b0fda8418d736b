/**
 * The chat benchmark on a slow CPU (Chromium's CDP `Emulation.setCPUThrottlingRate`, 4x and 6x a
 * mid-range phone):
 * - keystroke latency: a person types into the message box of the 10,000-message thread while a
 *   2,000-token reply streams into it; each key press is timed by Chrome's Event Timing API
 *   (PerformanceObserver 'event' entries, durationThreshold 16 ms): from the key's hardware
 *   timestamp to the next paint after its handlers, the latency the person sees. A key press with
 *   no entry took under 16 ms (the API reports nothing shorter), counted as 16 ms: an upper bound.
 * - opening the 10,000-message thread: from the in-app navigation to the first frame with its
 *   newest message on screen, in a freshly loaded app each run, with the demo's network latency.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { keyPhases, startTrace, type KeyPhase } from './key-phases';
import { LONG_THREAD, newestMessageId, openApp, timeToShow, type Mock } from './app';
import { longReplyTokens, startLongReply } from './streaming';

/** What a person types: 60 keys at about 8 keys per second. */
const TYPED = 'Please add the planning figures to the minutes, thank you!!';
const KEY_GAP_MS = 120;
/** The Event Timing API reports nothing shorter. */
export const EVENT_TIMING_FLOOR_MS = 16;
/** The demo's network latency (mocks/browser.ts), set for the open-thread measure. */
const NETWORK_LATENCY: [number, number] = [80, 250];

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

export interface KeystrokeResult {
  rate: number;
  /** One latency per key press (ms), EVENT_TIMING_FLOOR_MS for a press with no entry. */
  latencies: number[];
  /** Key presses that had an Event Timing entry (took 16 ms or more). */
  measured: number;
  /** Streamed tokens the page received while the keys were typed (the reply was streaming). */
  streamedChars: number;
  /** The box held exactly what was typed afterwards. */
  textKept: boolean;
  /** Each key press split at its frame's commit (./key-phases.ts), when the run was traced. */
  phases: KeyPhase[] | null;
}

/**
 * `traced` records a Chromium trace while the keys are typed, to split each press's latency
 * (./key-phases.ts); the trace costs the page some time of its own, so a traced run is a separate run.
 */
export async function benchKeystrokes(
  context: BrowserContext,
  rate: number,
  { traced = false }: { traced?: boolean } = {},
): Promise<KeystrokeResult> {
  const page = await openApp(context, `/chat/${LONG_THREAD}`);
  await page.waitForSelector('.msg');
  const cdp = await throttle(page, rate);
  await page.waitForTimeout(1000);
  const box = page.locator('textarea[aria-label="Message"]');
  await box.click();
  await page.evaluate((floor) => {
    const w = window as unknown as { __keys: Map<number, number> };
    w.__keys = new Map();
    // One interaction per key press (keydown, keypress, input, keyup share its interactionId):
    // its latency is its longest entry, as Interaction to Next Paint counts it.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        w.__keys.set(
          entry.interactionId,
          Math.max(w.__keys.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
    }).observe({
      type: 'event',
      durationThreshold: floor,
      buffered: false,
    } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);

  const tokens = longReplyTokens();
  const messageId = await startLongReply(page, tokens);
  // The reply is well under way (a few hundred tokens in) before the first key.
  await page.waitForFunction(
    (id) =>
      (document.querySelector(`[data-message-id="${id}"] .md`)?.textContent?.length ?? 0) > 400,
    messageId,
    {
      timeout: 60_000,
    },
  );
  const before = await renderedChars(page, messageId);
  const endTrace = traced ? await startTrace(cdp) : null;
  for (const key of TYPED) {
    await page.keyboard.type(key);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  // Entries are delivered after the paint that ends them.
  await page.waitForTimeout(1000);
  const phases = endTrace ? keyPhases(await endTrace()) : null;
  const streamedChars = (await renderedChars(page, messageId)) - before;
  const { entries, value } = await page.evaluate(() => {
    const w = window as unknown as { __keys: Map<number, number> };
    return {
      entries: [...w.__keys.values()],
      value: (document.querySelector('textarea[aria-label="Message"]') as HTMLTextAreaElement)
        .value,
    };
  });
  // The rest of the reply is of no interest: the page (and its mock) goes.
  await page.close();
  const latencies = [
    ...entries,
    ...Array.from(
      { length: Math.max(0, TYPED.length - entries.length) },
      () => EVENT_TIMING_FLOOR_MS,
    ),
  ];
  return {
    rate,
    latencies,
    measured: entries.length,
    streamedChars,
    textKept: value === TYPED,
    phases,
  };
}

const renderedChars = (page: Page, id: number) =>
  page.evaluate(
    (messageId) =>
      document.querySelector(`[data-message-id="${messageId}"] .md`)?.textContent?.length ?? 0,
    id,
  );

/** Opening the long thread in a freshly loaded app, `runs` times, at a CPU rate. */
export async function benchOpenThrottled(
  context: BrowserContext,
  rate: number,
  runs: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await openApp(context, '/chat');
    await throttle(page, rate);
    await page.evaluate(
      (latency) =>
        (window as unknown as { __councilMock: Mock }).__councilMock.faults.set({ latency }),
      NETWORK_LATENCY,
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const newest = await newestMessageId(page, LONG_THREAD);
    samples.push(await timeToShow(page, `/chat/${LONG_THREAD}`, newest));
    await page.close();
  }
  return samples;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
