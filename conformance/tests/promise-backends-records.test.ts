/**
 * The runner fails a backend that assigns a body key the contract does not list on a write that
 * leaves a record the API cannot delete (support/promise-record-cases.ts): caught with exit 1 and a
 * failure that names the operation, the check and the promise.
 */
import { describe } from 'vitest';
import { promiseRecordCases } from './support/promise-record-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that assign a key on a write it cannot undo', () => {
  itCatchesEach(promiseRecordCases(), mock);
});
