/**
 * Laravel's global input middleware, which runs before any validation: TrimStrings, then
 * ConvertEmptyStringsToNull (Illuminate\Foundation\Http\Middleware, both in Laravel 11's default
 * stack). They clean the query, and the JSON body or the form fields, at every depth: `"  Ada "`
 * reaches the rules as `"Ada"`, and `""` or `"   "` as null, so a blank required field fails
 * `required` and a blank nullable one is null. Files are left alone.
 */

/** TrimStrings' `$neverTrim`: top-level keys whose value keeps its spaces. */
const NEVER_TRIM = new Set(['current_password', 'password', 'password_confirmation']);

/** TrimStrings' pattern: ASCII whitespace (PCRE's `\s` without UCP), the BOM and the zero-width space. */
const EDGES = /^[ \t\n\v\f\r\uFEFF\u200B]+|[ \t\n\v\f\r\uFEFF\u200B]+$/g;

/** One value, cleaned as the two middlewares clean it under `key` (its top-level name). */
export function cleanValue(key: string, value: unknown, topLevel = true): unknown {
  if (typeof value === 'string') {
    const trimmed = topLevel && NEVER_TRIM.has(key) ? value : value.replace(EDGES, '');
    return trimmed === '' ? null : trimmed;
  }
  if (Array.isArray(value)) return value.map((item) => cleanValue(key, item, false));
  if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, item]) => [k, cleanValue(k, item, false)]),
    );
  }
  return value;
}

/** A parsed body or query object, cleaned key by key. */
export function cleanInput(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, cleanValue(key, value)]),
  );
}
