import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlText } from '@/lib/ui/use-url-text';

/** The address as a navigation writes it: later than the keystroke, by a re-render with the new value. */
function setup(initial = '') {
  const writes: Array<[string, string]> = [];
  const view = renderHook(
    ({ value }) =>
      useUrlText({ value, write: (v, at) => writes.push([v, at]), normalize: (t) => t.trim() }),
    {
      initialProps: { value: initial },
    },
  );
  return { view, writes, address: (value: string) => view.rerender({ value }) };
}

describe('useUrlText (a text box kept in the address)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps keystrokes typed after its own write, when that write lands later', () => {
    const { view, writes, address } = setup();
    act(() => view.result.current.setText('lic'));
    act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual([['lic', 'pause']]);
    // More typing before the navigation lands...
    act(() => view.result.current.setText('licences'));
    // ...then the echo of 'lic' arrives: the box keeps what was typed since.
    address('lic');
    expect(view.result.current.text).toBe('licences');
    act(() => vi.advanceTimersByTime(300));
    expect(writes.at(-1)).toEqual(['licences', 'pause']);
  });

  it('takes a value that comes from elsewhere (Back, a link, Clear)', () => {
    const { view, address } = setup('orders');
    act(() => view.result.current.setText('orders and'));
    address('');
    expect(view.result.current.text).toBe('');
    address('help');
    expect(view.result.current.text).toBe('help');
  });

  it('writes at once on submit, the text normalised, and nothing when the address has it already', () => {
    const { view, writes } = setup('x');
    act(() => view.result.current.setText('  budget  '));
    act(() => view.result.current.submit());
    expect(writes).toEqual([['budget', 'submit']]);
    expect(view.result.current.text).toBe('  budget  ');
    act(() => view.result.current.setText('x '));
    act(() => view.result.current.submit());
    expect(writes).toHaveLength(1);
  });
});
