/**
 * The lint of the contract's extensions: every `x-promises` entry, `x-council-roles`, `x-throttle`
 * and `x-confirms` against openapi/promises.schema.json, then what a schema cannot say: every
 * `shown_by`/`listed_by` names an operation, every `param` (and `when` key) is a parameter or body
 * field of the operation, every field a promise reads exists in the response items (or the body),
 * ids are unique and start with their operation, and no `x-promises` sits anywhere else.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import {
  bodySchema,
  itemsOrSelf,
  parameterNames,
  promiseSites,
  propertiesOf,
  schemaAt,
  successSchema,
  type Json,
  type PromiseSite,
  type Promise_,
} from './contract.ts';
import { lintThrottles } from './lint-throttle.ts';

const SCHEMA = JSON.parse(readFileSync('openapi/promises.schema.json', 'utf8')) as Json;

function validator(def: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(SCHEMA);
  return ajv.compile({ $ref: `${String(SCHEMA.$id)}#/$defs/${def}` });
}
const validate = {
  'x-promises': validator('x-promises'),
  'x-council-roles': validator('x-council-roles'),
  'x-throttle': validator('x-throttle'),
  'x-confirms': validator('x-confirms'),
};
type Extension = keyof typeof validate;

/** Every place an extension occurs in a document, as [JSON path, extension, value]. */
function occurrences(node: unknown, path = '#'): [string, Extension, unknown][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => occurrences(item, `${path}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Json).flatMap(([key, value]) => [
    ...(key in validate
      ? [[`${path}/${key}`, key as Extension, value] as [string, Extension, unknown]]
      : []),
    ...occurrences(value, `${path}/${key.replaceAll('/', '~1')}`),
  ]);
}

/** Where x-promises may stand: an operation (`#/paths/<p>/<method>`) or an AsyncAPI channel. */
const PROMISE_PLACE =
  /^#\/(paths\/[^/]+\/(get|post|put|patch|delete)|channels\/[^/]+)\/x-promises$/;

export function lintExtensions(bundle: Json, asyncapi: Json): string[] {
  const errors: string[] = [];
  for (const [doc, name] of [
    [bundle, 'openapi'],
    [asyncapi, 'asyncapi'],
  ] as const) {
    for (const [path, ext, value] of occurrences(doc)) {
      if (ext === 'x-promises' && !PROMISE_PLACE.test(path))
        errors.push(
          `${name} ${path}: x-promises belongs on an operation or a channel (CONVENTIONS.md "Promises")`,
        );
      const check = validate[ext];
      if (!check(value))
        for (const e of check.errors ?? [])
          errors.push(
            `${name} ${path}${e.instancePath}: ${e.message}${e.params && 'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}${e.params && 'unevaluatedProperty' in e.params ? ` (${String(e.params.unevaluatedProperty)})` : ''}`,
          );
    }
  }
  return errors;
}

const LIST_FIELDS = (p: Promise_): string[] => {
  switch (p.kind) {
    case 'visibility':
      return [
        ...(p.owner ? [String(p.owner)] : []),
        ...Object.keys((p.where as Json) ?? {}),
        ...Object.keys((p.only as Json) ?? {}),
      ];
    case 'order':
      return [
        ...(p.by as Json[]).flatMap((k) => [
          String(k.field),
          ...(k.fallback ? [String(k.fallback)] : []),
        ]),
        ...(p.tree ? [String((p.tree as Json).parent)] : []),
      ];
    case 'distinct':
      return [String(p.field)];
    case 'unique':
      return p.resolves === 'suffix' ? [String(p.field)] : [];
    case 'match':
      return (p.fields as string[]).map(String);
    case 'filter':
    case 'reflects':
    case 'counts':
      return [String(p.field)];
    default:
      return [];
  }
};

/** The referential checks of one site's promises; `operationIds` are all the contract's. */
function lintSite(bundle: Json, site: PromiseSite, operationIds: Set<string>): string[] {
  const errors: string[] = [];
  const at = (p: Promise_) => `${site.site} ${p.id ?? `(${p.kind})`}`;
  const prefix = site.kind === 'channel' ? site.site.slice('channel:'.length) : site.site;
  const params = site.operation ? parameterNames(bundle, site) : new Set<string>();
  const body = site.operation ? bodySchema(bundle, site.operation) : undefined;
  const bodyProps = body ? propertiesOf(bundle, body) : {};
  for (const p of site.promises) {
    if (typeof p.id === 'string' && !p.id.startsWith(`${prefix}/`))
      errors.push(`${at(p)}: the id must start with "${prefix}/"`);
    for (const key of ['shown_by', 'listed_by', 'in', 'of', 'made_by'] as const)
      if (typeof p[key] === 'string' && !operationIds.has(p[key]))
        errors.push(`${at(p)}: ${key} "${p[key]}" is not an operationId`);
    if (!site.operation) continue;
    for (const key of ['council_from', 'refers'] as const) {
      const name = p[key];
      if (typeof name === 'string' && !params.has(name) && !(name in bodyProps))
        errors.push(`${at(p)}: ${key} "${name}" is neither a parameter nor a body field`);
    }
    if (typeof p.param === 'string' && !params.has(p.param))
      errors.push(`${at(p)}: param "${p.param}" is not a parameter of the operation`);
    for (const key of Object.keys((p.when as Json) ?? {})) {
      const field = key.startsWith('body.') ? key.slice(5) : undefined;
      if (field !== undefined ? !(field in bodyProps) : !params.has(key))
        errors.push(
          `${at(p)}: when "${key}" is neither a parameter nor a body field (body.<field>)`,
        );
    }
    const fields = LIST_FIELDS(p);
    if (fields.length > 0) {
      const list = typeof p.list === 'string' ? p.list : 'data';
      const item = itemsOrSelf(
        bundle,
        schemaAt(bundle, successSchema(bundle, site.operation), list),
      );
      if (!item) errors.push(`${at(p)}: the response has no "${list}"`);
      else
        for (const field of fields)
          if (!schemaAt(bundle, item, field))
            errors.push(
              `${at(p)}: field "${field}" is not in the items of the response's "${list}"`,
            );
    }
    if (p.kind === 'settable' || (p.kind === 'unique' && p.resolves !== 'suffix')) {
      const named = p.kind === 'settable' ? (p.fields as string[]) : [String(p.field)];
      // A unique value may be named by the path (one pending order per agent: `{agent}`).
      const known = (field: string) =>
        field.split('.')[0]! in bodyProps || (p.kind === 'unique' && params.has(field));
      for (const field of named)
        if (!known(field)) errors.push(`${at(p)}: "${field}" is not a field of the request body`);
      for (const field of (p.ignored as string[] | undefined) ?? [])
        if (field in bodyProps)
          errors.push(`${at(p)}: ignored "${field}" is a field of the request body`);
    }
  }
  return errors;
}

/** Keeps' and sets' `set` fields exist in what `shown_by` answers (and, for sets, in the write's own answer). */
function lintKeeps(bundle: Json, sites: PromiseSite[]): string[] {
  const byId = new Map(sites.filter((s) => s.operation).map((s) => [s.site, s]));
  return sites.flatMap((site) =>
    site.promises
      .filter((p) => ['keeps', 'sets'].includes(p.kind) && p.set && byId.has(String(p.shown_by)))
      .flatMap((p) => {
        const reader = byId.get(String(p.shown_by))!;
        const item = itemsOrSelf(
          bundle,
          schemaAt(
            bundle,
            successSchema(bundle, reader.operation!),
            typeof p.list === 'string' ? p.list : 'data',
          ),
        );
        return Object.keys(p.set as Json)
          .filter((field) => !item || !schemaAt(bundle, item, field))
          .map(
            (field) =>
              `${site.site} ${p.id}: set "${field}" is not a field of what ${reader.site} answers`,
          );
      }),
  );
}

/** A `sets` value read from the body (`trimmed`, `derived_from`) names a field of the request body. */
function lintSets(bundle: Json, sites: PromiseSite[]): string[] {
  return sites.flatMap((site) =>
    site.promises
      .filter((p) => p.kind === 'sets' && site.operation)
      .flatMap((p) => {
        const body = bodySchema(bundle, site.operation!);
        const fields = body ? propertiesOf(bundle, body) : {};
        return Object.entries(p.set as Json).flatMap(([field, value]) => {
          const from =
            value && typeof value === 'object'
              ? ((value as Json).trimmed ?? (value as Json).derived_from)
              : undefined;
          if (typeof from !== 'string') return [];
          return from in fields
            ? []
            : [
                `${site.site} ${p.id}: set "${field}" reads "${from}", which is not a field of the request body`,
              ];
        });
      }),
  );
}

/** A `broadcasts` event is one asyncapi.yaml sends on that channel. */
function lintBroadcasts(asyncapi: Json, sites: PromiseSite[]): string[] {
  const channels = (asyncapi.channels ?? {}) as Record<string, Json>;
  const messages = ((asyncapi.components as Json | undefined)?.messages ?? {}) as Record<
    string,
    Json
  >;
  const names = (channel: string) =>
    Object.values((channels[channel]?.messages ?? {}) as Record<string, Json>).map((m) => {
      const ref = String(m.$ref ?? '');
      return String(messages[ref.split('/').pop() ?? '']?.name ?? '');
    });
  return sites.flatMap((site) =>
    site.promises
      .filter((p) => p.kind === 'broadcasts')
      .flatMap((p) =>
        ((p.events as Json[] | undefined) ?? [])
          // `subject` is a user channel too: another user's.
          .filter(
            (e) =>
              !names(e.channel === 'subject' ? 'user' : String(e.channel)).includes(
                String(e.event),
              ),
          )
          .map(
            (e) =>
              `${site.site} ${p.id}: event "${String(e.event)}" is not sent on the ${String(e.channel)} channel of asyncapi.yaml`,
          ),
      ),
  );
}

export function lintPromises(bundle: Json, asyncapi: Json): string[] {
  const errors = lintExtensions(bundle, asyncapi);
  const sites = promiseSites(bundle, asyncapi);
  const operationIds = new Set(sites.filter((s) => s.kind === 'operation').map((s) => s.site));
  const seen = new Map<string, string>();
  for (const site of sites)
    for (const p of site.promises) {
      if (typeof p.id !== 'string') continue;
      if (seen.has(p.id))
        errors.push(`${site.site}: promise id "${p.id}" is used twice (also on ${seen.get(p.id)})`);
      seen.set(p.id, site.site);
    }
  const throttles = lintThrottles(bundle);
  if (errors.length > 0) return [...errors, ...throttles]; // referential checks assume well-formed promises
  return [
    ...sites.flatMap((site) => lintSite(bundle, site, operationIds)),
    ...lintKeeps(bundle, sites),
    ...lintSets(bundle, sites),
    ...lintBroadcasts(asyncapi, sites),
    ...throttles,
  ];
}
