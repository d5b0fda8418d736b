import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '@/lib/http/api-error';

/**
 * Shows Laravel's 422 field errors next to their fields (in the form's field order, focusing the
 * first). Returns the messages that belong to no field of the form, for a form-level alert.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldErrors | undefined,
  fields: readonly Path<T>[],
): string[] {
  if (!errors) return [];
  let focused = false;
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return Object.entries(errors)
    .filter(([field]) => !(fields as readonly string[]).includes(field))
    .map(([, messages]) => messages[0])
    .filter((message): message is string => Boolean(message));
}
