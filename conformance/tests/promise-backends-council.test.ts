/**
 * The runner fails a backend that breaks a council promise only the walk's council flows judge
 * (the membership chain, another council's path, the last admin, slugs, the search): one broken
 * backend each (support/promise-council-cases.ts), caught with exit 1 and a failure that names the
 * operation, the check and the promise.
 */
import { describe } from 'vitest';
import { promiseCouncilCases } from './support/promise-council-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that break a council promise', () => {
  itCatchesEach(promiseCouncilCases(), mock);
});
