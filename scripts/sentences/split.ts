/**
 * The contract's prose, sentence by sentence (issue 58: every sentence accounted for). Walks every
 * description of the bundled OpenAPI document (operations' summary and description, parameters,
 * request bodies, responses, schemas and their properties at any depth), of asyncapi.yaml (info,
 * servers, channels, operations, messages) and the rules of openapi/CONVENTIONS.md, and splits each
 * into sentences. Each sentence has a location (an operationId, a channel, or a JSON pointer for
 * shared components) and a key: a short hash of its location and its normalised text, so an edit
 * to one sentence changes that sentence's key alone. openapi/sentences/*.yaml maps every key.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { METHODS, type Json } from '../promises/contract.ts';

export interface Sentence {
  key: string;
  /** operationId, `channel:<name>`, `asyncapi:<pointer>`, `#/components/...` or `CONVENTIONS#<section>`. */
  location: string;
  /** Where inside the location (`description`, `parameters/search`, `responses/422`, `properties/name`...). */
  field: string;
  /** The file of openapi/sentences/ its mapping lives in (the operation's tag, or the component group). */
  group: string;
  text: string;
  /** For a schema's or parameter's description: the keywords the node states beside it (`type`, `format`, `enum`...). */
  keywords?: string[];
}

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|No)\.|\.\.\.)$/;

/** Whitespace collapsed; the form the key hashes. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export const keyOf = (location: string, text: string) =>
  createHash('sha256')
    .update(`${location}\n${normalise(text)}`)
    .digest('hex')
    .slice(0, 8);

/**
 * Splits prose into sentences: at a full stop, `?` or `!` followed by a space (outside code spans,
 * not after an abbreviation), and at the markdown structure (blank lines, headings, list items).
 */
export function splitSentences(prose: string): string[] {
  const blocks = prose
    .split(/\n\s*\n|\n(?=\s*(?:[-*]\s|#{1,6}\s|\d+\.\s))/)
    .map((b) => normalise(b.replace(/^\s*(?:[-*]|#{1,6}|\d+\.)\s+/, '')))
    .filter(Boolean);
  const out: string[] = [];
  for (const block of blocks) {
    let start = 0;
    let code = false;
    let depth = 0;
    for (let i = 0; i < block.length; i++) {
      const c = block[i]!;
      if (c === '`') code = !code;
      if (code) continue;
      if (c === '(') depth++;
      if (c === ')') depth = Math.max(0, depth - 1);
      if (depth > 0 || !'.?!'.includes(c)) continue;
      // The sentence may end after closing quotes or brackets.
      let end = i + 1;
      while (end < block.length && /["')\]]/.test(block[end]!)) end++;
      if (end < block.length && block[end] !== ' ') continue;
      const next = block.slice(end + 1, end + 2);
      if (end < block.length && !/[A-Z`"'(\d*]/.test(next)) continue;
      if (ABBREVIATIONS.test(block.slice(start, i + 1))) continue;
      out.push(block.slice(start, end).trim());
      start = end + 1;
      i = end;
    }
    const rest = block.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => /[A-Za-z]/.test(s));
}

const PROSE_KEYS = ['summary', 'description', 'title'] as const;

interface Walk {
  location: string;
  group: string;
  emit: (field: string, text: unknown, node?: Json) => void;
}

function collector(out: Sentence[], seen: Set<string>) {
  return (location: string, group: string): Walk => ({
    location,
    group,
    emit(field, text, node) {
      if (typeof text !== 'string') return;
      for (const sentence of splitSentences(text)) {
        const key = keyOf(`${location} ${field}`, sentence);
        if (seen.has(key)) continue; // the same sentence twice in one place is one sentence
        seen.add(key);
        const keywords = node ? keywordsOf(node) : undefined;
        out.push({ key, location, field, group, text: sentence, ...(keywords && { keywords }) });
      }
    },
  });
}

const NOT_KEYWORDS = new Set([
  'description',
  'title',
  'examples',
  'example',
  'summary',
  'name',
  'in',
]);

/** The keywords of a schema or parameter node, besides its prose. */
function keywordsOf(node: Json): string[] {
  return Object.keys(node).filter((k) => !NOT_KEYWORDS.has(k));
}

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every description inside a schema (not following `$ref`: a referenced schema is walked where it is defined). */
function walkSchema(walk: Walk, node: unknown, at: string): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n, i) => walkSchema(walk, n, `${at}/${i}`));
  const schema = node as Json;
  if (typeof schema.$ref === 'string') return walk.emit(at || 'schema', schema.description, schema);
  walk.emit(at || 'schema', schema.description, schema);
  walk.emit(at || 'schema', schema.title, schema);
  for (const [name, sub] of Object.entries((schema.properties as Json | undefined) ?? {}))
    walkSchema(walk, sub, `${at}/properties/${escape(name)}`);
  for (const key of ['items', 'additionalProperties', 'not', 'contains'])
    if (schema[key] && typeof schema[key] === 'object')
      walkSchema(walk, schema[key], `${at}/${key}`);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems'])
    if (Array.isArray(schema[key])) walkSchema(walk, schema[key], `${at}/${key}`);
}

function walkContent(walk: Walk, content: unknown, at: string): void {
  for (const [media, body] of Object.entries((content as Json | undefined) ?? {})) {
    const m = body as Json;
    walkSchema(walk, m.schema, `${at}/${media}`);
    for (const [name, example] of Object.entries((m.examples as Json | undefined) ?? {}))
      walk.emit(`${at}/${media}/examples/${name}`, (example as Json).summary);
  }
}

function walkParameter(walk: Walk, p: unknown, at: string): void {
  const param = p as Json;
  const node = { ...param, ...((param.schema as Json | undefined) ?? {}) };
  if (typeof param.$ref === 'string') return walk.emit(at, param.description, node);
  walk.emit(at, param.description, node);
  walkSchema(walk, param.schema, `${at}/schema`);
}

function walkResponse(walk: Walk, r: unknown, at: string): void {
  const response = r as Json;
  walk.emit(at, response.description);
  if (typeof response.$ref === 'string') return;
  for (const [name, header] of Object.entries((response.headers as Json | undefined) ?? {}))
    walkParameter(walk, header, `${at}/headers/${name}`);
  walkContent(walk, response.content, `${at}/content`);
}

function walkOpenApi(bundle: Json, at: (location: string, group: string) => Walk): void {
  const info = at('#/info', 'api');
  info.emit('description', (bundle.info as Json | undefined)?.description);
  for (const tag of (bundle.tags as Json[] | undefined) ?? [])
    at(`#/tags/${String(tag.name)}`, 'api').emit('description', tag.description);
  for (const [path, item] of Object.entries((bundle.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method] as Json;
      const tag = ((op.tags as string[] | undefined) ?? ['default'])[0]!;
      const walk = at(String(op.operationId ?? `${method} ${path}`), `operations/${tag}`);
      walk.emit('summary', op.summary);
      walk.emit('description', op.description);
      const params = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])];
      for (const p of params) walkParameter(walk, p, `parameters/${String(p.name ?? p.$ref)}`);
      const body = op.requestBody as Json | undefined;
      if (body) {
        walk.emit('requestBody', body.description);
        walkContent(walk, body.content, 'requestBody');
      }
      for (const [status, r] of Object.entries((op.responses as Json | undefined) ?? {}))
        walkResponse(walk, r, `responses/${status}`);
    }
  }
  const components = (bundle.components ?? {}) as Record<string, Record<string, Json>>;
  for (const [name, schema] of Object.entries(components.schemas ?? {}))
    walkSchema(at(`#/components/schemas/${name}`, 'components/schemas'), schema, '');
  for (const [name, p] of Object.entries(components.parameters ?? {}))
    walkParameter(at(`#/components/parameters/${name}`, 'components/shared'), p, 'parameter');
  for (const [name, r] of Object.entries(components.responses ?? {}))
    walkResponse(at(`#/components/responses/${name}`, 'components/shared'), r, 'response');
  for (const [name, s] of Object.entries(components.securitySchemes ?? {}))
    at(`#/components/securitySchemes/${name}`, 'components/shared').emit(
      'description',
      s.description,
    );
}

function walkAsyncApi(doc: Json, at: (location: string, group: string) => Walk): void {
  at('asyncapi:#/info', 'realtime/api').emit('description', (doc.info as Json).description);
  for (const [name, server] of Object.entries((doc.servers ?? {}) as Record<string, Json>)) {
    const walk = at(`asyncapi:#/servers/${name}`, 'realtime/api');
    walk.emit('description', server.description);
    for (const [v, variable] of Object.entries((server.variables as Json | undefined) ?? {}))
      walk.emit(`variables/${v}`, (variable as Json).description);
  }
  for (const [name, channel] of Object.entries((doc.channels ?? {}) as Record<string, Json>)) {
    const walk = at(`channel:${name}`, 'realtime/channels');
    for (const key of PROSE_KEYS) walk.emit(key, channel[key]);
    for (const [p, param] of Object.entries((channel.parameters as Json | undefined) ?? {}))
      walk.emit(`parameters/${p}`, (param as Json).description);
  }
  for (const [name, op] of Object.entries((doc.operations ?? {}) as Record<string, Json>)) {
    const walk = at(`asyncapi:#/operations/${name}`, 'realtime/channels');
    for (const key of PROSE_KEYS) walk.emit(key, op[key]);
  }
  const components = (doc.components ?? {}) as Record<string, Record<string, Json>>;
  for (const part of ['tags', 'securitySchemes', 'messageTraits'])
    for (const [name, node] of Object.entries(components[part] ?? {})) {
      const walk = at(`asyncapi:#/components/${part}/${name}`, 'realtime/api');
      for (const key of PROSE_KEYS) walk.emit(key, node[key]);
    }
  for (const [name, schema] of Object.entries(components.schemas ?? {}))
    walkSchema(at(`asyncapi:#/components/schemas/${name}`, 'realtime/api'), schema, '');
  for (const [name, message] of Object.entries(components.messages ?? {})) {
    const walk = at(`asyncapi:#/components/messages/${name}`, 'realtime/messages');
    for (const key of PROSE_KEYS) walk.emit(key, message[key]);
    walkSchema(walk, message.payload, 'payload');
  }
}

/** The sections of CONVENTIONS.md whose rules bind every operation (the vocabulary's own text is not a rule of the API). */
export const CONVENTION_SECTIONS = [
  'Rules of the API',
  'Closed response schemas',
  'Conditions between fields',
];

function walkConventions(markdown: string, at: (location: string, group: string) => Walk): void {
  const sections = markdown.split(/^## /m).slice(1);
  for (const section of sections) {
    const [title, ...body] = section.split('\n');
    const name = CONVENTION_SECTIONS.find((s) => title!.startsWith(s));
    if (!name) continue;
    const slug = name.toLowerCase().replaceAll(' ', '-');
    at(`CONVENTIONS#${slug}`, 'conventions').emit('rules', body.join('\n'));
  }
}

/** Every sentence of the contract: the bundled OpenAPI document, asyncapi.yaml and CONVENTIONS.md's rules. */
export function contractSentences(bundle: Json, asyncapi: Json, conventions: string): Sentence[] {
  const out: Sentence[] = [];
  const at = collector(out, new Set());
  walkOpenApi(bundle, at);
  walkAsyncApi(asyncapi, at);
  walkConventions(conventions, at);
  return out;
}

export const loadConventions = (file = 'openapi/CONVENTIONS.md') => readFileSync(file, 'utf8');
