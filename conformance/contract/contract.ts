/**
 * The contract as the runner reads it: the bundled OpenAPI document (src/generated/openapi.json, the
 * same file the backend team gets), the operation table generated from it, and the AsyncAPI events.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { operations, type OperationInfo } from '../../src/generated/operations';

export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface OperationObject {
  operationId: string;
  description?: string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  'x-council-roles'?: string[];
  'x-throttle'?: { limit?: number; per_seconds?: number; by?: string[] };
}

/** A documented throttle (`x-throttle`): `limit` requests per `perSeconds` per key made of `by`. */
export interface Throttle {
  limit: number;
  perSeconds: number;
  /** `ip`, and the body fields in the key (`email` for Fortify's `throttle:login`). */
  by: string[];
}

export interface OpenApiDocument {
  info: { version: string; title: string };
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
  };
}

export interface ContractOperation extends OperationInfo {
  object: OperationObject;
  parameters: ParameterObject[];
  /** The documented throttle, or null (see openapi/CONVENTIONS.md). */
  throttle: Throttle | null;
  /** JSON pointer of the operation in the bundled document, for Ajv references. */
  pointer: string;
}

export interface AsyncEvent {
  name: string;
  channel: string;
  /** Name of the payload schema in the OpenAPI document's components (null: an inline payload). */
  schemaName: string | null;
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
  events: AsyncEvent[];
  resolveResponse(op: ContractOperation, status: string): ResponseObject | undefined;
}

export function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function deref<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    let node: unknown = document;
    for (const segment of value.$ref.replace(/^#\//, '').split('/'))
      node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    return deref(document, node as T);
  }
  return value as T;
}

type ParameterRef = ParameterObject | { $ref: string };
type PathItem = Record<string, unknown> & { parameters?: ParameterRef[] };

/**
 * An operation's parameters as OpenAPI defines them: the Path Item's parameters (where this contract
 * declares most path ids) and the operation's own, the operation's winning where both name the same
 * parameter in the same place.
 */
export function mergeParameters(
  document: OpenApiDocument,
  pathLevel: ParameterRef[],
  operationLevel: ParameterRef[],
): ParameterObject[] {
  const merged = new Map<string, ParameterObject>();
  for (const parameter of [...pathLevel, ...operationLevel]) {
    const resolved = deref<ParameterObject>(document, parameter);
    merged.set(`${resolved.in}:${resolved.name}`, resolved);
  }
  return [...merged.values()];
}

function throttleOf(object: OperationObject): Throttle | null {
  const declared = object['x-throttle'];
  if (!declared || typeof declared.limit !== 'number') return null;
  return {
    limit: declared.limit,
    perSeconds: declared.per_seconds ?? 60,
    by: declared.by ?? ['ip'],
  };
}

export function loadContract(
  openapiPath = 'src/generated/openapi.json',
  asyncapiPath = 'openapi/asyncapi.yaml',
): Contract {
  const document = JSON.parse(readFileSync(openapiPath, 'utf8')) as OpenApiDocument;
  const ops: ContractOperation[] = operations.map((info) => {
    const item = document.paths[info.path] as PathItem | undefined;
    const object = item?.[info.method.toLowerCase()] as OperationObject | undefined;
    if (!object)
      throw new Error(`operations.ts lists ${info.operationId}, which the bundled contract lacks`);
    return {
      ...info,
      object,
      parameters: mergeParameters(document, item!.parameters ?? [], object.parameters ?? []),
      throttle: throttleOf(object),
      pointer: `#/paths/${pointerEscape(info.path)}/${info.method.toLowerCase()}`,
    };
  });
  return {
    document,
    operations: ops,
    byId: new Map(ops.map((op) => [op.operationId, op])),
    events: readEvents(asyncapiPath),
    resolveResponse: (op, status) => {
      const response = op.object.responses[status];
      return response ? deref<ResponseObject>(document, response) : undefined;
    },
  };
}

interface AsyncApiDocument {
  channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
  components: { messages: Record<string, { name: string; payload: { $ref?: string } }> };
}

export function readEvents(path: string): AsyncEvent[] {
  const doc = parseYaml(readFileSync(path, 'utf8')) as AsyncApiDocument;
  return Object.values(doc.channels).flatMap((channel) =>
    Object.values(channel.messages).map((ref) => {
      const message = doc.components.messages[ref.$ref.split('/').pop()!]!;
      // Payloads refer to the OpenAPI components by file (./components/schemas/Message.yaml).
      const schemaName =
        message.payload.$ref
          ?.split('/')
          .pop()!
          .replace(/\.ya?ml$/, '') ?? null;
      return { name: message.name, channel: channel.address, schemaName };
    }),
  );
}
