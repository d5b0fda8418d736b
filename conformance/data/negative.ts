/**
 * Invalid request data from the contract's schema: for every field of a body (one level of nested
 * objects and array items too) and every query parameter, one case per constraint it declares —
 * required, type, enum, format, minLength/maxLength, minimum/maximum, pattern, items,
 * minItems/maxItems, uniqueItems — each a value Laravel's matching rule refuses as well. Never an
 * unknown property: Laravel's validator ignores keys it has no rule for, and the contract allows
 * them. Where several values would do, the run's seed picks one; a bound caps the cases per operation.
 * A confirmation field (`x-confirms`) is judged as Laravel's `confirmed` rule judges it: only as a
 * mismatch with its base field, reported on the base.
 */
import type { JsonSchema } from '../contract/contract';
import { typesOf } from './schemas';
import { conditionCases } from './negative-conditions';

export interface NegativeCase {
  /** The field a Laravel 422 must name in `errors` (dotted for nested fields). */
  field: string;
  /** The constraint broken: required, type, enum, format, minLength… */
  constraint: string;
  description: string;
  body: Record<string, unknown>;
  /**
   * Why the JSON Schema cannot tell this body is invalid, for a rule the contract states beside it
   * (`x-confirms`: Laravel's `confirmed`); such a case is sent although the schema accepts it.
   */
  beyondSchema?: string;
  /** Other fields the 422 may name instead (a condition between fields, `x-if-then`, ties two). */
  alternatives?: string[];
}

export type Random = () => number;

/** Most cases tried for one operation; past it the seed picks which (each field still once). */
export const MAX_CASES = 60;

/** A value that breaks one constraint of a property, or null when it declares none that can be broken. */
export interface Broken {
  constraint: string;
  value: unknown;
  description: string;
}

const pick = <T>(random: Random, options: T[]): T =>
  options[Math.floor(random() * options.length)]!;

/** Every constraint of a property, each with a value that breaks only it (as far as can be). */
export function breakValues(
  property: JsonSchema,
  random: Random = Math.random,
  where: 'body' | 'query' = 'body',
): Broken[] {
  const types = typesOf(property);
  const nullable = types.includes('null');
  const out: Broken[] = [];
  if (property.format === 'binary') return out;
  const isString = types.includes('string');
  // type
  if (types.length > 0 && !types.includes('object') && !(where === 'query' && isString)) {
    if (types.includes('integer') || types.includes('number'))
      out.push({
        constraint: 'type',
        value: pick(
          random,
          types.includes('integer') && where === 'body' ? ['not-a-number', 1.5] : ['not-a-number'],
        ),
        description: 'not a number',
      });
    else if (types.includes('boolean'))
      out.push({
        constraint: 'type',
        value: pick(random, where === 'body' ? ['maybe', 2] : ['maybe']),
        description: 'not a boolean',
      });
    else if (types.includes('array')) {
      if (where === 'body')
        out.push({
          constraint: 'type',
          value: pick(random, ['not-an-array', 12]),
          description: 'not an array',
        });
    } else if (isString && where === 'body')
      out.push({
        constraint: 'type',
        value: pick(random, [12345, ['not', 'a', 'string'], true]),
        description: 'not a string',
      });
  } else if (types.includes('object') && where === 'body')
    out.push({ constraint: 'type', value: 'not-an-object', description: 'not an object' });
  // enum
  if (Array.isArray(property.enum)) {
    const values = (property.enum as unknown[]).filter((v) => v !== null);
    const numeric = values.every((v) => typeof v === 'number');
    out.push({
      constraint: 'enum',
      value: numeric ? Math.max(0, ...(values as number[])) + 1000 : 'not-a-listed-value',
      description: 'outside its enum',
    });
  }
  // format
  const FORMATS: Record<string, string> = {
    email: 'not-an-email',
    'date-time': 'not-a-date',
    date: 'not-a-date',
    uri: 'not a url',
    url: 'not a url',
    uuid: 'not-a-uuid',
  };
  if (typeof property.format === 'string' && FORMATS[property.format])
    out.push({
      constraint: 'format',
      value: FORMATS[property.format],
      description: `not a valid ${property.format}`,
    });
  // lengths: an empty string is read as null by Laravel (ConvertEmptyStringsToNull), so it breaks
  // minLength 1 only where null is not allowed, and never in a query.
  if (isString && typeof property.minLength === 'number' && property.minLength > 0) {
    if (property.minLength > 1)
      out.push({
        constraint: 'minLength',
        value: 'x'.repeat(property.minLength - 1),
        description: `shorter than its minLength ${property.minLength}`,
      });
    else if (!nullable && where === 'body')
      out.push({ constraint: 'minLength', value: '', description: 'empty (minLength 1)' });
  }
  const lengthCap = where === 'query' ? 4000 : 100_000;
  if (isString && typeof property.maxLength === 'number' && property.maxLength < lengthCap)
    out.push({
      constraint: 'maxLength',
      value: 'x'.repeat(property.maxLength + 1),
      description: `longer than its maxLength ${property.maxLength}`,
    });
  // numbers
  const integer = types.includes('integer');
  const step = integer ? 1 : 0.5;
  if (typeof property.minimum === 'number')
    out.push({
      constraint: 'minimum',
      value: property.minimum - step,
      description: `below its minimum ${property.minimum}`,
    });
  if (typeof property.exclusiveMinimum === 'number')
    out.push({
      constraint: 'exclusiveMinimum',
      value: property.exclusiveMinimum,
      description: `not above ${property.exclusiveMinimum}`,
    });
  if (typeof property.maximum === 'number')
    out.push({
      constraint: 'maximum',
      value: property.maximum + step,
      description: `above its maximum ${property.maximum}`,
    });
  if (typeof property.exclusiveMaximum === 'number')
    out.push({
      constraint: 'exclusiveMaximum',
      value: property.exclusiveMaximum,
      description: `not below ${property.exclusiveMaximum}`,
    });
  // pattern
  if (isString && typeof property.pattern === 'string') {
    const regex = safeRegex(property.pattern);
    const candidate =
      regex && ['#!not matching!#', '!', 'ZZ-zz', '0', 'x'].find((c) => !regex.test(c));
    if (candidate)
      out.push({
        constraint: 'pattern',
        value: candidate,
        description: `not matching ${property.pattern}`,
      });
  }
  // arrays
  if (types.includes('array') && where === 'body') {
    const items = (property.items ?? {}) as JsonSchema;
    const sample = sampleItem(items);
    const brokenItem = breakValues(items, random, 'body').find((b) => b.constraint !== 'required');
    if (brokenItem)
      out.push({
        constraint: 'items',
        value: [brokenItem.value],
        description: `an item ${brokenItem.description}`,
      });
    if (typeof property.minItems === 'number' && property.minItems > 0)
      out.push({
        constraint: 'minItems',
        value: Array.from({ length: property.minItems - 1 }, (_, i) => sampleItem(items, i)),
        description: `fewer items than its minItems ${property.minItems}`,
      });
    if (typeof property.maxItems === 'number' && property.maxItems < 10_000 && sample !== undefined)
      out.push({
        constraint: 'maxItems',
        value: Array.from({ length: property.maxItems + 1 }, (_, i) => sampleItem(items, i)),
        description: `more items than its maxItems ${property.maxItems}`,
      });
    if (property.uniqueItems === true && sample !== undefined)
      out.push({
        constraint: 'uniqueItems',
        value: [sample, sample],
        description: 'the same item twice',
      });
  }
  return out;
}

/** A plausible valid item of an array (distinct per index), for the item-count cases. */
function sampleItem(items: JsonSchema, index = 0): unknown {
  if (Array.isArray(items.enum)) return (items.enum as unknown[])[index % items.enum.length];
  const types = typesOf(items);
  if (types.includes('integer') || types.includes('number'))
    return (typeof items.minimum === 'number' ? items.minimum : 1) + index;
  if (types.includes('string')) return `item-${index + 1}`;
  return undefined;
}

function safeRegex(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** Every invalid body for a request schema, built on a valid body. */
export function negativeCases(
  schema: JsonSchema,
  valid: Record<string, unknown>,
  random: Random = Math.random,
  limit = MAX_CASES,
): NegativeCase[] {
  const cases: NegativeCase[] = [];
  collect(
    schema,
    valid,
    '',
    (field, constraint, description, value, remove, named) => {
      cases.push({
        field: named ?? field,
        constraint,
        description,
        body: setAt(valid, field, value, remove),
        ...(named ? { beyondSchema: `${field} confirms ${named} (x-confirms)` } : {}),
      });
    },
    random,
    0,
  );
  cases.push(...conditionCases(schema, valid));
  return bound(cases, random, limit);
}

type Emit = (
  field: string,
  constraint: string,
  description: string,
  value: unknown,
  remove: boolean,
  /** The field Laravel names when it is not the one changed (a confirmation's base). */
  named?: string,
) => void;

function collect(
  schema: JsonSchema,
  valid: Record<string, unknown>,
  prefix: string,
  emit: Emit,
  random: Random,
  depth: number,
): void {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    const field = prefix ? `${prefix}.${name}` : name;
    const confirms = property['x-confirms'];
    if (typeof confirms === 'string') {
      // Laravel's `confirmed` rule: the confirmation has no rule of its own (never validated alone,
      // ignored without its base); a mismatch, or a missing confirmation, is the base field's 422.
      const base = prefix ? `${prefix}.${confirms}` : confirms;
      if (confirms in valid)
        emit(
          field,
          'confirmed',
          `"${field}" not equal to "${base}"`,
          `${String(valid[confirms])}-not-the-same`,
          false,
          base,
        );
      continue;
    }
    if (required.has(name))
      emit(field, 'required', `without the required "${field}"`, undefined, true);
    for (const broken of breakValues(property, random, 'body'))
      emit(field, broken.constraint, `"${field}" ${broken.description}`, broken.value, false);
    // One level into a nested object the valid body has (Laravel's `field.key` rules).
    const nested = valid[name];
    if (
      depth === 0 &&
      typesOf(property).includes('object') &&
      nested &&
      typeof nested === 'object' &&
      !Array.isArray(nested)
    )
      collect(property, nested as Record<string, unknown>, field, emit, random, depth + 1);
  }
}

/** A copy of `body` with the dotted field set (or removed). */
function setAt(
  body: Record<string, unknown>,
  field: string,
  value: unknown,
  remove: boolean,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const path = field.split('.');
  let node = copy;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  if (remove) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

/** Keeps every case when there are few; otherwise every field once, then a seeded sample of the rest. */
export function bound<T extends { field: string }>(cases: T[], random: Random, limit: number): T[] {
  if (cases.length <= limit) return cases;
  const firstPerField = new Map<string, T>();
  for (const c of cases) if (!firstPerField.has(c.field)) firstPerField.set(c.field, c);
  const rest = cases.filter((c) => firstPerField.get(c.field) !== c);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...firstPerField.values(), ...rest].slice(0, Math.max(limit, firstPerField.size));
}

/** Invalid query strings: each constraint of each query parameter, on the valid query. */
export interface QueryCase {
  field: string;
  constraint: string;
  description: string;
  query: Record<string, string | number | boolean | null | undefined>;
}

export function negativeQueryCases(
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[],
  valid: Record<string, string | number | boolean | null | undefined>,
  random: Random = Math.random,
  limit = MAX_CASES,
): QueryCase[] {
  const cases: QueryCase[] = [];
  for (const parameter of parameters) {
    // Not `page` (Laravel's paginator reads it itself and falls back to page 1) nor an opaque `cursor`.
    if (parameter.in !== 'query' || parameter.name === 'page' || parameter.name === 'cursor')
      continue;
    if (parameter.required)
      cases.push({
        field: parameter.name,
        constraint: 'required',
        description: `without the required "${parameter.name}"`,
        query: { ...valid, [parameter.name]: undefined },
      });
    for (const broken of breakValues(parameter.schema ?? {}, random, 'query')) {
      if (typeof broken.value === 'object') continue;
      cases.push({
        field: parameter.name,
        constraint: broken.constraint,
        description: `"${parameter.name}=${String(broken.value).slice(0, 40)}${String(broken.value).length > 40 ? '…' : ''}" (${broken.description})`,
        query: { ...valid, [parameter.name]: broken.value as string | number },
      });
    }
  }
  return bound(cases, random, limit);
}

/** Mulberry32: the run's seed gives the same choices again. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
