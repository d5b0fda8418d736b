/**
 * How long the suite waits for a state before it calls a test failed, set once for every test.
 *
 * Every wait waits on a state (an element, a URL, a request), never a fixed time, so a long
 * limit costs nothing when the state comes; it only bounds how long a failing test takes. The
 * libraries' defaults (testing-library's 1 s findBy/waitFor, Playwright's 5 s expect) are what a
 * fast idle machine needs: on this project's 2-core machine with other work running, the first
 * render of a lazily loaded page alone took over 1 s (docs/testing.md, "Waits").
 */

/** testing-library's findBy… and waitFor, and vitest's vi.waitFor and vi.waitUntil (tests/support/vi-waits.ts). */
export const UNIT_WAIT_MS = 10_000;
/** One vitest test. */
export const UNIT_TEST_MS = 30_000;
/** Playwright's expect(…) assertions that retry. */
export const E2E_EXPECT_MS = 15_000;
/**
 * A journey waiting for an agent's reply to finish streaming: the demo streams it in real time at
 * its reading pace (mocks/browser.ts, BROWSER_REPLY_PACE_MS a piece), up to ~15 s for the longest.
 */
export const E2E_REPLY_MS = 30_000;
/** The same against the real Laravel backend (e2e/laravel): its queue and Reverb's broadcast come on top. */
export const E2E_LARAVEL_REPLY_MS = 45_000;
/** One Playwright test (its retrying waits, clicks and navigations included). */
export const E2E_TEST_MS = 90_000;
/**
 * A child process that serves a whole app and runs the runner inside it (`php artisan test` with
 * ContractConformanceTest): a bound on a stuck child, not a wait on a state.
 */
export const CHILD_PROCESS_MS = 300_000;
/**
 * One vitest test that sends a real upload just over the mock's 20 MB limit (the spec's
 * `max:20480` kilobytes): the size rule is only honest when a real 20 MB multipart body crosses the
 * client, the transport and the mock's parser, as a real one does. About 1 s on an idle machine, it
 * took 42 s on the loaded 2-core machine beside the rest of the suite, over UNIT_TEST_MS. A bound on
 * a stuck test, not a wait: a passing one ends when its answer comes.
 */
export const LARGE_UPLOAD_TEST_MS = 120_000;
