/**
 * The runner fails a backend that accepts a write the record's state or a body value makes invalid
 * (an agent published twice or with no category, a second reset link within the minute, a join
 * request decided again, a wrong join code): caught with exit 1 and a failure that names the
 * operation, promise-refuses and the promise (support/promise-refuses-cases.ts).
 */
import { describe } from 'vitest';
import { promiseRefusesCases } from './support/promise-refuses-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that accept what the record state refuses', () => {
  itCatchesEach(promiseRefusesCases(), mock);
});
