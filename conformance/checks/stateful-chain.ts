/** Check 6: a created record reads back, lists, updates and is gone after its delete. */
import type { Check } from '../engine/check';
import { CHAINS, STATEFUL_CHAIN } from './chain-table';

export const check: Check = {
  name: STATEFUL_CHAIN,
  summary: 'create → read → update → list → delete → gone, for every resource a user can create',
  phase: 'walk',
  writes: true,
  appliesTo: (op) =>
    CHAINS.some((c) =>
      [c.create.op, c.read?.op, c.update?.op, c.list.op, c.delete.op].includes(op.operationId),
    ),
  reportedBy: 'walk/chains.ts (the chains of checks/chain-table.ts)',
};
