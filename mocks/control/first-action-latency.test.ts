import { describe, expect, it } from 'vitest';
import { Faults } from '../laravel/faults';
import { latencyFromFirstAction } from './first-action-latency';

describe('latencyFromFirstAction', () => {
  it('answers at once until the first key press or pointer press, then with the latency', () => {
    for (const type of ['keydown', 'pointerdown']) {
      const faults = new Faults();
      const target = new EventTarget();
      latencyFromFirstAction(faults, [80, 250], target);
      expect(faults.settings.latency).toBe(0);
      target.dispatchEvent(new Event('scroll'));
      expect(faults.settings.latency).toBe(0);
      target.dispatchEvent(new Event(type));
      expect(faults.settings.latency).toEqual([80, 250]);
    }
  });

  it('keeps a latency somebody chose before the first action', () => {
    const faults = new Faults();
    const target = new EventTarget();
    latencyFromFirstAction(faults, [80, 250], target);
    faults.set({ latency: 5 });
    target.dispatchEvent(new Event('keydown'));
    expect(faults.settings.latency).toBe(5);
  });

  it('does not tell the other tabs (no change event) and stops listening after the first action', () => {
    const faults = new Faults();
    let changes = 0;
    faults.onChange = () => changes++;
    const target = new EventTarget();
    latencyFromFirstAction(faults, 100, target);
    target.dispatchEvent(new Event('pointerdown'));
    expect(changes).toBe(0);
    faults.set({ latency: 0 });
    target.dispatchEvent(new Event('keydown'));
    expect(faults.settings.latency).toBe(0);
  });

  it('can be stopped before any action', () => {
    const faults = new Faults();
    const target = new EventTarget();
    latencyFromFirstAction(faults, 100, target)();
    target.dispatchEvent(new Event('keydown'));
    expect(faults.settings.latency).toBe(0);
  });
});
