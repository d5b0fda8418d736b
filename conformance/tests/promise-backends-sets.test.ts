/**
 * The runner fails a backend whose write leaves a value the contract says it sets (a folder name
 * untrimmed, a thread title never derived, a new email still verified): caught with exit 1 and a
 * failure that names the operation, promise-sets and the promise (support/promise-sets-cases.ts).
 * An edit that drops the earlier version from `versions` is caught by promise-keeps
 * (support/promise-message-cases.ts).
 */
import { describe } from 'vitest';
import { promiseSetsCases } from './support/promise-sets-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that do not set what a write sets', () => {
  itCatchesEach(promiseSetsCases(), mock);
});
