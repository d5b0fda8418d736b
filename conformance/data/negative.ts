/**
 * Invalid request data from the contract's schema: a missing required property, a value outside an
 * enum, a wrong type, a broken format or length. Never an unknown property: Laravel's validator
 * ignores keys it has no rule for, and the contract allows them.
 */
import type { JsonSchema } from '../contract/contract';
import { typesOf } from './schemas';

export interface NegativeCase {
  /** The field a Laravel 422 must name in `errors`. */
  field: string;
  description: string;
  body: Record<string, unknown>;
}

export function negativeCases(
  schema: JsonSchema,
  valid: Record<string, unknown>,
  limit = 2,
): NegativeCase[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const cases: NegativeCase[] = [];
  for (const field of required) {
    if (!(field in properties)) continue;
    const body = { ...valid };
    delete body[field];
    cases.push({ field, description: `without the required "${field}"`, body });
    break;
  }
  for (const [field, property] of Object.entries(properties)) {
    if (cases.length >= limit) break;
    if (cases.some((c) => c.field === field)) continue;
    const broken = breakValue(property);
    if (!broken) continue;
    cases.push({
      field,
      description: `"${field}" ${broken.description}`,
      body: { ...valid, [field]: broken.value },
    });
  }
  return cases.slice(0, limit);
}

/** A value the property's schema refuses (and Laravel's matching rule refuses too). */
export function breakValue(property: JsonSchema): { value: unknown; description: string } | null {
  const types = typesOf(property);
  if (property.format === 'binary') return null;
  if (Array.isArray(property.enum))
    return { value: 'not-a-listed-value', description: 'outside its enum' };
  if (types.includes('integer') || types.includes('number'))
    return { value: 'not-a-number', description: 'a string instead of a number' };
  if (types.includes('boolean'))
    return { value: 'maybe', description: 'a string instead of a boolean' };
  if (types.includes('array'))
    return { value: 'not-an-array', description: 'a string instead of an array' };
  if (types.includes('string')) {
    if (property.format === 'email')
      return { value: 'not-an-email', description: 'not an email address' };
    if (typeof property.maxLength === 'number' && property.maxLength <= 5000)
      return {
        value: 'x'.repeat(property.maxLength + 1),
        description: `longer than its maxLength ${property.maxLength}`,
      };
    return { value: ['not', 'a', 'string'], description: 'an array instead of a string' };
  }
  if (types.includes('object'))
    return { value: 'not-an-object', description: 'a string instead of an object' };
  return null;
}
