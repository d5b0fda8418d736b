/**
 * The runner fails a backend whose counts do not match the lists they count
 * (support/promise-counts-cases.ts): caught with exit 1 and a failure that names the operation,
 * promise-counts and the promise.
 */
import { describe } from 'vitest';
import { promiseCountsCases } from './support/promise-counts-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends whose counts do not match their lists', () => {
  itCatchesEach(promiseCountsCases(), mock);
});
