import { describe, expect, it, vi } from 'vitest';
import { createLiveText } from '@/features/chat/stream/live-text';

describe('the streaming replies’ live text', () => {
  it('tells only the rows whose text changed, and forgets replies no longer streaming', () => {
    const live = createLiveText();
    const first = vi.fn();
    const second = vi.fn();
    live.subscribe(1, first);
    const stop = live.subscribe(2, second);
    live.publish(
      new Map([
        [1, 'Hel'],
        [2, 'A'],
      ]),
    );
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    live.publish(
      new Map([
        [1, 'Hello'],
        [2, 'A'],
      ]),
    );
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 1]);
    expect(live.get(1)).toBe('Hello');
    stop();
    live.publish(new Map([[1, 'Hello']]));
    expect(live.get(2)).toBeUndefined();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reports a row’s commit to the stream that paces itself by it', () => {
    const committed = vi.fn();
    const live = createLiveText();
    const stop = live.onCommitted(committed);
    live.committed();
    stop();
    live.committed();
    expect(committed).toHaveBeenCalledTimes(1);
  });
});
