/**
 * The one debounce (src/lib/debounce.ts) and the hooks built on it: a burst of calls runs once,
 * with the last arguments, after the pause; cancel drops it, flush runs it at once; a value settles
 * (useDebounced); resting on a link runs its warm-up, passing over it does not (useOnRest). Fake
 * timers: nothing here waits on the machine's clock.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from '@/hooks/use-debounced';
import { useOnRest } from '@/hooks/use-on-rest';
import { debounce } from '@/lib/debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs a burst once, with the last arguments, when the calls pause', () => {
    const run = vi.fn();
    const later = debounce(run, 200);
    later('a');
    vi.advanceTimersByTime(150);
    later('b');
    vi.advanceTimersByTime(150);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run.mock.calls).toEqual([['b']]);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting call on cancel, and runs it at once on flush', () => {
    const run = vi.fn();
    const later = debounce(run, 200);
    later(1);
    later.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    later(2);
    later.flush();
    expect(run.mock.calls).toEqual([[2]]);
    later.flush();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('useDebounced', () => {
  it('follows the value once it has stopped changing, and keeps a function value as a value', () => {
    const first = () => 'first';
    const second = () => 'second';
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 200), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);
    rerender({ value: second });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(second);
  });
});

describe('useOnRest', () => {
  it('runs the latest action after a rest, never after a pass, and not once unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ action }) => useOnRest(action, 100), {
      initialProps: { action: first },
    });
    result.current.start();
    vi.advanceTimersByTime(60);
    result.current.cancel();
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();

    rerender({ action: second });
    result.current.start();
    vi.advanceTimersByTime(100);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();

    result.current.start();
    unmount();
    vi.advanceTimersByTime(1000);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
