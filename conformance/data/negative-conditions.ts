/**
 * Invalid bodies from the conditions a request schema states between its fields (`x-if-then`,
 * openapi/CONVENTIONS.md), beside the one-field cases of negative.ts.
 */
import type { JsonSchema } from '../contract/contract';
import { typesOf } from './schemas';

/** A body that breaks one condition, and the fields a Laravel 422 may name for it. */
export interface ConditionCase {
  field: string;
  constraint: 'x-if-then';
  description: string;
  body: Record<string, unknown>;
  alternatives: string[];
}

type Pair = { if?: JsonSchema; then?: JsonSchema; else?: JsonSchema };

/**
 * The conditions a request schema states between its fields (`x-if-then`): for each pair, bodies
 * that meet its `if` (or, for `else`, do not) and break one field of the branch, all else valid.
 * Laravel's `required_if`/`prohibited_if` name the field broken, an `after()` rule the field of the
 * `if`, so either counts. Only the plain forms are read: one `if` field with a `const`, branch
 * fields with a `type`.
 */
export function conditionCases(
  schema: JsonSchema,
  valid: Record<string, unknown>,
): ConditionCase[] {
  const pairs = (schema['x-if-then'] ?? []) as Pair[];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: ConditionCase[] = [];
  for (const pair of pairs) {
    const [name, wanted] =
      Object.entries((pair.if?.properties ?? {}) as Record<string, JsonSchema>)[0] ?? [];
    if (!name || !wanted || !('const' in wanted)) continue;
    const other = ((properties[name]?.enum ?? []) as unknown[]).find(
      (v) => v !== null && v !== wanted.const,
    );
    const branches: [JsonSchema | undefined, unknown, string][] = [
      [pair.then, wanted.const, `"${name}" ${JSON.stringify(wanted.const)}`],
      [pair.else, other, `"${name}" ${JSON.stringify(other)}`],
    ];
    for (const [branch, value, said] of branches) {
      if (!branch || value === undefined) continue;
      const fields = Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>);
      const required = new Set((branch.required ?? []) as string[]);
      const base: Record<string, unknown> = { ...valid, [name]: value };
      for (const [field, rule] of fields)
        base[field] = rule.type === 'null' ? null : sampleValue(properties[field] ?? {});
      for (const [field, rule] of fields) {
        if (base[field] === undefined) continue;
        const body = { ...base };
        let description: string;
        if (rule.type === 'null') {
          body[field] = sampleValue(properties[field] ?? {});
          description = `with ${said} and "${field}" given`;
        } else if (required.has(field)) {
          delete body[field];
          description = `with ${said} and no "${field}"`;
        } else {
          body[field] = null;
          description = `with ${said} and "${field}" null`;
        }
        if (body[field] === undefined && rule.type === 'null') continue;
        out.push({ field, constraint: 'x-if-then', description, body, alternatives: [name] });
      }
    }
  }
  return out;
}

/** A valid non-null value of a property, for a condition's case. */
function sampleValue(property: JsonSchema): unknown {
  const examples = ((property.examples ?? []) as unknown[]).filter((v) => v !== null);
  if (Array.isArray(property.enum))
    return (property.enum as unknown[]).find((v) => v !== null) ?? undefined;
  if (examples.length > 0) return examples[0];
  const types = typesOf(property);
  if (types.includes('integer') || types.includes('number'))
    return typeof property.minimum === 'number' ? property.minimum : 1;
  if (types.includes('string')) return 'x';
  if (types.includes('boolean')) return true;
  return undefined;
}
