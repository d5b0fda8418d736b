/**
 * Laravel's `distinct` for the body arrays the contract marks `uniqueItems` (listed per operation
 * in the generated operation table; zod has no such check). As `'file_ids.*' => 'distinct'` does,
 * every item equal to another item fails, under its own key (`file_ids.0`, `file_ids.1`), and the
 * comparison is loose: `5` and `"5"` are the same value, as PHP's `in_array` has it.
 */
import type { FieldErrors } from './errors';
import { displayableAttribute, validationMessage } from './validation-lines';

export function distinctErrors(input: unknown, paths: readonly string[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const path of paths ?? []) {
    for (const { at, value } of arraysAt(input, path.split('.'), [])) {
      const seen = new Map<string, number>();
      for (const item of value) {
        const key = looseKey(item);
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      value.forEach((item, index) => {
        if ((seen.get(looseKey(item)) ?? 0) < 2) return;
        const itemPath = [...at, index];
        errors[itemPath.join('.')] = [
          validationMessage('distinct', displayableAttribute(itemPath)),
        ];
      });
    }
  }
  return errors;
}

/** The arrays found at a dot path (`*` stands for every item), with where each sits. */
function arraysAt(
  value: unknown,
  parts: readonly string[],
  at: (string | number)[],
): { at: (string | number)[]; value: unknown[] }[] {
  if (parts.length === 0) return Array.isArray(value) ? [{ at, value }] : [];
  if (typeof value !== 'object' || value === null) return [];
  const [part, ...rest] = parts as [string, ...string[]];
  if (part === '*')
    return Array.isArray(value)
      ? value.flatMap((item, index) => arraysAt(item, rest, [...at, index]))
      : [];
  // A multipart form sends the array as `name[]`; Laravel reads both as `name`.
  const record = value as Record<string, unknown>;
  const key = Object.hasOwn(record, part)
    ? part
    : Object.hasOwn(record, `${part}[]`)
      ? `${part}[]`
      : null;
  return key === null ? [] : arraysAt(record[key], rest, [...at, part]);
}

/** PHP's loose equality among scalars as `distinct` uses it: numbers and numeric strings by value. */
function looseKey(item: unknown): string {
  if (
    typeof item === 'number' ||
    (typeof item === 'string' && item.trim() !== '' && Number.isFinite(Number(item)))
  )
    return `n:${Number(item)}`;
  if (typeof item === 'boolean') return `n:${item ? 1 : 0}`;
  if (typeof item === 'string') return `s:${item}`;
  return `j:${JSON.stringify(item)}`;
}
