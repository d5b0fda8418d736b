/** Negative data: each invalid query parameter value gets 422 naming the parameter. */
import type { Check } from '../engine/check';
import { checkNegativeQuery } from './negative';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.negativeQuery,
  summary: 'each invalid query value (one per constraint) gets a 422 naming the parameter',
  docs: { rowOf: CHECK.negativeBody },
  phase: 'per-operation',
  appliesTo: (op) =>
    '422' in op.object.responses &&
    op.parameters.some((p) => p.in === 'query' && p.name !== 'page' && p.name !== 'cursor'),
  perOperation: (run, ctx, { op, valid }) => checkNegativeQuery(run, ctx, op, valid),
};
