/**
 * The runner fails a backend whose per-caller flag does not follow the caller's own list
 * (support/promise-reflects-cases.ts): caught with exit 1 and a failure that names the operation,
 * promise-reflects and the promise.
 */
import { describe } from 'vitest';
import { promiseReflectsCases } from './support/promise-reflects-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe("the runner against backends whose per-caller flags do not follow the caller's lists", () => {
  itCatchesEach(promiseReflectsCases(), mock);
});
