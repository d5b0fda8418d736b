/** Schema helpers: inline the contract's `$ref`s so a generator or a mutation can walk one tree. */
import type { JsonSchema, OpenApiDocument } from '../contract/contract';

export function inlineRefs(schema: unknown, document: OpenApiDocument, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, document, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const object = schema as Record<string, unknown>;
  if (typeof object.$ref === 'string' && object.$ref.startsWith('#/components/schemas/')) {
    if (depth > 8) return {};
    const target = document.components.schemas[object.$ref.split('/').pop()!];
    const { $ref: _ref, ...siblings } = object;
    return { ...(inlineRefs(target, document, depth + 1) as object), ...siblings };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object))
    // `examples`/`example` inside a schema are data, not schemas: keep them as they are.
    out[key] = key === 'examples' || key === 'example' ? value : inlineRefs(value, document, depth);
  return out;
}

export function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  if (Array.isArray(schema.enum))
    return [...new Set((schema.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v)))];
  return [];
}
