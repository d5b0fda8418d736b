/** Negative data: each invalid query parameter value gets 422 naming the parameter. */
import type { Check } from '../engine/check';
import { checkNegativeQuery, NEGATIVE } from './negative';

export const check: Check = {
  name: NEGATIVE.negativeQuery,
  summary: 'each invalid query value (one per constraint) gets a 422 naming the parameter',
  docs: { rowOf: 'negative-body' },
  phase: 'per-operation',
  appliesTo: (op) =>
    '422' in op.object.responses &&
    op.parameters.some((p) => p.in === 'query' && p.name !== 'page' && p.name !== 'cursor'),
  perOperation: (run, ctx, { op, valid }) => checkNegativeQuery(run, ctx, op, valid),
};
