/** Check 6: a created record reads back, lists, updates and is gone after its delete. */
import type { Check } from '../engine/check';
import { CHAINS } from './chain-table';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.statefulChain,
  summary: 'create → read → update → list → delete → gone, for every resource a user can create',
  docs: "create → read → update → list holds it → delete → the read is 404 **and** the list no longer holds it (a soft delete one query forgets is caught) for folders, threads, agents, agent files, council files, council agent files, invited council users and the user's agent list; a join request is asked, listed and rejected. The chains are one declared table (`conformance/checks/chain-table.ts`)",
  phase: 'walk',
  writes: true,
  appliesTo: (op) =>
    CHAINS.some((c) =>
      [c.create.op, c.read?.op, c.update?.op, c.list.op, c.delete.op].includes(op.operationId),
    ),
  reportedBy: 'walk/chains.ts (the chains of checks/chain-table.ts)',
};
