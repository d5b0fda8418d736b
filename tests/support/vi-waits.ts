/**
 * vitest's vi.waitFor and vi.waitUntil on the suite's limit (UNIT_WAIT_MS, tests/support/test-waits.ts),
 * like testing-library's waits: vitest keeps a 1 s default of its own and has no setting for it, so
 * tests/setup.ts wraps both once per worker. A call may still give an interval or a message.
 */
import { vi } from 'vitest';
import { UNIT_WAIT_MS } from './test-waits';

type WaitOptions = { interval?: number; timeout?: number; message?: string };

/** The options vitest gets: the suite's limit unless the call names its own (the lint asks it not to). */
export function withSuiteLimit(options: number | WaitOptions | undefined): WaitOptions {
  if (typeof options === 'number') return { timeout: options };
  return { ...options, timeout: options?.timeout ?? UNIT_WAIT_MS };
}

const WRAPPED = Symbol.for('council-chat:vi-waits');

export function installSuiteWaits(): void {
  // Files of the mock project share one module graph (isolate: false): wrap once.
  const target = vi as typeof vi & { [WRAPPED]?: true };
  if (target[WRAPPED]) return;
  const { waitFor, waitUntil } = vi;
  vi.waitFor = ((callback, options) =>
    waitFor(callback, withSuiteLimit(options))) as typeof vi.waitFor;
  vi.waitUntil = ((callback, options) =>
    waitUntil(callback, withSuiteLimit(options))) as typeof vi.waitUntil;
  target[WRAPPED] = true;
}
