// The conformance runner's tests (conformance/vitest.config.ts) wait on the suite's limit too.
import { installSuiteWaits } from './vi-waits';

installSuiteWaits();
