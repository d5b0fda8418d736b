/**
 * Laravel's English validation lines, for every rule the contract can express and the business
 * rules the handlers apply. Written from laravel/framework's
 * `src/Illuminate/Translation/lang/en/validation.php` (the lines a Laravel 11/12 app ships with,
 * `lang/en/validation.php` after `php artisan lang:publish`): keep them word for word, so the
 * mock's 422s read exactly like the backend's. Rules whose words depend on what is measured
 * (`min`, `max`, `between`, `size`, `gt`, `lt`) have one line per kind, as there.
 */

/** What a size rule measures, as Laravel's `getAttributeType` decides it. */
export type SizeKind = 'array' | 'file' | 'numeric' | 'string';

type Line = string | Readonly<Record<SizeKind, string>>;

export const VALIDATION_LINES = {
  accepted: 'The :attribute field must be accepted.',
  array: 'The :attribute field must be an array.',
  between: {
    array: 'The :attribute field must have between :min and :max items.',
    file: 'The :attribute field must be between :min and :max kilobytes.',
    numeric: 'The :attribute field must be between :min and :max.',
    string: 'The :attribute field must be between :min and :max characters.',
  },
  boolean: 'The :attribute field must be true or false.',
  confirmed: 'The :attribute field confirmation does not match.',
  date: 'The :attribute field must be a valid date.',
  distinct: 'The :attribute field has a duplicate value.',
  email: 'The :attribute field must be a valid email address.',
  exists: 'The selected :attribute is invalid.',
  file: 'The :attribute field must be a file.',
  gt: {
    array: 'The :attribute field must have more than :value items.',
    file: 'The :attribute field must be greater than :value kilobytes.',
    numeric: 'The :attribute field must be greater than :value.',
    string: 'The :attribute field must be greater than :value characters.',
  },
  in: 'The selected :attribute is invalid.',
  integer: 'The :attribute field must be an integer.',
  lt: {
    array: 'The :attribute field must have less than :value items.',
    file: 'The :attribute field must be less than :value kilobytes.',
    numeric: 'The :attribute field must be less than :value.',
    string: 'The :attribute field must be less than :value characters.',
  },
  max: {
    array: 'The :attribute field must not have more than :max items.',
    file: 'The :attribute field must not be greater than :max kilobytes.',
    numeric: 'The :attribute field must not be greater than :max.',
    string: 'The :attribute field must not be greater than :max characters.',
  },
  mimes: 'The :attribute field must be a file of type: :values.',
  min: {
    array: 'The :attribute field must have at least :min items.',
    file: 'The :attribute field must be at least :min kilobytes.',
    numeric: 'The :attribute field must be at least :min.',
    string: 'The :attribute field must be at least :min characters.',
  },
  numeric: 'The :attribute field must be a number.',
  present: 'The :attribute field must be present.',
  prohibited_if: 'The :attribute field is prohibited when :other is :value.',
  regex: 'The :attribute field format is invalid.',
  required: 'The :attribute field is required.',
  required_if: 'The :attribute field is required when :other is :value.',
  size: {
    array: 'The :attribute field must contain :size items.',
    file: 'The :attribute field must be :size kilobytes.',
    numeric: 'The :attribute field must be :size.',
    string: 'The :attribute field must be :size characters.',
  },
  string: 'The :attribute field must be a string.',
  unique: 'The :attribute has already been taken.',
  uploaded: 'The :attribute failed to upload.',
  url: 'The :attribute field must be a valid URL.',
  uuid: 'The :attribute field must be a valid UUID.',
} as const satisfies Record<string, Line>;

export type ValidationRule = keyof typeof VALIDATION_LINES;
export type SizedRule = {
  [R in ValidationRule]: (typeof VALIDATION_LINES)[R] extends string ? never : R;
}[ValidationRule];

/**
 * One rule's message: the line with `:attribute` (already displayable, see `displayableAttribute`)
 * and the rule's own placeholders (`:min`, `:max`, `:size`, `:value`, `:values`, `:other`) filled
 * in, longest name first as Laravel's `str_replace` calls do. A sized rule needs `kind`.
 */
export function validationMessage(
  rule: ValidationRule,
  attribute: string,
  replacements: Readonly<Record<string, string | number>> = {},
  kind: SizeKind = 'string',
): string {
  const line: Line = VALIDATION_LINES[rule];
  let message = typeof line === 'string' ? line : line[kind];
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
  for (const name of names) message = message.replaceAll(`:${name}`, String(replacements[name]));
  return message.replaceAll(':attribute', attribute);
}

/**
 * The attribute as Laravel's `getDisplayableAttribute` shows it without custom names: a field
 * matched by a wildcard rule (an array element, `files.0`, `tools.2`) keeps its raw name; any
 * other is `Str::snake`d and its underscores become spaces (`per_page` → "per page",
 * `folderId` → "folder id", `pricing.unit_price` → "pricing.unit price").
 */
export function displayableAttribute(path: readonly (string | number)[]): string {
  const segments = path.map((part) => String(part).replace(/\[\]$/, ''));
  const raw = segments.join('.');
  if (segments.some((part) => /^\d+$/.test(part))) return raw;
  return snake(raw).replaceAll('_', ' ');
}

/** Laravel's `Str::snake($value)` with its default `_` delimiter. */
export function snake(value: string): string {
  if (/^[a-z]+$/.test(value)) return value;
  const words = value
    .replace(
      /(^|[ \t\r\n\f\v])([a-z])/g,
      (_, space: string, first: string) => space + first.toUpperCase(),
    )
    .replace(/\s+/gu, '');
  return words.replace(/(.)(?=[A-Z])/gu, '$1_').toLowerCase();
}
