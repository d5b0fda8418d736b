/**
 * Laravel's router before any route runs, from the contract's operation table: a known path
 * called with a method it does not list answers 405 with `Allow` (MethodNotAllowedHttpException),
 * and every GET route also answers HEAD. TRACE, being no route's method, is one of those 405s.
 */
import { operations } from '@/generated/operations';

/** Laravel's Router::$verbs, the order of the `Allow` header. */
const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface Route {
  pattern: RegExp;
  methods: Set<string>;
}

const routes: Route[] = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const op of operations) {
    const methods = byPath.get(op.path) ?? new Set<string>();
    methods.add(op.method);
    // Laravel registers every GET route for HEAD too.
    if (op.method === 'GET') methods.add('HEAD');
    byPath.set(op.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    // A `{param}` segment matches any one segment, as Laravel's compiled route regex does.
    pattern: new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`,
    ),
    methods,
  }));
})();

export type MethodResolution =
  | { kind: 'route' }
  | { kind: 'head-as-get' }
  | { kind: 'unknown-path' }
  | { kind: 'not-allowed'; allow: string[] };

export function resolveMethod(method: string, pathname: string): MethodResolution {
  const allowed = new Set<string>();
  for (const route of routes)
    if (route.pattern.test(pathname)) for (const m of route.methods) allowed.add(m);
  if (allowed.size === 0) return { kind: 'unknown-path' };
  if (method === 'HEAD' && allowed.has('GET')) return { kind: 'head-as-get' };
  if (allowed.has(method)) return { kind: 'route' };
  return { kind: 'not-allowed', allow: VERBS.filter((verb) => allowed.has(verb)) };
}

/** `$request->path()`: the path without its outer slashes, decoded ("/" for the root). */
export function laravelPath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '/';
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}
