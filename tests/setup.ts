import '@testing-library/jest-dom/vitest';
import nodeConsole from 'node:console';
import { quietHappyDomReports } from './support/happy-dom-reports';

// happy-dom logs to the console that existed when vitest created it: Node's own (vitest puts its
// capturing console in place afterwards).
quietHappyDomReports(nodeConsole);
