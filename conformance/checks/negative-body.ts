/** Negative data: one invalid body per constraint of every body field gets 422 naming the field. */
import type { Check } from '../engine/check';
import { checkMultipartMissingFile, checkNegativeBody } from './negative';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.negativeBody,
  summary:
    'each invalid body (one per constraint) gets a 422 naming the field; an upload without its file too',
  docs: "for every field of the body (and of its nested objects) and every query parameter, one request per constraint it declares — required, type, enum, format, minLength/maxLength, minimum/maximum, pattern, items, minItems/maxItems, uniqueItems — each with a value Laravel's matching rule refuses too (never an unknown key, which Laravel ignores); and, for each condition the body's schema states between two fields (`x-if-then`: a paid agent's `price`, `required_if`/`prohibited_if`), a body that meets its `if` and breaks one field of the branch; each gets Laravel's 422 `{\"message\",\"errors\":{field:[…]}}` naming the field (for a condition, that field or the field of its `if`). At most 60 per operation (every field at least once; `--seed` picks the rest and the values); a multipart request without its file part too. A confirmation field (`x-confirms`, e.g. `password_confirmation`) is judged as Laravel's `confirmed` rule judges it: never on its own, only a mismatch with its base field, which must answer 422 on the **base** field (tried where the run has a request the backend accepts). An operation the contract documents as throttled (`x-throttle`) gets its cases spread over throwaway values of the body fields in the throttle's key (a fresh address per `login` case, so the test accounts are never locked out); one throttled by IP or by user alone (no body field in its key) gets no more cases than its limit leaves beside the run's other calls (the report says how many of how many). A 429 from a documented throttle is reported as a skipped case, never as a failure",
  phase: 'per-operation',
  appliesTo: (op) =>
    (op.body === 'json' || op.body === 'multipart') && '422' in op.object.responses,
  perOperation: async (run, ctx, { op, valid, onCreated }) => {
    await checkNegativeBody(run, ctx, op, valid, onCreated);
    await checkMultipartMissingFile(run, ctx, op, valid);
  },
};
