/** A body that is not JSON gets 400 or 422, never a 5xx or an accepted write. */
import type { Check } from '../engine/check';
import { checkMalformedJson, NEGATIVE } from './negative';

export const check: Check = {
  name: NEGATIVE.malformedJson,
  summary: 'a body that is not JSON is refused (400/422), never a 5xx',
  phase: 'per-operation',
  appliesTo: (op) => op.body === 'json',
  perOperation: (run, ctx, { op, valid, onCreated }) =>
    checkMalformedJson(run, ctx, op, valid, onCreated),
};
