/** Negative data: one invalid body per constraint of every body field gets 422 naming the field. */
import type { Check } from '../engine/check';
import { checkMultipartMissingFile, checkNegativeBody, NEGATIVE } from './negative';

export const check: Check = {
  name: NEGATIVE.negativeBody,
  summary:
    'each invalid body (one per constraint) gets a 422 naming the field; an upload without its file too',
  phase: 'per-operation',
  appliesTo: (op) =>
    (op.body === 'json' || op.body === 'multipart') && '422' in op.object.responses,
  perOperation: async (run, ctx, { op, valid, onCreated }) => {
    await checkNegativeBody(run, ctx, op, valid, onCreated);
    await checkMultipartMissingFile(run, ctx, op, valid);
  },
};
