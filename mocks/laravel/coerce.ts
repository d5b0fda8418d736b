import type { z } from 'zod';
import { phpIntFrom } from './php-int';

/**
 * Query strings, form fields and path segments arrive as strings; the generated zod schemas expect
 * numbers and booleans where the contract says so. Coerce each string by the type its schema
 * declares, so a search for "123" stays a string while `page=2` becomes a number. The input is
 * already structured as PHP reads it (./php-params.ts) and cleaned as Laravel's middleware cleans
 * it (./transform-input.ts): an array or null where a scalar is wanted is left for the schema to refuse.
 *
 * The keys are the client's (`?toString=1`, `?__proto__=x`): a key's schema is looked up as an own
 * property of the shape only, and the result holds each key as an own property (Object.fromEntries
 * defines them, never assigns through `__proto__`). Keys without a schema are dropped later by
 * validation, as Laravel's `validated()` does.
 */
export function coerceBySchema(
  schema: z.ZodType | undefined,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const shape = objectShape(schema);
  return Object.fromEntries(
    Object.entries(input).map(([inputKey, value]) => {
      // A multipart schema names its list as the form does (`files[]`); PHP's reading names it `files`.
      const key =
        shape && !Object.hasOwn(shape, inputKey) && Object.hasOwn(shape, `${inputKey}[]`)
          ? `${inputKey}[]`
          : inputKey;
      const kinds = baseKinds(shape && Object.hasOwn(shape, key) ? shape[key] : undefined);
      if (Array.isArray(value))
        return [key, kinds.has('array') ? value.map((item) => coerceString(item, kinds)) : value];
      return [key, coerceString(value, kinds)];
    }),
  );
}

/**
 * A JSON body keeps its types, yet some of Laravel's rules accept more than one JSON type:
 * `integer` passes "7" (PHP's FILTER_VALIDATE_INT: optional sign, no leading zero, surrounding
 * whitespace), `numeric` passes "7.5" and "1e3" (is_numeric), `boolean` passes 1, 0, "1" and "0".
 * Such a value gets the type the field's schema declares, as the model's casts would give it, so
 * the schema judges it as the rule would; anything else is left as sent, for the schema to refuse.
 * Top-level fields and arrays of scalars, the shapes the contract's bodies have.
 */
export function coerceJsonBody(
  schema: z.ZodType | undefined,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const shape = objectShape(schema);
  if (!shape) return input;
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => {
      const kinds = baseKinds(Object.hasOwn(shape, key) ? shape[key] : undefined);
      if (kinds.has('array') && Array.isArray(value))
        return [key, value.map((item) => coerceJsonScalar(item, kinds))];
      // PHP decodes a JSON list and an object alike into an array, which the `array` rule takes:
      // where the contract wants an object, a list is the object keyed 0, 1, ….
      if (
        (kinds.has('object') || kinds.has('record')) &&
        !kinds.has('array') &&
        Array.isArray(value)
      )
        return [key, { ...value }];
      return [key, coerceJsonScalar(value, kinds)];
    }),
  );
}

/** PHP's is_numeric (Laravel's `numeric`): decimals and exponents, whitespace around. */
const PHP_NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/** The number a string spells for the field's rule, or undefined when the rule refuses it. */
function numberFrom(value: string, kinds: Set<string>): number | undefined {
  if (kinds.has('int')) {
    const int = phpIntFrom(value);
    if (int !== undefined) return int;
  }
  if (kinds.has('number') && PHP_NUMERIC.test(value)) return Number(value.trim());
  return undefined;
}

function coerceJsonScalar(value: unknown, kinds: Set<string>): unknown {
  if (typeof value === 'string' && !kinds.has('string')) {
    const number = numberFrom(value, kinds);
    if (number !== undefined) return number;
  }
  if (
    kinds.has('boolean') &&
    !kinds.has('number') &&
    !kinds.has('int') &&
    (value === 0 || value === 1 || value === '0' || value === '1')
  )
    return value === 1 || value === '1';
  return value;
}

function coerceString(value: unknown, kinds: Set<string>): unknown {
  if (typeof value !== 'string') return value;
  const number = numberFrom(value, kinds);
  if (number !== undefined) return number;
  // Laravel's `boolean` rule takes "1" and "0" from a query or form; "true" is refused.
  if (kinds.has('boolean') && (value === '1' || value === '0')) return value === '1';
  return value;
}

type Def = {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.innerType) return objectShape(def.innerType);
  return undefined;
}

/** The scalar kinds a (possibly optional/nullable/union/array) schema accepts. */
function baseKinds(schema: z.ZodType | undefined, out = new Set<string>()): Set<string> {
  if (!schema) return out;
  const def = defOf(schema);
  if (def.innerType) return baseKinds(def.innerType, out);
  if (def.type === 'union') for (const option of def.options ?? []) baseKinds(option, out);
  else if (def.type === 'array') {
    out.add('array');
    baseKinds(def.element, out);
  } else out.add(def.type === 'number' && def.format?.includes('int') ? 'int' : def.type);
  return out;
}
