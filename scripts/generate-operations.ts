/**
 * Writes src/generated/operations.ts: one entry per operation of the bundled contract with what
 * the runtime needs and orval does not emit — method, path template, a matcher, the auth and CSRF
 * requirements read from `security`, the council roles from `x-council-roles`, the success status,
 * the request body's media type and the body's `uniqueItems` arrays (zod has no such check, so
 * the generated schemas drop it; the mock applies it as Laravel's `distinct`), and the body's
 * confirmation fields (`x-confirms`, judged as Laravel's `confirmed` rule). The HTTP client (dev response validation) and the mock
 * backend (routing, session/CSRF/role checks, coverage) both read it.
 * It also writes src/generated/throttles.ts (each throttled operation's `x-throttle`, which the
 * mock's one limiter applies), src/generated/csrf-paths.ts (the guest calls that start with a fresh
 * CSRF cookie) and src/generated/promises.ts: every operation's and channel's `x-promises`
 * (openapi/CONVENTIONS.md "Promises"), for the conformance runner and the tests, kept out of
 * operations.ts so the app's bundle does not carry them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

type Security = Array<Record<string, string[]>>;
interface Operation {
  operationId: string;
  tags?: string[];
  security?: Security;
  'x-council-roles'?: string[];
  'x-promises'?: unknown[];
  'x-throttle'?: { limit: number; per_seconds: number; by: string[] };
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  uniqueItems?: boolean;
  'x-confirms'?: string;
}

const bundle = JSON.parse(readFileSync('src/generated/openapi.json', 'utf8')) as {
  security?: Security;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

function resolve(schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
  const target = name ? bundle.components?.schemas?.[name] : undefined;
  if (schema.$ref && !target) throw new Error(`generate-operations: cannot resolve ${schema.$ref}`);
  return target ? resolve(target) : schema;
}

/** The dot paths (`*` for an array's items) of the arrays in a body whose items must be distinct. */
function distinctPaths(
  schema: JsonSchema | undefined,
  prefix = '',
  seen = new Set<JsonSchema>(),
): string[] {
  if (!schema) return [];
  const node = resolve(schema);
  if (seen.has(node)) return [];
  const inner = new Set(seen).add(node);
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  return [
    ...(node.uniqueItems === true && prefix ? [prefix] : []),
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
      distinctPaths(child, at(key), inner),
    ),
    ...(node.items ? distinctPaths(node.items, at('*'), inner) : []),
    ...[...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])].flatMap((part) =>
      distinctPaths(part, prefix, inner),
    ),
  ];
}
/** The body's confirmation fields and the field each confirms (`x-confirms`), top level only as Laravel's `confirmed` is. */
function confirmations(schema: JsonSchema | undefined): Record<string, string> {
  if (!schema) return {};
  const node = resolve(schema);
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
      const base = resolve(child)['x-confirms'];
      return base ? [[key, base]] : [];
    }),
  );
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const rows = Object.entries(bundle.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => {
    const op = item[method]!;
    const security = op.security ?? bundle.security ?? [];
    const schemes = new Set(security.flatMap((req) => Object.keys(req)));
    const success = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s)) ?? '200';
    const content = op.requestBody ? Object.keys(op.requestBody.content)[0] : null;
    const distinct = [
      ...new Set(distinctPaths(content ? op.requestBody!.content[content]!.schema : undefined)),
    ];
    const confirms = confirmations(content ? op.requestBody!.content[content]!.schema : undefined);
    return {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      tag: op.tags?.[0] ?? 'default',
      auth: schemes.has('sanctumSession'),
      xsrf: schemes.has('xsrfToken'),
      councilRoles: op['x-council-roles'] ?? null,
      successStatus: Number(success),
      body: content === 'multipart/form-data' ? 'multipart' : content ? 'json' : null,
      ...(distinct.length > 0 ? { distinct } : {}),
      ...(Object.keys(confirms).length > 0 ? { confirms } : {}),
      literalSegments: path.split('/').filter((s) => s && !s.startsWith('{')).length,
    };
  }),
);

// Laravel matches routes with more literal segments first (`/api/councils/search` before
// `/api/councils/{council}`); keep that order so a first-match lookup agrees with the backend.
rows.sort(
  (a, b) =>
    b.literalSegments - a.literalSegments ||
    a.path.localeCompare(b.path) ||
    a.method.localeCompare(b.method),
);

const entries = rows.map(({ literalSegments: _unused, ...row }) => row);
const source = `/**
 * Generated by scripts/generate-operations.ts from src/generated/openapi.json. Do not edit.
 * Ordered most-specific path first, so the first match of a method and URL is the right one.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationInfo {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI path template, e.g. \`/api/threads/{thread}\`. */
  readonly path: string;
  readonly tag: string;
  /** Needs the Sanctum session cookie. */
  readonly auth: boolean;
  /** Needs the X-XSRF-TOKEN header. */
  readonly xsrf: boolean;
  /** Council roles allowed (x-council-roles), or null when no council policy applies. */
  readonly councilRoles: readonly string[] | null;
  readonly successStatus: number;
  readonly body: 'json' | 'multipart' | null;
  /** Body arrays whose items must differ (\`uniqueItems\`; Laravel's \`distinct\`), as dot paths with \`*\` for items. */
  readonly distinct?: readonly string[];
  /** Body confirmation fields and the field each confirms (\`x-confirms\`; Laravel's \`confirmed\` rule, reported on the base field). */
  readonly confirms?: Readonly<Record<string, string>>;
}

export const operations = ${JSON.stringify(entries, null, 2)} as const satisfies readonly OperationInfo[];

export type OperationId = (typeof operations)[number]['operationId'];
`;
writeFileSync('src/generated/operations.ts', source);
console.log(`operations.ts: ${entries.length} operations`);

// A small table for the app: which council roles may call each council operation. The app's
// navigation and buttons read it (never the whole operation table, which would weigh on every page).
const roleRows = entries.filter((row) => row.councilRoles !== null);
const rolesSource = `/**
 * Generated by scripts/generate-operations.ts from src/generated/openapi.json. Do not edit.
 * The council roles each operation allows (its \`x-council-roles\`); operations without a council policy are absent.
 */
export type CouncilRoleName = 'admin' | 'manager' | 'member';

export const councilRolesByOperation = {
${roleRows.map((row) => `  ${row.operationId}: ${JSON.stringify(row.councilRoles).replaceAll('"', "'").replaceAll(',', ', ')},`).join('\n')}
} as const satisfies Record<string, readonly CouncilRoleName[]>;

export type CouncilOperationId = keyof typeof councilRolesByOperation;
`;
writeFileSync('src/generated/council-roles.ts', rolesSource);

// The calls a signed-out visitor makes that change state: no session needed, the CSRF header
// required (`security` of xsrfToken alone). The HTTP client takes a fresh CSRF cookie before each
// (Sanctum rotates the session when one signs in), and reads them here rather than spelling paths.
const guestCsrf = entries.filter((row) => row.method !== 'GET' && !row.auth && row.xsrf);
const csrfCookie = entries.find((row) => row.operationId === 'getCsrfCookie');
if (!csrfCookie)
  throw new Error('generate-operations: the contract has no getCsrfCookie operation');
const csrfSource = `/**
 * Generated by scripts/generate-operations.ts from src/generated/openapi.json. Do not edit.
 * The CSRF cookie's address and the guest calls that start with a fresh one (kept out of
 * operations.ts so the app's bundle carries only these few paths).
 */
export const CSRF_COOKIE_PATH = ${JSON.stringify(csrfCookie.path)};

/** Path templates of the state-changing calls that need the CSRF header but no session. */
export const GUEST_CSRF_PATHS: readonly string[] = ${JSON.stringify(
  guestCsrf.map((row) => row.path).sort(),
  null,
  2,
)};
`;
writeFileSync('src/generated/csrf-paths.ts', csrfSource);
console.log(`council-roles.ts: ${roleRows.length} council operations`);

// The zod module of each tag (orval's tags-split output), loaded on first use: the mock builds only
// the schemas of the areas a page calls, instead of every operation's before its first answer.
const tags = [...new Set(entries.map((row) => row.tag))].sort();
for (const tag of tags) {
  if (!existsSync(`src/generated/zod/${tag}/${tag}.ts`))
    throw new Error(
      `No zod module for the tag "${tag}" (orval writes src/generated/zod/${tag}/${tag}.ts)`,
    );
}
const zodByTagSource = `/**
 * Generated by scripts/generate-operations.ts from src/generated/openapi.json. Do not edit.
 * The generated zod module of each operation tag, imported on first use (the mock's validation
 * loads an area's schemas with its first request, so a page pays only for the areas it calls).
 */
export const zodModuleByTag = {
${tags.map((tag) => `  '${tag}': () => import('./zod/${tag}/${tag}.ts'),`).join('\n')}
} as const satisfies Record<string, () => Promise<object>>;

export type ZodTag = keyof typeof zodModuleByTag;
`;
writeFileSync('src/generated/zod-by-tag.ts', zodByTagSource);
console.log(`zod-by-tag.ts: ${tags.length} tags`);

// The promises (x-promises) of every operation, and of every AsyncAPI channel, in the operation
// table's order; the runner's promise checks and the promise tests read them.
const promiseRows = entries.map((row) => {
  const op = bundle.paths[row.path]![row.method.toLowerCase() as (typeof METHODS)[number]]!;
  return [row.operationId, op['x-promises'] ?? []] as const;
});
const asyncapi = parseYaml(readFileSync('openapi/asyncapi.yaml', 'utf8')) as {
  channels: Record<string, { address: string; 'x-promises'?: unknown[] }>;
};
const channelRows = Object.entries(asyncapi.channels).map(
  ([name, channel]) =>
    [name, { address: channel.address, promises: channel['x-promises'] ?? [] }] as const,
);
const promisesSource = `/**
 * Generated by scripts/generate-operations.ts from src/generated/openapi.json and
 * openapi/asyncapi.yaml. Do not edit. The behavioural promises of each operation and channel
 * (\`x-promises\`; the language is openapi/CONVENTIONS.md "Promises", its schema
 * openapi/promises.schema.json). Not imported by the app.
 */
export type PromiseKind =
  | 'visibility'
  | 'order'
  | 'unique'
  | 'distinct'
  | 'keeps'
  | 'removes'
  | 'changes-only'
  | 'match'
  | 'filter'
  | 'callers'
  | 'guest'
  | 'no-disclosure'
  | 'settable'
  | 'sets'
  | 'broadcasts'
  | 'reflects'
  | 'counts'
  | 'refuses'
  | 'repeats'
  | 'opens';

export interface ContractPromise {
  readonly kind: PromiseKind;
  /** Stable name, \`<operationId or channel>/<name>\`. */
  readonly id: string;
  readonly says?: string;
  readonly when?: Readonly<Record<string, string | number | boolean | null>>;
  /** Why the promise cannot be checked from outside the backend. */
  readonly unchecked?: string;
  readonly [field: string]: unknown;
}

export const promisesByOperation = ${JSON.stringify(Object.fromEntries(promiseRows), null, 2)} as const satisfies Record<string, readonly ContractPromise[]>;

export const promisesByChannel = ${JSON.stringify(Object.fromEntries(channelRows), null, 2)} as const satisfies Record<string, { address: string; promises: readonly ContractPromise[] }>;
`;
writeFileSync('src/generated/promises.ts', promisesSource);
console.log(
  `promises.ts: ${promiseRows.reduce((n, [, list]) => n + list.length, 0)} operation promises, ${channelRows.reduce((n, [, c]) => n + c.promises.length, 0)} channel promises`,
);

// The throttles (x-throttle) of the operations that have one: the mock applies them with one
// limiter (mocks/laravel/throttle.ts). Kept out of operations.ts, which the app's bundle carries.
const throttleRows = entries.flatMap((row) => {
  const throttle =
    bundle.paths[row.path]![row.method.toLowerCase() as (typeof METHODS)[number]]!['x-throttle'];
  return throttle ? [[row.operationId, throttle] as const] : [];
});
const throttlesSource = `/**
 * Generated by scripts/generate-operations.ts from src/generated/openapi.json. Do not edit.
 * Each throttled operation's \`x-throttle\` (openapi/CONVENTIONS.md "Throttled operations"): at most
 * \`limit\` requests per \`per_seconds\` per key made of \`by\` (\`ip\`, \`user\` or body fields).
 * Not imported by the app.
 */
export interface Throttle {
  readonly limit: number;
  readonly per_seconds: number;
  readonly by: readonly string[];
}

export const throttlesByOperation = ${JSON.stringify(Object.fromEntries(throttleRows), null, 2)} as const satisfies Record<string, Throttle>;
`;
writeFileSync('src/generated/throttles.ts', throttlesSource);
console.log(`throttles.ts: ${throttleRows.length} throttled operations`);
