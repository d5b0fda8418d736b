/**
 * promise-broadcasts (with --realtime): a write broadcasts the events the contract lists, in that
 * order, and nothing when it lists none (openapi/CONVENTIONS.md, kind `broadcasts`). The check
 * listens as the first user on its own socket (its user channel, the run's council, and the thread
 * a write is about), makes the write on a record of its own (promises/record-writes.ts), and reads
 * what arrived: every listed event, in order, within 5 s, each payload as asyncapi.yaml describes it; for none, nothing within 0.6 s.
 */
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { forEachPromise, hasPromise, show, type ContractPromise } from './promises/promises';
import {
  heardList,
  inOrder,
  Listener,
  pause,
  payloadProblems,
  type Wanted,
} from './promises/listen';
import { writeOnRecord } from './promises/record-writes';
import { CHECK } from '../engine/check-names';

/** How long a listed event may take to arrive, and how long silence is listened for. */
const EXPECT_MS = 5000;
const SILENCE_MS = 600;
/** What an earlier write (the record made for the check) may still broadcast before the write. */
const SETTLE_MS = 200;

type Event = Wanted;
const list = heardList;

async function listenTo(listener: Listener, names: string[]): Promise<string | null> {
  for (const name of names) {
    const ok = await listener.subscribe(name);
    if (ok !== true) return `could not subscribe to ${name}: ${ok}`;
  }
  return null;
}

async function judge(
  run: Run,
  ctx: Context,
  listener: Listener,
  promise: ContractPromise,
  report: Parameters<Parameters<typeof forEachPromise>[3]>[2],
  op: Parameters<Parameters<typeof forEachPromise>[3]>[0],
): Promise<void> {
  const wanted = (promise.events ?? []) as Event[];
  let failed: string | null = null;
  const done = await writeOnRecord(
    run,
    ctx,
    CHECK.promiseBroadcasts,
    op,
    {},
    async (record) => {
      if (record?.param === 'thread')
        failed = await listenTo(listener, [`private-threads.${String(record.id)}`]);
      await pause(SETTLE_MS);
      listener.clear();
    },
    { pastThrottle: true },
  );
  if (typeof done === 'string') return report.unchecked(done);
  if (failed) {
    await done.remove();
    return report.unchecked(failed);
  }
  // A create's own thread channel can only be joined once the thread exists: what it says is judged from then on.
  if (done.param === 'thread' && op.operationId === 'createThread') {
    const late = await listenTo(listener, [`private-threads.${String(done.id)}`]);
    if (late) {
      await done.remove();
      return report.unchecked(late);
    }
  }
  const until = Date.now() + (wanted.length > 0 ? EXPECT_MS : SILENCE_MS);
  while (Date.now() < until && !(wanted.length > 0 && inOrder(listener.heard, wanted)))
    await pause(50);
  // Only the channels this write may speak on: a late event of an earlier thread is not this write's.
  const own = `private-threads.${String(done.id)}`;
  const heard = listener.heard.filter((h) => h.channel !== 'thread' || h.name === own);
  await done.remove();
  if (done.param === 'thread') listener.unsubscribe(own);
  if (wanted.length === 0) {
    if (heard.length === 0)
      return report.pass(`${done.what}: nothing broadcast within ${SILENCE_MS} ms`, done.write);
    return report.fail(
      `${done.what}: broadcast ${list(heard)}, the contract says nothing is broadcast`,
      done.write,
    );
  }
  if (inOrder(heard, wanted)) {
    const invalid = payloadProblems(run, heard);
    if (invalid) return report.fail(`${done.what}: ${invalid}`, done.write);
    return report.pass(
      `${done.what}: ${list(heard)}, payloads as asyncapi.yaml describes`,
      done.write,
    );
  }
  report.fail(
    `${done.what}: expected ${wanted.map((w) => `${w.event} on the ${w.channel} channel`).join(', then ')} within ${EXPECT_MS} ms, heard ${list(heard)}`,
    done.write,
  );
}

export const check: Check = {
  name: CHECK.promiseBroadcasts,
  summary:
    'with --realtime, a write broadcasts the events the contract lists, in order, and nothing else',
  docs: 'the `broadcasts` promises (`x-promises`): with --realtime, a write broadcasts the events the contract lists, in order, and nothing else. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('broadcasts'),
  run: async (run, ctx) => {
    if (!run.options.realtime)
      return forEachPromise(run, CHECK.promiseBroadcasts, 'broadcasts', async (_, __, report) =>
        report.unchecked('the events are judged over Reverb, with --realtime'),
      );
    const listener = new Listener(run, ctx, CHECK.promiseBroadcasts);
    try {
      const council = ctx.get('council');
      const channels = [
        `private-App.Models.User.${String(ctx.a.id)}`,
        ...(council === undefined ? [] : [`presence-councils.${String(council)}`]),
      ];
      const failed = await listenTo(listener, channels);
      await forEachPromise(
        run,
        CHECK.promiseBroadcasts,
        'broadcasts',
        async (op, promise, report) => {
          if (failed) return report.unchecked(failed);
          const wanted = (promise.events ?? []) as Event[];
          if (council === undefined && wanted.some((w) => w.channel === 'council'))
            return report.unchecked(
              `the run has no council to listen to (${show(ctx.missing.get('council'))})`,
            );
          return judge(run, ctx, listener, promise, report, op);
        },
      );
    } finally {
      listener.disconnect();
    }
  },
};
