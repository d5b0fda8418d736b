import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import nodeConsole from 'node:console';
import { beforeEach, vi } from 'vitest';
import { quietHappyDomReports } from './support/happy-dom-reports';
import { testNow } from './support/test-clock';
import { UNIT_WAIT_MS } from './support/test-waits';

// happy-dom logs to the console that existed when vitest created it: Node's own (vitest puts its
// capturing console in place afterwards).
quietHappyDomReports(nodeConsole);

configure({ asyncUtilTimeout: UNIT_WAIT_MS });

// Every test file runs on the suite's clock (tests/support/test-clock.ts), from before its first
// line (a mock seeded in beforeAll is seeded for that instant), and time flows on from there. Only
// Date is faked, so timers, promises and the mock's streaming run as they would. A test that
// installs fake timers of its own replaces this for itself; once it goes back to real timers, the
// next test is put back on the suite's clock, where that clock has got to.
const start = testNow().getTime();
const startedAt = performance.now();
const useSuiteClock = () =>
  vi.useFakeTimers({ now: start + (performance.now() - startedAt), toFake: ['Date'], shouldAdvanceTime: true });
useSuiteClock();
beforeEach(() => {
  if (!vi.isFakeTimers()) useSuiteClock();
});
