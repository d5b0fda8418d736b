import { describe, expect, it } from 'vitest';
import {
  buildWhenIdle,
  DEFERRED_MIN_SLICE_MS,
  DEFERRED_SLICE_MS,
  type DeferredBuild,
  type IdleScheduler,
} from './build-when-idle';

/** A page whose clock moves only as records are built (1 ms each), and idle steps run on request. */
function fakePage() {
  let clock = 0;
  const waiting: Array<(deadline?: IdleDeadline) => void> = [];
  const idle: IdleScheduler = {
    requestIdle: (step) => waiting.push(step),
    now: () => clock,
  };
  const table = (records: number) => {
    const slices: number[] = [];
    let left = records;
    const build: DeferredBuild = {
      buildDeferred(hasTime) {
        if (left === 0) return true;
        let built = 0;
        do {
          left--;
          built++;
          clock++;
        } while (left > 0 && hasTime());
        slices.push(built);
        return left === 0;
      },
    };
    return { build, slices, left: () => left };
  };
  /** Runs the next idle step with this much idle time (undefined: the timeout passed, none given). */
  const runIdle = (remaining?: number) => {
    const step = waiting.shift();
    if (!step) throw new Error('no idle step is waiting');
    const deadline =
      remaining === undefined
        ? undefined
        : ({ didTimeout: false, timeRemaining: () => remaining } as IdleDeadline);
    step(deadline);
  };
  return { idle, table, runIdle, waiting: () => waiting.length };
}

describe('buildWhenIdle', () => {
  it('builds nothing until the page is idle, then a slice per idle moment, no longer than the moment', () => {
    const page = fakePage();
    const messages = page.table(30);
    buildWhenIdle([messages.build], page.idle);
    expect(messages.left()).toBe(30);
    page.runIdle(5);
    expect(messages.slices).toEqual([5]);
    page.runIdle(50);
    // Never more than DEFERRED_SLICE_MS, however long the idle moment.
    expect(messages.slices).toEqual([5, DEFERRED_SLICE_MS]);
    expect(page.waiting()).toBe(1);
  });

  it('goes on when the browser gives no idle time (its timeout passed), in short slices', () => {
    const page = fakePage();
    const messages = page.table(10);
    buildWhenIdle([messages.build], page.idle);
    page.runIdle(undefined);
    page.runIdle(0);
    expect(messages.slices).toEqual([DEFERRED_MIN_SLICE_MS, DEFERRED_MIN_SLICE_MS]);
  });

  it('stops asking for idle time once every table is built, one table after another', () => {
    const page = fakePage();
    const first = page.table(12);
    const second = page.table(3);
    buildWhenIdle([first.build, second.build], page.idle);
    while (page.waiting() > 0) page.runIdle(50);
    expect(first.slices).toEqual([8, 4]);
    // The second table starts in the slice the first one finished in, with that slice's time left.
    expect(second.slices).toEqual([3]);
    expect(first.left() + second.left()).toBe(0);
  });
});
