/** A path id no record has gets 404. */
import type { Check } from '../engine/check';
import { checkUnknownId } from './negative';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.unknownId,
  summary: 'a path id no record has gets 404',
  docs: 'each path id in turn set to one that does not exist (the others real) gets 404 — also for a DELETE (not 204) and where a policy would answer 403',
  phase: 'per-operation',
  appliesTo: (op) => op.parameters.some((p) => p.in === 'path'),
  perOperation: (run, ctx, { op, valid, secret }) => checkUnknownId(run, ctx, op, valid, secret),
};
