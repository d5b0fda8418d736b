/**
 * Valid request data from the contract: the request body's first example, with the required
 * properties generated from the schema by json-schema-faker (fresh values each run, so unique
 * names and emails do not collide), and the ids the running backend actually has laid over them.
 */
import { createGeneratorSync } from 'json-schema-faker';
import type { ContractOperation, JsonSchema, OpenApiDocument } from '../contract/contract';
import { inlineRefs } from './schemas';

/** Values laid over a generated body; `undefined` removes the property. */
export type Overrides = Record<string, unknown>;

export class DataFactory {
  private readonly generator;
  private readonly fuller;

  constructor(
    private readonly document: OpenApiDocument,
    seed: number,
  ) {
    // Required properties only: an optional property a backend checks against its own data
    // (an existing tool slug, an id) is given by the overrides or left out.
    this.generator = createGeneratorSync({
      seed,
      optionalsProbability: 0,
      useDefaultValue: false,
      maxLength: 40,
    });
    // For schemas that need more than their required properties (minProperties).
    this.fuller = createGeneratorSync({
      seed,
      optionalsProbability: 1,
      useDefaultValue: false,
      maxLength: 40,
    });
  }

  requestSchema(op: ContractOperation, mediaType = 'application/json'): JsonSchema | null {
    const media = op.object.requestBody?.content[mediaType];
    return media?.schema ? (inlineRefs(media.schema, this.document) as JsonSchema) : null;
  }

  firstExample(
    op: ContractOperation,
    mediaType = 'application/json',
  ): Record<string, unknown> | null {
    const media = op.object.requestBody?.content[mediaType];
    if (!media) return null;
    const value = media.example ?? Object.values(media.examples ?? {})[0]?.value;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? structuredClone(value as Record<string, unknown>)
      : null;
  }

  generate(schema: JsonSchema): unknown {
    try {
      return this.generator.generate(schema as never);
    } catch {
      try {
        return this.fuller.generate(schema as never);
      } catch {
        // The generator cannot satisfy this schema alone: the example and the overrides carry the body.
        return {};
      }
    }
  }

  /** A valid JSON body: example, then generated required properties, then overrides; confirmations confirm. */
  body(
    op: ContractOperation,
    overrides: Overrides = {},
    options: { example?: boolean } = {},
  ): Record<string, unknown> | undefined {
    const schema = this.requestSchema(op);
    if (!schema) return undefined;
    const example = options.example === false ? {} : (this.firstExample(op) ?? {});
    const generated = this.generate(schema);
    const body: Record<string, unknown> = {
      ...example,
      ...(generated && typeof generated === 'object' ? generated : {}),
    };
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    // A confirmation (`x-confirms`) equals its base, as Laravel's `confirmed` rule wants, unless set.
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [key, property] of Object.entries(properties)) {
      const base = property['x-confirms'];
      if (typeof base !== 'string' || key in overrides) continue;
      if (base in body) body[key] = body[base];
      else delete body[key];
    }
    return body;
  }
}
