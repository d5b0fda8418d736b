/**
 * JSON Schema 2020-12 validation (Ajv) over the bundled contract itself, so every keyword counts —
 * `additionalProperties`, `uniqueItems`, formats — including those the generated zod schemas drop.
 */
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './contract';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const CONTRACT_ID = 'https://conformance.local/openapi.json';

export interface Validation {
  valid: boolean;
  errors: string[];
}

export class SchemaValidator {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    // strict off: OpenAPI adds keywords (example, discriminator) a plain JSON Schema validator does not know.
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateSchema: false,
      validateFormats: true,
    });
    addFormats(this.ajv);
    this.ajv.addKeyword({ keyword: 'x-sum', type: 'object', errors: true, validate: sumsHold });
    this.ajv.addSchema({ ...withConditions(document), $id: CONTRACT_ID } as object);
  }

  /** Validates `value` against the schema at `pointer` (`#/paths/...` or `#/components/schemas/X`). */
  validate(pointer: string, value: unknown): Validation {
    let validate = this.cache.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
      this.cache.set(pointer, validate);
    }
    const valid = validate(value) as boolean;
    return { valid, errors: valid ? [] : describeErrors(validate.errors ?? []) };
  }
}

/**
 * The conditions a schema states between its fields (`x-if-then`, openapi/CONVENTIONS.md), judged as
 * JSON Schema `if`/`then` in `allOf`: written as an extension so orval's zod schemas leave them out.
 */
export function withConditions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withConditions) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withConditions(value);
  const conditions = out['x-if-then'];
  if (Array.isArray(conditions))
    out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), ...conditions];
  return out as T;
}

/**
 * `x-sum` (openapi/CONVENTIONS.md): `{total: [amount, vat_amount]}` says `total` is the sum of the
 * others, on every record that carries them all as numbers (a field left out is judged elsewhere).
 */
const sumsHold = Object.assign(
  (
    schema: Record<string, string[]>,
    data: Record<string, unknown>,
    _parent?: unknown,
    where?: { instancePath: string },
  ): boolean => {
    const errors: Partial<ErrorObject>[] = [];
    for (const [field, parts] of Object.entries(schema)) {
      const values = [field, ...parts].map((name) => data[name]);
      if (!values.every((v) => typeof v === 'number')) continue;
      const sum = (values.slice(1) as number[]).reduce((a, b) => a + b, 0);
      if (sum !== values[0])
        errors.push({
          keyword: 'x-sum',
          instancePath: `${where?.instancePath ?? ''}/${field}`,
          message: `is ${String(values[0])}, not the sum of ${parts.join(' + ')} (${sum})`,
          params: { parts },
        });
    }
    sumsHold.errors = errors;
    return errors.length === 0;
  },
  { errors: [] as Partial<ErrorObject>[] },
);

function describeErrors(errors: ErrorObject[]): string[] {
  return errors.slice(0, 5).map((error) => {
    const where = error.instancePath || '(the body)';
    if (error.keyword === 'required')
      return `${where}: missing required property "${String(error.params.missingProperty)}"`;
    if (error.keyword === 'additionalProperties')
      return `${where}: undocumented property "${String(error.params.additionalProperty)}"`;
    return `${where}: ${error.message ?? error.keyword}`;
  });
}
