/**
 * The runner fails a backend that breaks a promise only records made for the purpose can show: a
 * thread with an exchange in it for stop, regenerate and edit (support/promise-message-cases.ts),
 * threads, folders, an agent and files for the thread writes (support/promise-thread-cases.ts).
 * Each is caught with exit 1 and a failure that names the operation, the check and the promise.
 */
import { describe } from 'vitest';
import { promiseMessageCases } from './support/promise-message-cases';
import { promiseThreadCases } from './support/promise-thread-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

// Replies paced at 400 ms a piece: the runner sees a reply streaming (seconds long) before it ends,
// on any machine, and stops it; the run never waits for one to end.
const PACE = { MOCK_REPLY_PACE_MS: '400' };
const mock = useMockServer(PACE);

describe('the runner against backends that break a thread or message promise', () => {
  itCatchesEach([...promiseMessageCases(), ...promiseThreadCases()], mock, PACE);
});
