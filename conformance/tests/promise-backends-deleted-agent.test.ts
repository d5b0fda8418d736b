/**
 * The runner fails a backend that breaks what deleting an agent, or taking it off the user's list,
 * keeps (support/promise-deleted-agent-cases.ts): threads with the agent cascaded away, left
 * writable or hidden, orders of it dropped from the buyer's orders; and the sign-in's councils or
 * an agent's files out of order (support/promise-walked-list-cases.ts). Each caught with exit 1
 * and a failure that names the operation, the check and the promise.
 */
import { describe } from 'vitest';
import { promiseDeletedAgentCases } from './support/promise-deleted-agent-cases';
import { promiseWalkedListCases } from './support/promise-walked-list-cases';
import { useMockServer } from './support/mock-per-file';
import { itCatchesEach } from './support/promise-backend-suite';

const mock = useMockServer();

describe('the runner against backends that break what taking an agent away keeps, or the order of lists it completes', () => {
  itCatchesEach([...promiseDeletedAgentCases(), ...promiseWalkedListCases()], mock);
});
