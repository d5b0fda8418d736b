/**
 * PHP's FILTER_VALIDATE_INT, which Laravel's `integer` rule is: an optional sign, no leading zero,
 * whitespace around, and within PHP_INT_MIN…PHP_INT_MAX (a wider number overflows and fails). A
 * JSON number PHP decodes as a float beyond that range fails too.
 */
const PHP_INT = /^[ \t\n\r\v\0]*([+-]?(?:0|[1-9]\d*))[ \t\n\r\v\0]*$/;
const PHP_INT_MAX = 2n ** 63n - 1n;
const PHP_INT_MIN = -(2n ** 63n);

/** The integer a string spells for the `integer` rule, or undefined when the rule refuses it. */
export function phpIntFrom(text: string): number | undefined {
  const digits = PHP_INT.exec(text)?.[1];
  if (digits === undefined) return undefined;
  const value = BigInt(digits);
  return value >= PHP_INT_MIN && value <= PHP_INT_MAX ? Number(value) : undefined;
}

export function isPhpInt(value: unknown): boolean {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63;
  return typeof value === 'string' && phpIntFrom(value) !== undefined;
}
