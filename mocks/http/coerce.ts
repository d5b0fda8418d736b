import type { z } from 'zod';

/**
 * Query strings and path segments arrive as strings; the generated zod schemas expect numbers and
 * booleans where the contract says so. Coerce each value by the type its schema declares, so a
 * search for "123" stays a string while `page=2` becomes a number.
 *
 * The keys are the client's (`?toString=1`, `?__proto__=x`): a key's schema is looked up as an own
 * property of the shape only, and the result holds each key as an own property (Object.fromEntries
 * defines them, never assigns through `__proto__`). Keys without a schema are dropped later by
 * validation, as Laravel's `validated()` does.
 */
export function coerceBySchema(
  schema: z.ZodType | undefined,
  entries: Iterable<[string, string]>,
): Record<string, unknown> {
  const shape = objectShape(schema);
  const grouped = new Map<string, string[]>();
  for (const [rawKey, value] of entries) {
    const key = rawKey.replace(/\[\]$/, '');
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  const out = new Map<string, unknown>();
  for (const [key, values] of grouped) {
    const kind = baseKinds(shape && Object.hasOwn(shape, key) ? shape[key] : undefined);
    if (kind.has('array')) out.set(key, values.map((v) => coerceScalar(v, kind)));
    else out.set(key, coerceScalar(values[values.length - 1]!, kind));
  }
  return Object.fromEntries(out);
}

function coerceScalar(value: string, kinds: Set<string>): unknown {
  if ((kinds.has('number') || kinds.has('int')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (kinds.has('boolean') && ['true', 'false', '1', '0'].includes(value)) return value === 'true' || value === '1';
  if (kinds.has('null') && value === 'null') return null;
  return value;
}

type Def = { type: string; innerType?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType; shape?: Record<string, z.ZodType> };
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
  } else out.add(def.type);
  return out;
}
