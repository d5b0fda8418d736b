/**
 * Where a key press's latency goes, read from a Chromium trace (CDP `Tracing`, category
 * `devtools.timeline` and its `disabled-by-default` part, which holds the `Commit` events): each
 * interaction's Event Timing entry (its key's timestamp and its
 * duration to the next paint) beside the page's main-thread `Commit` events. The part up to the
 * commit of the first frame after the key's handlers is the page's main thread: its handlers, the
 * renders and the style, layout and paint it asked for, all slowed by
 * `Emulation.setCPUThrottlingRate`. The rest, from that commit to the frame on screen, is the
 * compositor's and the display's (raster, draw, presentation) on other threads; it lengthens with
 * the throttle too, as the compositor schedules its draws around the main thread's frames.
 */
import type { CDPSession } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> };
}

export interface KeyPhase {
  /** Key timestamp to next paint (ms): what the Event Timing API reports. */
  total: number;
  /** Key timestamp to the end of the first main-thread commit after its handlers (ms). */
  toCommit: number;
}

/** Starts a trace; the returned function ends it and hands back its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * One phase split per key press. Its interaction's entries (keydown, keypress, keyup) each end at
 * the first paint after their own handlers; the press counts as its longest entry, as the Event
 * Timing benchmark and Interaction to Next Paint count it, and is split at the first commit after
 * that entry's handlers.
 */
export function keyPhases(events: TraceEvent[]): KeyPhase[] {
  type Entry = {
    pid: number;
    tid: number;
    offset: number;
    start: number;
    end: number;
    total: number;
  };
  const longest = new Map<number, Entry>();
  for (const event of events) {
    if (event.name !== 'EventTiming' || event.ph !== 'b') continue;
    const data = event.args?.data ?? {};
    const id = Number(data.interactionId ?? 0);
    if (!id || !String(data.type).startsWith('key')) continue;
    const start = Number(data.timeStamp);
    const entry: Entry = {
      pid: event.pid,
      tid: event.tid,
      // The async event starts at the entry's timestamp: the trace's clock (µs) against the page's (ms).
      offset: event.ts / 1000 - start,
      start,
      end: Number(data.processingEnd),
      total: Number(data.duration),
    };
    const known = longest.get(id);
    // Entries of one paint (keydown and keypress, dispatched in one task) split after the last one's handlers.
    if (
      !known ||
      entry.total > known.total ||
      (entry.total === known.total && entry.end > known.end)
    )
      longest.set(id, entry);
  }
  const commits = events
    .filter((event) => event.name === 'Commit' && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const phases: KeyPhase[] = [];
  for (const entry of longest.values()) {
    const handled = (entry.end + entry.offset) * 1000;
    const commit = commits.find(
      (event) => event.pid === entry.pid && event.tid === entry.tid && event.ts >= handled,
    );
    if (!commit) continue;
    const committed = (commit.ts + (commit.dur ?? 0)) / 1000 - entry.offset;
    phases.push({ total: entry.total, toCommit: Math.min(entry.total, committed - entry.start) });
  }
  return phases;
}
