/** The suite's clock (tests/support/test-clock.ts, installed by tests/setup.ts) is what every test reads. */
import { describe, expect, it } from 'vitest';
import { installSuiteDate } from '../support/suite-date';
import { testNow } from '../support/test-clock';

describe("the suite's clock", () => {
  it('puts Date at TEST_NOW (or the default instant), not at the real date', () => {
    // Tests start within minutes of the clock's instant, however slow the machine.
    const drift = Date.now() - testNow().getTime();
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(30 * 60_000);
    expect(Math.abs(new Date().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('lets time flow at the real pace, so measured durations are exact', async () => {
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(Date.now() - before).toBeGreaterThanOrEqual(119);
  });

  it('keeps every other part of Date as it is', () => {
    const saved = globalThis.Date;
    try {
      installSuiteDate(new Date('2028-02-29T11:20:00Z'));
      expect(new Date().toISOString().slice(0, 10)).toBe('2028-02-29');
      expect(new Date('2024-01-02T03:04:05Z').toISOString()).toBe('2024-01-02T03:04:05.000Z');
      expect(new Date(2024, 0, 2).getDate()).toBe(2);
      expect(new saved(0)).toBeInstanceOf(Date);
      expect(new Date()).toBeInstanceOf(saved);
      expect(Date.UTC(2024, 1, 29)).toBe(saved.UTC(2024, 1, 29));
      expect(String(Date())).toContain('2028');
    } finally {
      globalThis.Date = saved;
    }
  });
});
