import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import nodeConsole from 'node:console';
import { quietHappyDomReports } from './support/happy-dom-reports';
import { installSuiteDate } from './support/suite-date';
import { testNow } from './support/test-clock';
import { UNIT_WAIT_MS } from './support/test-waits';
import { installSuiteWaits } from './support/vi-waits';

// happy-dom logs to the console that existed when vitest created it: Node's own (vitest puts its
// capturing console in place afterwards).
quietHappyDomReports(nodeConsole);

configure({ asyncUtilTimeout: UNIT_WAIT_MS });
installSuiteWaits();

// Every test file runs on the suite's clock (tests/support/test-clock.ts) from before its first line
// (a mock seeded in beforeAll is seeded for that instant), and time flows on from there.
installSuiteDate(testNow());
