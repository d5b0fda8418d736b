/**
 * The one clock of the whole test suite (vitest and Playwright alike), so that no test depends on
 * the date or the time it runs.
 *
 * Every test runs at TEST_NOW (an ISO instant; DEFAULT_TEST_NOW when unset) in TEST_TZ (an IANA
 * zone; UTC when unset), and time flows on from there as it would. The mock backend seeds its data
 * relative to "now" (mocks/db/seed), and in tests that "now" is this clock, so a journey that reads
 * "Today", a date separator or "expiring within 30 days" reads it against the same instant the seed
 * was built for. `npm run test:dates` runs the date-sensitive tests at every instant of
 * CLOCK_MATRIX (docs/testing.md, "The suite's clock").
 */

/** A Wednesday afternoon, chosen to be no edge of a day, week, month or year. */
export const DEFAULT_TEST_NOW = '2026-06-17T14:30:00Z';

/** The instants `npm run test:dates` proves the suite at: each an edge a date rule can get wrong. */
export const CLOCK_MATRIX: Readonly<Record<string, string>> = {
  'monday-morning': '2026-11-23T08:05:00Z',
  'last-day-of-month': '2026-09-30T16:45:00Z',
  'new-years-eve-23-59': '2026-12-31T23:59:00Z',
  'leap-day': '2028-02-29T11:20:00Z',
};

export function testTimeZone(): string {
  return process.env.TEST_TZ || 'UTC';
}

export function testNow(): Date {
  const raw = process.env.TEST_NOW || DEFAULT_TEST_NOW;
  const now = new Date(raw);
  if (Number.isNaN(now.getTime())) throw new Error(`TEST_NOW is not an ISO date and time: ${raw}`);
  return now;
}
