/**
 * The contract diff as the backend team reads it: what a Laravel backend that kept the old contract
 * must now do to keep the new one, per operation, in plain words. The frontend view (changes.ts)
 * calls a new required response field "non-breaking" (no client breaks); here it is work, because
 * the conformance runner fails every backend that does not send it. Five kinds: new operations, new
 * required response fields, new or tightened request rules (validation, roles, throttles), new
 * promises (x-promises), new events. Compares the two bundled documents (events included as
 * sources.ts's pseudo-operations), resolving `$ref`s, so a change of a shared schema is named on
 * every operation that answers with it.
 */
import { EVENT_PREFIX } from './sources';

type Schema = Record<string, unknown>;
type Doc = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

export type BackendKind = 'operation' | 'response-field' | 'request-rule' | 'promise' | 'event';

export interface BackendChange {
  /** `POST /api/threads (createThread)`, or `event message.stopped`. */
  operation: string;
  kind: BackendKind;
  text: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const MAX_DEPTH = 8;

function resolve(schema: unknown, doc: Doc): Schema {
  let current = (schema ?? {}) as Schema;
  for (let i = 0; i < 20 && typeof current.$ref === 'string'; i++) {
    const ref = current.$ref as string;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) =>
          (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      ) as Schema;
    current ??= {};
  }
  return current;
}

/** The schema's object shape: allOf merged; a nullable or one-of union walked as each of its non-null parts. */
function variants(schema: unknown, doc: Doc): Schema[] {
  const s = resolve(schema, doc);
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as unknown[]).flatMap((part) => variants(part, doc));
    return [
      parts.reduce<Schema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...(merged.properties as Schema), ...(part.properties as Schema) },
          required: [
            ...((merged.required as string[]) ?? []),
            ...((part.required as string[]) ?? []),
          ],
        }),
        { ...s, allOf: undefined },
      ),
    ];
  }
  const union = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(union))
    return union
      .map((part) => resolve(part, doc))
      .filter((part) => part.type !== 'null')
      .flatMap((part) => variants(part, doc));
  return [s];
}

/** Every field path a response must hold (`data[].price_terms`), required at its own level. */
function requiredFields(
  schema: unknown,
  doc: Doc,
  prefix = '',
  depth = 0,
  out = new Set<string>(),
): Set<string> {
  if (depth > MAX_DEPTH) return out;
  for (const s of variants(schema, doc)) {
    if (s.items) requiredFields(s.items, doc, `${prefix}[]`, depth + 1, out);
    const required = new Set((s.required as string[]) ?? []);
    for (const [name, property] of Object.entries((s.properties as Schema) ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (required.has(name)) out.add(path);
      requiredFields(property, doc, path, depth + 1, out);
    }
  }
  return out;
}

const RULES = [
  'type',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'x-confirms',
] as const;

interface Field {
  required: boolean;
  rules: Partial<Record<(typeof RULES)[number], unknown>>;
}

/** Every field of a request body (nested `a.b`, items `a[]`) with its validation rules. */
function requestFields(
  schema: unknown,
  doc: Doc,
  prefix = '',
  depth = 0,
  out = new Map<string, Field>(),
): Map<string, Field> {
  if (depth > MAX_DEPTH) return out;
  for (const s of variants(schema, doc)) {
    if (s.items && prefix) {
      const item = variants(s.items, doc)[0] ?? {};
      out.set(`${prefix}[]`, { required: false, rules: rulesOf(item) });
      requestFields(s.items, doc, `${prefix}[]`, depth + 1, out);
    }
    const required = new Set((s.required as string[]) ?? []);
    for (const [name, property] of Object.entries((s.properties as Schema) ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      const own = variants(property, doc)[0] ?? {};
      out.set(path, { required: required.has(name), rules: rulesOf(own) });
      requestFields(property, doc, path, depth + 1, out);
    }
  }
  return out;
}

function rulesOf(schema: Schema): Field['rules'] {
  return Object.fromEntries(
    RULES.filter((rule) => schema[rule] !== undefined).map((rule) => [rule, schema[rule]]),
  );
}

const said = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function describeRules(rules: Field['rules']): string {
  const words = Object.entries(rules).map(([rule, value]) =>
    rule === 'enum'
      ? `one of ${(value as unknown[]).map(said).join(', ')}`
      : `${rule} ${said(value)}`,
  );
  return words.length ? ` (${words.join(', ')})` : '';
}

/** What a rule that changed from `before` to `after` asks more of the backend, or null when it asks less. */
function tightened(rule: string, before: unknown, after: unknown): string | null {
  if (after === undefined) return null;
  if (rule === 'x-confirms')
    return JSON.stringify(before) === JSON.stringify(after)
      ? null
      : `the \`confirmed\` rule on \`${said(after)}\` (x-confirms)`;
  if (before === undefined)
    return rule === 'enum'
      ? `only ${(after as unknown[]).map(said).join(', ')}`
      : `${rule} ${said(after)}`;
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  switch (rule) {
    case 'enum': {
      const gone = (before as unknown[]).filter(
        (v) => !(after as unknown[]).some((w) => JSON.stringify(w) === JSON.stringify(v)),
      );
      return gone.length ? `no longer ${gone.map(said).join(', ')}` : null;
    }
    case 'maxLength':
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxItems':
      return (after as number) < (before as number)
        ? `${rule} ${said(before)} → ${said(after)}`
        : null;
    case 'minLength':
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minItems':
      return (after as number) > (before as number)
        ? `${rule} ${said(before)} → ${said(after)}`
        : null;
    case 'uniqueItems':
      return after === true ? 'uniqueItems' : null;
    default:
      return `${rule} ${said(before)} → ${said(after)}`;
  }
}

interface Operation {
  label: string;
  op: Schema;
  isEvent: boolean;
}

function operationsOf(doc: Doc): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const isEvent = path.startsWith(EVENT_PREFIX);
      const label = isEvent
        ? `event ${path.slice(EVENT_PREFIX.length)}`
        : `${method.toUpperCase()} ${path}${op.operationId ? ` (${String(op.operationId)})` : ''}`;
      out.set(`${method} ${path}`, {
        label,
        op: {
          ...op,
          parameters: [
            ...((item.parameters as unknown[]) ?? []),
            ...((op.parameters as unknown[]) ?? []),
          ],
        },
        isEvent,
      });
    }
  return out;
}

function successResponses(op: Schema, doc: Doc): [string, unknown][] {
  return Object.entries((op.responses as Schema) ?? {})
    .filter(([status]) => /^2/.test(status))
    .flatMap(([status, response]) => {
      const content =
        (resolve(response, doc).content as Record<string, { schema?: unknown }>) ?? {};
      return Object.entries(content)
        .filter(([type, media]) => /json/.test(type) && media.schema)
        .map(([, media]) => [status, media.schema] as [string, unknown]);
    });
}

function bodyFields(op: Schema, doc: Doc): Map<string, Field> {
  const content =
    (resolve(op.requestBody, doc).content as Record<string, { schema?: unknown }>) ?? {};
  const fields = new Map<string, Field>();
  for (const media of Object.values(content))
    if (media.schema) requestFields(media.schema, doc, '', 0, fields);
  return fields;
}

function parameterFields(op: Schema, doc: Doc): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const raw of (op.parameters as unknown[]) ?? []) {
    const parameter = resolve(raw, doc);
    if (parameter.in === 'path') continue;
    const schema = variants(parameter.schema, doc)[0] ?? {};
    fields.set(`${String(parameter.in)} parameter ${String(parameter.name)}`, {
      required: parameter.required === true,
      rules: rulesOf(schema),
    });
  }
  return fields;
}

function promisesOf(op: Schema, doc: Doc): Map<string, Schema> {
  const all = [
    ...((op['x-promises'] as Schema[]) ?? []),
    ...((op.parameters as unknown[]) ?? []).flatMap(
      (p) => (resolve(p, doc)['x-promises'] as Schema[]) ?? [],
    ),
  ];
  return new Map(all.map((promise) => [String(promise.id ?? JSON.stringify(promise)), promise]));
}

function describePromise(promise: Schema): string {
  const { id, kind, ...rest } = promise;
  const details = Object.entries(rest)
    .map(([key, value]) => `${key} ${said(value)}`)
    .join(', ');
  return `${String(kind)}${details ? `: ${details}` : ''}${id ? ` [${String(id)}]` : ''}`;
}

function requestRuleChanges(
  before: Operation,
  after: Operation,
  beforeDoc: Doc,
  afterDoc: Doc,
): string[] {
  const lines: string[] = [];
  const compare = (
    old: Map<string, Field>,
    now: Map<string, Field>,
    what: (name: string) => string,
  ) => {
    for (const [name, field] of now) {
      const was = old.get(name);
      if (!was) {
        lines.push(
          `validate the new ${field.required ? 'required' : 'optional'} ${what(name)}${describeRules(field.rules)}`,
        );
        continue;
      }
      const more = [
        ...(field.required && !was.required ? ['now required'] : []),
        ...RULES.map((rule) => tightened(rule, was.rules[rule], field.rules[rule])).filter(
          (t): t is string => t !== null,
        ),
      ];
      if (more.length) lines.push(`enforce on ${what(name)}: ${more.join(', ')}`);
    }
  };
  compare(
    bodyFields(before.op, beforeDoc),
    bodyFields(after.op, afterDoc),
    (name) => `body field \`${name}\``,
  );
  compare(
    parameterFields(before.op, beforeDoc),
    parameterFields(after.op, afterDoc),
    (name) => name,
  );
  const roles = (op: Schema) => op['x-council-roles'] as string[] | undefined;
  const [oldRoles, newRoles] = [roles(before.op), roles(after.op)];
  if (newRoles && (!oldRoles || oldRoles.some((role) => !newRoles.includes(role))))
    lines.push(
      `allow only the council roles ${newRoles.join(', ')} (was ${oldRoles ? oldRoles.join(', ') : 'any caller'}): a Policy refuses the others with 403`,
    );
  const throttle = (op: Schema) => op['x-throttle'];
  if (
    throttle(after.op) &&
    JSON.stringify(throttle(after.op)) !== JSON.stringify(throttle(before.op))
  )
    lines.push(
      `throttle it as x-throttle says: ${said(throttle(after.op))}${throttle(before.op) ? ` (was ${said(throttle(before.op))})` : ''}`,
    );
  return lines;
}

export function backendChanges(before: Doc, after: Doc): BackendChange[] {
  const [old, now] = [operationsOf(before), operationsOf(after)];
  const changes: BackendChange[] = [];
  for (const [key, operation] of now) {
    const add = (kind: BackendKind, text: string) =>
      changes.push({ operation: operation.label, kind, text });
    const was = old.get(key);
    if (!was) {
      if (operation.isEvent)
        add(
          'event',
          `broadcast the new event${operation.op.responses ? ` on ${describeChannel(operation.op, after)}` : ''}`,
        );
      else add('operation', 'build the new operation (route, validation, response)');
      continue;
    }
    for (const [status, schema] of successResponses(operation.op, after)) {
      const oldSchema = successResponses(was.op, before).find(([s]) => s === status)?.[1];
      const had = oldSchema ? requiredFields(oldSchema, before) : new Set<string>();
      const added = [...requiredFields(schema, after)].filter((field) => !had.has(field));
      // A new required object is one thing to send: its own required fields come with it.
      const within = (field: string) =>
        added.some((other) => field.startsWith(`${other}.`) || field.startsWith(`${other}[]`));
      for (const field of added)
        if (!within(field))
          add(
            'response-field',
            operation.isEvent
              ? `send the new required payload field \`${field}\``
              : `send the new required response field \`${field}\` (${status})`,
          );
    }
    if (!operation.isEvent)
      for (const line of requestRuleChanges(was, operation, before, after))
        add('request-rule', line);
    const oldPromises = promisesOf(was.op, before);
    for (const [id, promise] of promisesOf(operation.op, after))
      if (!oldPromises.has(id)) add('promise', `keep the new promise ${describePromise(promise)}`);
  }
  return changes;
}

function describeChannel(op: Schema, doc: Doc): string {
  const response = resolve((op.responses as Schema)?.['200'], doc);
  return typeof response.description === 'string'
    ? `channel ${response.description}`
    : 'its channel';
}

/** The view, one block per operation, in the order of the contract. */
export function formatBackendView(changes: BackendChange[]): string[] {
  const byOperation = new Map<string, BackendChange[]>();
  for (const change of changes)
    byOperation.set(change.operation, [...(byOperation.get(change.operation) ?? []), change]);
  return [...byOperation].flatMap(([operation, list]) => [
    operation,
    ...list.map((c) => `  - ${c.text}`),
  ]);
}
