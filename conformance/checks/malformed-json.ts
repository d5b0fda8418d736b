/** A body that is not JSON gets 400 or 422, never a 5xx or an accepted write. */
import type { Check } from '../engine/check';
import { checkMalformedJson } from './negative';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.malformedJson,
  summary: 'a body that is not JSON is refused (400/422), never a 5xx',
  docs: 'a body that is not JSON gets a 4xx, never a 5xx (where every field of the body is optional Laravel reads it as an empty body, and a 2xx is accepted)',
  phase: 'per-operation',
  appliesTo: (op) => op.body === 'json',
  perOperation: (run, ctx, { op, valid, onCreated }) =>
    checkMalformedJson(run, ctx, op, valid, onCreated),
};
