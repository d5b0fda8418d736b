import { describe, expect, it, vi } from 'vitest';
import { UNIT_WAIT_MS } from './test-waits';
import { withSuiteLimit } from './vi-waits';

/** A limit a call names itself. */
const OWN_LIMIT_MS = 250;
/** Longer than vitest's own 1 s default, far below the suite's limit. */
const PAST_VITEST_DEFAULT_MS = 1_200;

describe("vi.waitFor and vi.waitUntil on the suite's limit", () => {
  it('take UNIT_WAIT_MS unless a call names its own limit, keeping its interval and message', () => {
    expect(withSuiteLimit(undefined)).toEqual({ timeout: UNIT_WAIT_MS });
    expect(withSuiteLimit({ interval: 5, message: 'the reply' })).toEqual({
      interval: 5,
      message: 'the reply',
      timeout: UNIT_WAIT_MS,
    });
    expect(withSuiteLimit(OWN_LIMIT_MS)).toEqual({ timeout: OWN_LIMIT_MS });
    expect(withSuiteLimit({ timeout: OWN_LIMIT_MS })).toEqual({ timeout: OWN_LIMIT_MS });
  });

  it("vi.waitFor keeps waiting past vitest's 1 s default for a state that comes later", async () => {
    const start = performance.now();
    await vi.waitFor(() => {
      if (performance.now() - start < PAST_VITEST_DEFAULT_MS) throw new Error('not yet');
    });
    expect(performance.now() - start).toBeGreaterThanOrEqual(PAST_VITEST_DEFAULT_MS);
  });

  it('so does vi.waitUntil', async () => {
    const start = performance.now();
    await vi.waitUntil(() => performance.now() - start >= PAST_VITEST_DEFAULT_MS);
    expect(performance.now() - start).toBeGreaterThanOrEqual(PAST_VITEST_DEFAULT_MS);
  });
});
