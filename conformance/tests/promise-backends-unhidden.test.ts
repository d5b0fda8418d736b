/**
 * The runner fails a backend that breaks a promise the run used to leave unchecked: a guest promise
 * of an ip-throttled operation, a public operation refused to a guest (support/promise-guest-cases.ts),
 * what taking an agent off the user's list keeps and removes (support/promise-agent-cases.ts), what
 * previewing an agent must not store and where a search result's cursor leads
 * (support/promise-preview-cases.ts): each
 * caught with exit 1 and a failure that names the operation, the check and the promise.
 */
import { describe } from 'vitest';
import { promiseGuestCases } from './support/promise-guest-cases';
import { promiseAgentCases } from './support/promise-agent-cases';
import { promiseCursorCases, promisePreviewCases } from './support/promise-preview-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that break a promise it used to leave unchecked', () => {
  itCatchesEach(
    [
      ...promiseGuestCases(),
      ...promiseAgentCases(),
      ...promisePreviewCases(),
      ...promiseCursorCases(),
    ],
    mock,
  );
});
