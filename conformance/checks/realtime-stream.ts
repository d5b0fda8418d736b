/**
 * realtime-stream (--realtime): a reply's stream arrives as a stream. For each message of the
 * thread events realtime-events received, in arrival order: the `message.delta` events' `index`
 * runs 0, 1, 2... with no gap and none twice, and nothing of that message follows its terminal
 * event (`message.completed`, `message.failed`, `message.stopped`). A job that dispatches each
 * chunk as its own queued broadcast (so workers reorder them), or that keeps streaming after it
 * completed, fails. The message it judges is realtime-events' send, which waits out
 * sendThreadMessage's documented throttle once (engine/retry-after.ts) rather than leaving the
 * stream unjudged.
 */
import type { Check } from '../engine/check';
import type { Run } from '../engine/run-state';
import type { Context } from '../engine/context';
import { THREAD_EVENTS, type Received } from './realtime';
import { CHECK } from '../engine/check-names';

const OP = 'sendThreadMessage';
const TERMINAL = new Set(['message.completed', 'message.failed', 'message.stopped']);

/** What is wrong with one message's events, in arrival order. */
function streamFaults(events: Received[]): string[] {
  const faults: string[] = [];
  let next = 0;
  let ended: string | null = null;
  for (const { event, data } of events) {
    if (ended) {
      faults.push(`${event} arrived after ${ended}`);
      continue;
    }
    if (TERMINAL.has(event)) ended = event;
    if (event !== 'message.delta') continue;
    const index = (data as { index?: unknown }).index;
    if (index !== next)
      faults.push(`message.delta index ${String(index)} arrived where ${next} was due`);
    next = typeof index === 'number' ? Math.max(next, index + 1) : next + 1;
  }
  return faults;
}

export function judgeStream(run: Run, ctx: Context): void {
  const received = ctx.facts.get(THREAD_EVENTS) as Received[] | undefined;
  if (!received)
    return run.results.skip(OP, CHECK.realtimeStream, 'realtime-events received no thread events');
  const byMessage = new Map<unknown, Received[]>();
  for (const r of received) {
    const id = (r.data as { message_id?: unknown } | null)?.message_id;
    if (id === undefined || !r.event.startsWith('message.')) continue;
    byMessage.set(id, [...(byMessage.get(id) ?? []), r]);
  }
  const streamed = [...byMessage].filter(([, events]) =>
    events.some((e) => e.event === 'message.delta'),
  );
  if (streamed.length === 0)
    return run.results.skip(OP, CHECK.realtimeStream, 'no message.delta arrived to judge');
  for (const [id, events] of streamed) {
    const faults = streamFaults(events);
    const deltas = events.filter((e) => e.event === 'message.delta').length;
    run.results.expect(
      faults.length === 0,
      OP,
      CHECK.realtimeStream,
      faults.length === 0
        ? `message ${String(id)}: ${deltas} deltas in index order, nothing after its end`
        : `message ${String(id)}: ${faults.slice(0, 3).join('; ')} (arrival order: ${events.map((e) => (e.event === 'message.delta' ? String((e.data as { index?: unknown }).index) : e.event)).join(', ')})`,
    );
  }
}

export const check: Check = {
  name: CHECK.realtimeStream,
  summary:
    "with --realtime, a reply's message.delta indexes arrive in order with no gap, and nothing follows its end",
  docs: "with `--realtime`, in the thread events `realtime-events` receives: each message's `message.delta` indexes arrive 0, 1, 2… with no gap and none twice, and nothing of that message follows its `message.completed`, `message.failed` or `message.stopped`. Chunks dispatched as separate queued broadcasts (workers reorder them: broadcast each with `ShouldBroadcastNow` from the one job, in order) fail",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op, run) => run.options.realtime && op.operationId === OP,
  run: (run, ctx) => {
    if (run.options.realtime && run.selected(OP)) judgeStream(run, ctx);
    return Promise.resolve();
  },
};
