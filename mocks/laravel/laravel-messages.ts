/**
 * Turns what zod refused into Laravel's 422 `errors`: for each refused field (in dot notation,
 * `files.0`), the messages of the rules Laravel's validator fails on it (./laravel-rules.ts), in
 * Laravel's words (./validation-lines.ts), naming the field as Laravel does.
 */
import type { z } from 'zod';
import type { FieldErrors } from './errors';
import { evaluate, rulesOf, schemaAt, type RuleFailure } from './laravel-rules';
import { displayableAttribute, validationMessage } from './validation-lines';

export function laravelErrors(
  schema: z.ZodType,
  input: unknown,
  issues: readonly z.core.$ZodIssue[],
): FieldErrors {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    // Laravel names array fields without the form's brackets: `files[]` fails as `files`, `files.0`.
    const key = issue.path.map((part) => String(part).replace(/\[\]$/, '')).join('.');
    if (key === '' || errors.has(key)) continue;
    const attribute = displayableAttribute(issue.path as (string | number)[]);
    const node = schemaAt(schema, issue.path);
    const { present, value } = valueAt(input, issue.path);
    const failures = node ? evaluate(rulesOf(node, issue.path), value, present) : [];
    const shown = failures.length > 0 ? failures : [fallback(issue, present)];
    errors.set(
      key,
      shown.map((failure) =>
        validationMessage(failure.rule, attribute, failure.replacements, failure.kind),
      ),
    );
  }
  return Object.fromEntries(readConfirmations(schema, input, errors));
}

/**
 * Laravel gives `X_confirmation` no rules of its own: X's `confirmed` rule (listed last) reads it.
 * So a refused confirmation beside its field is X's `confirmed` when the two differ, else nothing.
 */
function readConfirmations(
  schema: z.ZodType,
  input: unknown,
  errors: Map<string, string[]>,
): Map<string, string[]> {
  const read = new Map(errors);
  for (const key of errors.keys()) {
    const field = /^(\w+)_confirmation$/.exec(key)?.[1];
    if (!field || !schemaAt(schema, [field])) continue;
    read.delete(key);
    const typed = valueAt(input, [field]);
    if (typed.value === valueAt(input, [key]).value) continue;
    const own = read.get(field) ?? [];
    read.set(field, [...own, validationMessage('confirmed', displayableAttribute([field]))]);
  }
  return read.size > 0 ? read : errors;
}

/** The value at `path`, read from own properties only (a key named `toString` is just a key). */
function valueAt(
  input: unknown,
  path: readonly PropertyKey[],
): { present: boolean; value: unknown } {
  let value = input;
  for (const part of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part))
      return { present: false, value: undefined };
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return { present: value !== undefined, value };
}

/** Zod refused a value the rules above let through (a pattern, a stricter number): name its kind. */
function fallback(issue: z.core.$ZodIssue, present: boolean): RuleFailure {
  if (!present) return { rule: 'required' };
  if (issue.code === 'invalid_type') {
    const byType: Record<string, RuleFailure['rule']> = {
      string: 'string',
      number: 'numeric',
      int: 'integer',
      boolean: 'boolean',
      array: 'array',
      object: 'array',
    };
    return { rule: Object.hasOwn(byType, issue.expected) ? byType[issue.expected]! : 'in' };
  }
  if (issue.code === 'invalid_format') return { rule: 'regex' };
  return { rule: 'in' };
}
