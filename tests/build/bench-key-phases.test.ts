/**
 * bench:chat splits each key press at its frame's commit (bench/chat/key-phases.ts): the trace's
 * clock (µs) against the page's (ms), the longest entry of a press, the first commit on the page's
 * own main thread after that entry's handlers.
 */
import { describe, expect, it } from 'vitest';
import { keyPhases } from '../../bench/chat/key-phases';

const MAIN = { pid: 7, tid: 7 };
/** The trace clock's origin, in µs: the page's time 0. */
const ORIGIN = 5_000_000;

function entry(
  type: string,
  interactionId: number,
  timeStamp: number,
  processingEnd: number,
  duration: number,
) {
  return {
    name: 'EventTiming',
    ph: 'b',
    ...MAIN,
    ts: ORIGIN + timeStamp * 1000,
    args: { data: { type, interactionId, timeStamp, processingEnd, duration } },
  };
}

const commit = (at: number, dur: number, thread = MAIN) => ({
  name: 'Commit',
  ph: 'X',
  ...thread,
  ts: ORIGIN + at * 1000,
  dur: dur * 1000,
});

describe('keyPhases', () => {
  it("splits a press's longest entry at the first commit on its thread after its handlers", () => {
    const phases = keyPhases([
      // A commit before the handlers ended and one on another thread do not count.
      commit(105, 2),
      commit(125, 1, { pid: 7, tid: 8 }),
      entry('keydown', 1, 100, 104, 80),
      entry('keypress', 1, 100, 120, 80),
      entry('keyup', 1, 130, 131, 12),
      commit(128, 2),
      commit(160, 2),
    ]);
    expect(phases).toEqual([{ total: 80, toCommit: 30 }]);
  });

  it('gives one split per press and leaves out entries of no interaction and other events', () => {
    const phases = keyPhases([
      entry('keydown', 1, 10, 12, 40),
      entry('keydown', 2, 200, 201, 24),
      entry('keydown', 0, 300, 301, 90),
      entry('pointerdown', 3, 400, 401, 90),
      commit(20, 5),
      commit(210, 4),
      commit(500, 1),
    ]);
    expect(phases).toEqual([
      { total: 40, toCommit: 15 },
      { total: 24, toCommit: 14 },
    ]);
  });

  it('never splits past the paint, and skips a press with no commit after it', () => {
    const phases = keyPhases([
      entry('keydown', 1, 10, 12, 16),
      commit(40, 1),
      entry('keydown', 2, 100, 101, 30),
    ]);
    expect(phases).toEqual([{ total: 16, toCommit: 16 }]);
  });
});
