/**
 * Laravel's `confirmed` rule for the body fields the contract marks `x-confirms` (listed per
 * operation in the generated table). The confirmation has no rule of its own: it is never validated
 * alone and is ignored when its base field is absent; the base must equal it (strictly, as
 * Laravel's `same` compares), else the 422 is on the base field.
 */
import type { FieldErrors } from './errors';
import { displayableAttribute, validationMessage } from './validation-lines';

type Confirms = Readonly<Record<string, string>> | undefined;

const isObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** The body as the schema should see it: each confirmation is its base's value, or absent with it. */
export function withConfirmations(input: unknown, confirms: Confirms): unknown {
  if (!confirms || !isObject(input)) return input;
  const judged = { ...input };
  for (const [confirmation, base] of Object.entries(confirms)) {
    if (base in input) judged[confirmation] = input[base];
    else delete judged[confirmation];
  }
  return judged;
}

/** The validated body with the confirmations as they were sent, for the handler's own comparison. */
export function withOwnConfirmations(data: unknown, input: unknown, confirms: Confirms): unknown {
  if (!confirms || !isObject(data) || !isObject(input)) return data;
  const own = { ...data };
  for (const confirmation of Object.keys(confirms)) {
    if (confirmation in input) own[confirmation] = input[confirmation];
    else delete own[confirmation];
  }
  return own;
}

/** With the other refused fields: a mismatch, on the base field; the confirmation itself is never named. */
export function confirmedErrors(
  input: unknown,
  confirms: Confirms,
  errors: FieldErrors,
): FieldErrors {
  if (!confirms || !isObject(input)) return errors;
  const out = { ...errors };
  for (const [confirmation, base] of Object.entries(confirms)) {
    delete out[confirmation];
    if (base in input && input[confirmation] !== input[base])
      out[base] = [
        ...(out[base] ?? []),
        validationMessage('confirmed', displayableAttribute([base])),
      ];
  }
  return out;
}
