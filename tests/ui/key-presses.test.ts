import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextKeyPaint, keyPressedWithin } from '@/lib/ui/key-presses';

afterEach(() => vi.useRealTimers());

const pressKey = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

describe('work placed after a key press is painted', () => {
  it('runs once, after the frame that follows the next key press, not before it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    const run = vi.fn();
    afterNextKeyPaint(run);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    pressKey();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
    pressKey();
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is dropped when cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    const run = vi.fn();
    afterNextKeyPaint(run)();
    pressKey();
    vi.advanceTimersByTime(20);
    expect(run).not.toHaveBeenCalled();
  });

  it('knows whether someone is typing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    keyPressedWithin(500);
    pressKey();
    expect(keyPressedWithin(500)).toBe(true);
    vi.advanceTimersByTime(501);
    expect(keyPressedWithin(500)).toBe(false);
  });
});
