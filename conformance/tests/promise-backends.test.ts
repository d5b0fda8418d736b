/**
 * The runner fails a backend that breaks a promise of the contract (x-promises): one broken backend
 * per kind of promise (support/promise-cases.ts), each caught with exit 1 and a failure that names
 * the operation, the check and the promise.
 */
import { describe } from 'vitest';
import { promiseCases } from './support/promise-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that break a promise', () => {
  itCatchesEach(promiseCases(), mock);
});
