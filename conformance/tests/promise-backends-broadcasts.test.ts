/**
 * The runner with --realtime fails a backend whose write broadcasts what the contract says it does
 * not, or never broadcasts the event the contract lists (support/promise-broadcast-cases.ts):
 * caught with exit 1 and a failure that names the operation, promise-broadcasts and the promise.
 */
import { describe } from 'vitest';
import { promiseBroadcastCases } from './support/promise-broadcast-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that broadcast otherwise than the contract says', () => {
  itCatchesEach(promiseBroadcastCases(mock), mock);
});
