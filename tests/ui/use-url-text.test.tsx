import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTypedDrafts } from '@/lib/session/typed-drafts';
import { useUrlText } from '@/lib/ui/use-url-text';

// The router's navigation state, as a test sets it: 'loading' while the next page's code loads.
const router = vi.hoisted(() => ({ state: 'idle' as 'idle' | 'loading' }));
vi.mock('react-router', () => ({ useNavigation: () => ({ state: router.state }) }));

/** The address as a navigation writes it: later than the keystroke, by a re-render with the new value. */
function setup(initial = '', keep?: string) {
  const writes: Array<[string, string]> = [];
  const view = renderHook(
    ({ value }) =>
      useUrlText({
        value,
        write: (v, at) => writes.push([v, at]),
        normalize: (t) => t.trim(),
        keep,
      }),
    {
      initialProps: { value: initial },
    },
  );
  return { view, writes, address: (value: string) => view.rerender({ value }) };
}

describe('useUrlText (a text box kept in the address)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    router.state = 'idle';
  });

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

  it('writes nothing at its pause while a navigation is on its way, and writes once the router is idle', () => {
    const { view, writes } = setup();
    act(() => view.result.current.setText('orders'));
    router.state = 'loading';
    view.rerender({ value: '' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(writes).toEqual([]);
    router.state = 'idle';
    view.rerender({ value: '' });
    act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual([['orders', 'pause']]);
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

  describe('with a key to keep its text', () => {
    afterEach(() => forgetTypedDrafts());

    it('starts from the text typed when its page was left, even within the pause, and writes it then', () => {
      const first = setup('', 'store');
      act(() => first.view.result.current.setText('minu'));
      first.view.unmount();
      expect(first.writes).toEqual([]);

      const again = setup('', 'store');
      expect(again.view.result.current.text).toBe('minu');
      act(() => vi.advanceTimersByTime(300));
      expect(again.writes).toEqual([['minu', 'pause']]);
      // Another box, another key: nothing of it.
      expect(setup('', 'help').view.result.current.text).toBe('');
    });

    it('lets a value in the address win, keeps what Clear empties empty, and forgets on sign-out', () => {
      const first = setup('', 'store');
      act(() => first.view.result.current.setText('minutes'));
      first.view.unmount();
      expect(setup('budget', 'store').view.result.current.text).toBe('budget');
      // The box showed 'budget' last: that is what comes back.
      expect(setup('', 'store').view.result.current.text).toBe('budget');

      const cleared = setup('orders', 'store');
      cleared.address('');
      cleared.view.unmount();
      expect(setup('', 'store').view.result.current.text).toBe('');

      const typed = setup('', 'store');
      act(() => typed.view.result.current.setText('licences'));
      typed.view.unmount();
      forgetTypedDrafts();
      expect(setup('', 'store').view.result.current.text).toBe('');
    });
  });
});
