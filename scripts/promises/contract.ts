/**
 * The contract's promises (`x-promises`, openapi/CONVENTIONS.md "Promises") as the scripts read
 * them: every operation of the bundled OpenAPI document and every channel of asyncapi.yaml, with
 * the helpers that resolve schemas so a promise's fields can be looked up. Shared by the lint
 * (scripts/lint-promises.ts), the generated list (scripts/generate-promises-list.ts) and the
 * accounting of the contract's sentences (scripts/sentences/, tests/contract/sentences.test.ts).
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

export type Json = Record<string, unknown>;
export interface Promise_ extends Json {
  kind: string;
  id: string;
}

export interface PromiseSite {
  /** operationId, or `channel:<name>` for an AsyncAPI channel. */
  site: string;
  kind: 'operation' | 'channel';
  method?: string;
  path?: string;
  tag?: string;
  description: string;
  /** The description and the descriptions of the operation's parameters: the prose that states promises. */
  prose: string;
  operation?: Json;
  /** Path-level parameters of the operation's Path Item. */
  pathParameters?: unknown[];
  promises: Promise_[];
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadBundle(file = 'src/generated/openapi.json'): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

export function loadAsyncApi(file = 'openapi/asyncapi.yaml'): Json {
  return parseYaml(readFileSync(file, 'utf8')) as Json;
}

/** Every operation and channel, with its promises (an empty list when it has none). */
export function promiseSites(bundle: Json, asyncapi: Json): PromiseSite[] {
  const paths = (bundle.paths ?? {}) as Record<string, Json>;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method): PromiseSite => {
      const op = item[method] as Json;
      const parameters = [
        ...((item.parameters as unknown[]) ?? []),
        ...((op.parameters as unknown[]) ?? []),
      ];
      const paramText = parameters.map((p) => String(deref(bundle, p)?.description ?? ''));
      return {
        site: String(op.operationId),
        kind: 'operation',
        method: method.toUpperCase(),
        path,
        tag: ((op.tags as string[] | undefined) ?? ['default'])[0],
        description: String(op.description ?? ''),
        prose: [String(op.description ?? ''), ...paramText].join('\n'),
        operation: op,
        pathParameters: (item.parameters as unknown[] | undefined) ?? [],
        promises: (op['x-promises'] as Promise_[] | undefined) ?? [],
      };
    }),
  );
  const channels = Object.entries((asyncapi.channels ?? {}) as Record<string, Json>).map(
    ([name, channel]): PromiseSite => ({
      site: `channel:${name}`,
      kind: 'channel',
      path: String(channel.address),
      description: String(channel.description ?? ''),
      prose: String(channel.description ?? ''),
      promises: (channel['x-promises'] as Promise_[] | undefined) ?? [],
    }),
  );
  return [...operations, ...channels];
}

/** Follows an internal `$ref` (`#/components/...`) of the bundle, repeatedly. */
export function deref(bundle: Json, node: unknown): Json | undefined {
  let current = node as Json | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (at as Json | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        bundle,
      ) as Json | undefined;
  }
  return current;
}

/** The properties of a schema, its allOf parts and every oneOf/anyOf branch, merged. */
export function propertiesOf(
  bundle: Json,
  schema: unknown,
  seen = new Set<unknown>(),
): Record<string, unknown> {
  const node = deref(bundle, schema);
  if (!node || seen.has(node)) return {};
  seen.add(node);
  const parts = [
    ...((node.allOf as unknown[]) ?? []),
    ...((node.oneOf as unknown[]) ?? []),
    ...((node.anyOf as unknown[]) ?? []),
  ];
  return Object.assign(
    {},
    ...parts.map((part) => propertiesOf(bundle, part, seen)),
    (node.properties as Record<string, unknown> | undefined) ?? {},
  );
}

/** The schema at a dot path below `schema`, stepping into array items; undefined when a step is missing. */
export function schemaAt(bundle: Json, schema: unknown, path: string): Json | undefined {
  let node = deref(bundle, schema);
  for (const key of path.split('.').filter(Boolean)) {
    node = itemsOrSelf(bundle, node);
    const next = node ? propertiesOf(bundle, node)[key] : undefined;
    if (next === undefined) return undefined;
    node = deref(bundle, next);
  }
  return node;
}

/** An array schema's items (also inside allOf/oneOf), or the schema itself. */
export function itemsOrSelf(bundle: Json, schema: Json | undefined): Json | undefined {
  if (!schema) return undefined;
  if (schema.items) return deref(bundle, schema.items);
  for (const part of [
    ...((schema.allOf as unknown[]) ?? []),
    ...((schema.oneOf as unknown[]) ?? []),
  ]) {
    const node = deref(bundle, part);
    if (node?.items) return deref(bundle, node.items);
  }
  return schema;
}

/** The JSON schema of an operation's success (2xx) response body. */
export function successSchema(bundle: Json, op: Json): Json | undefined {
  const responses = (op.responses ?? {}) as Record<string, unknown>;
  const status = Object.keys(responses).find((s) => /^2\d\d$/.test(s));
  const response = status ? deref(bundle, responses[status]) : undefined;
  const content = (response?.content ?? {}) as Record<string, Json>;
  return deref(bundle, content['application/json']?.schema);
}

/** The request body's schema (JSON or multipart), or undefined when the operation has none. */
export function bodySchema(bundle: Json, op: Json): Json | undefined {
  const body = deref(bundle, op.requestBody);
  const content = (body?.content ?? {}) as Record<string, Json>;
  const media = Object.values(content)[0];
  return deref(bundle, media?.schema);
}

/** The names of an operation's parameters (path-level and its own). */
export function parameterNames(bundle: Json, site: PromiseSite): Set<string> {
  const all = [
    ...(site.pathParameters ?? []),
    ...((site.operation?.parameters as unknown[]) ?? []),
  ];
  return new Set(all.map((p) => String(deref(bundle, p)?.name)));
}
