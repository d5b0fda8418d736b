/**
 * Route coverage: the backend's own route table (`php artisan route:list --json`, Laravel 11) held
 * against the contract's operations, the way Spectator's `spectator:routes` and Specmatic's coverage
 * report do: operations with no route (not built yet), routes under api/, sanctum/ or broadcasting/
 * that no operation documents, and paths both know with different methods.
 */
import { readFileSync } from 'node:fs';

export interface LaravelRoute {
  methods: string[];
  uri: string;
  name: string | null;
  action: string | null;
}

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
}

export interface RouteCoverage {
  file: string;
  /** Routes in the file (all of them, web ones too). */
  routes: number;
  /** Operations a route answers, with that route's uri. */
  matched: { operationId: string; uri: string }[];
  /** Operations whose path no route has: not built yet. */
  notBuilt: OperationRef[];
  /** Operations whose path has routes, none with the contract's method. */
  methodMismatches: (OperationRef & { uri: string; routeMethods: string[] })[];
  /** Routes under the API's prefixes that no operation documents. */
  undocumented: { methods: string[]; uri: string; name: string | null; action: string | null }[];
}

/** The prefixes the contract covers; other routes (web pages, `up`, storage) are none of its business. */
export const API_PREFIXES = ['api/', 'sanctum/', 'broadcasting/'];

export class RoutesError extends Error {}

/** Reads route:list's JSON (an array of {method, uri, name, action, middleware}); refuses anything else. */
export function readRoutes(text: string, file: string): LaravelRoute[] {
  let raw: unknown;
  try {
    // artisan may print warnings before the JSON (a deprecation notice, a missing .env key).
    raw = JSON.parse(text.slice(Math.max(0, text.indexOf('['))));
  } catch (error) {
    throw new RoutesError(
      `${file} is not the JSON of \`php artisan route:list --json\`: ${(error as Error).message}`,
    );
  }
  if (!Array.isArray(raw))
    throw new RoutesError(
      `${file} is not the JSON of \`php artisan route:list --json\` (an array of routes)`,
    );
  return raw.map((entry: unknown, index) => {
    const route = entry as Record<string, unknown>;
    if (typeof route?.method !== 'string' || typeof route.uri !== 'string')
      throw new RoutesError(
        `${file}: route ${index + 1} has no "method" and "uri" strings (is it route:list --json from Laravel 10 or later?)`,
      );
    return {
      methods: route.method
        .split('|')
        .map((m) => m.trim().toUpperCase())
        .filter(Boolean),
      uri: route.uri.replace(/^\/+/, ''),
      name: typeof route.name === 'string' ? route.name : null,
      action: typeof route.action === 'string' ? route.action : null,
    };
  });
}

/**
 * A path template as a comparable key: segments, each parameter as `{}` (the names differ between
 * the contract and Laravel: `{folder}` and `{id}` are the same route). A Laravel optional parameter
 * `{p?}` stands for the path with it and the path without it; `{post:slug}` is a parameter too.
 */
export function templateKeys(template: string): string[] {
  const segments = template.replace(/^\/+|\/+$/g, '').split('/');
  let keys: string[][] = [[]];
  for (const segment of segments) {
    if (/^\{[^}]+\?\}$/.test(segment)) keys = [...keys, ...keys.map((k) => [...k, '{}'])];
    else keys = keys.map((k) => [...k, /^\{[^}]+\}$/.test(segment) ? '{}' : segment.toLowerCase()]);
  }
  return keys.map((k) => k.join('/'));
}

const refOf = (op: OperationRef): OperationRef => ({
  operationId: op.operationId,
  method: op.method,
  path: op.path,
});

const isApiRoute = (uri: string) => API_PREFIXES.some((prefix) => `${uri}/`.startsWith(prefix));

/**
 * A route line documents its path when one of its methods is an operation there (its other methods,
 * apiResource's PUT beside PATCH or Broadcast::routes' GET beside POST, are the same action, left to
 * the method-not-allowed check). An operation with no route for its method is a method mismatch when
 * its path has a route line no operation documents (PATCH where the contract says PUT), and not built
 * otherwise (the path's other operations may well be built).
 */
export function routeCoverage(
  file: string,
  routes: LaravelRoute[],
  operations: readonly OperationRef[],
): RouteCoverage {
  const linesByKey = new Map<string, LaravelRoute[]>();
  for (const route of routes)
    for (const key of templateKeys(route.uri))
      linesByKey.set(key, [...(linesByKey.get(key) ?? []), route]);
  const opsByKey = new Map<string, OperationRef[]>();
  for (const op of operations) {
    const key = templateKeys(op.path)[0]!;
    opsByKey.set(key, [...(opsByKey.get(key) ?? []), op]);
  }
  const documents = (route: LaravelRoute) =>
    templateKeys(route.uri).some((key) =>
      (opsByKey.get(key) ?? []).some((op) => route.methods.includes(op.method)),
    );
  const coverage: RouteCoverage = {
    file,
    routes: routes.length,
    matched: [],
    notBuilt: [],
    methodMismatches: [],
    undocumented: [],
  };
  const inMismatch = new Set<LaravelRoute>();
  for (const op of operations) {
    const onPath = linesByKey.get(templateKeys(op.path)[0]!) ?? [];
    const route = onPath.find((r) => r.methods.includes(op.method));
    if (route) {
      coverage.matched.push({ operationId: op.operationId, uri: route.uri });
      continue;
    }
    const strays = onPath.filter((r) => !documents(r));
    if (strays.length === 0) {
      coverage.notBuilt.push(refOf(op));
      continue;
    }
    for (const stray of strays) inMismatch.add(stray);
    const routeMethods = [...new Set(strays.flatMap((r) => r.methods).filter((m) => m !== 'HEAD'))];
    coverage.methodMismatches.push({ ...refOf(op), uri: strays[0]!.uri, routeMethods });
  }
  for (const route of routes) {
    if (!isApiRoute(route.uri) || documents(route) || inMismatch.has(route)) continue;
    coverage.undocumented.push({
      methods: route.methods.filter((m) => m !== 'HEAD'),
      uri: route.uri,
      name: route.name,
      action: route.action,
    });
  }
  return coverage;
}

export function loadRouteCoverage(
  file: string,
  operations: readonly OperationRef[],
): RouteCoverage {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RoutesError(
      `--routes ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  return routeCoverage(file, readRoutes(text, file), operations);
}

/** The reason each check of an operation with no route is skipped for. */
export const notBuiltReason = (op: OperationRef, file: string) =>
  `not built yet: no route for ${op.method} ${op.path} in ${file.split(/[\\/]/).pop()} (php artisan route:list)`;

export function routeLines(coverage: RouteCoverage, failOnUndocumented: boolean): string[] {
  return [
    ...coverage.methodMismatches.map(
      (m) =>
        `FAIL ${m.operationId} route-method: expected ${m.method} ${m.path}, got a route ${m.uri} answering ${m.routeMethods.join('|')}`,
    ),
    ...coverage.undocumented.map(
      (r) =>
        `${failOnUndocumented ? 'FAIL' : 'WARN'} (no operation) undocumented-route: ${r.methods.join('|')} ${r.uri}${r.action ? ` (${r.action})` : ''} is in the routes, not in the contract`,
    ),
  ];
}
