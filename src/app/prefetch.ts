import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { authPages, defaultPages, landingPages, type PageDefinition } from './pages-table';
import type { UserProfile } from './route-meta';

const owners = new Map<RouteObject, PageDefinition>();

function toMatchable(def: PageDefinition): RouteObject {
  const route: RouteObject = def.index ? { index: true } : { path: def.path };
  owners.set(route, def);
  return route;
}

const matchable: RouteObject[] = [
  { children: defaultPages.map(toMatchable) },
  { path: 'auth', children: authPages.map(toMatchable) },
  { children: landingPages.map(toMatchable) },
];

/** The page a path leads to (case-insensitive, as the router matches), if any. */
export function findPage(pathname: string): PageDefinition | undefined {
  const matches = matchRoutes(matchable, pathname);
  const leaf = matches?.at(-1);
  return leaf ? owners.get(leaf.route) : undefined;
}

/**
 * Loads a page's chunk and its first data ahead of a click. Failures are ignored: the real
 * navigation will meet them again and handle them (the chunk-load reload lives there).
 */
export function prefetchPage(
  to: string,
  queryClient: QueryClient,
  profile: UserProfile | null,
): void {
  const pathname = new URL(to, 'http://localhost').pathname;
  const page = findPage(pathname);
  if (!page) return;
  page.load().catch(() => undefined);
  if (page.prefetch && (profile || page.meta.layout !== 'default')) {
    page.prefetch(queryClient, profile).catch(() => undefined);
  }
}

/**
 * At start, beside the profile: the first page's own data, so its lists do not wait for the
 * profile's round trip. Only when this browser was signed in last time (`signedInBefore`): a
 * signed-out visitor's calls could only meet 401s. Data that needs the profile (a council's) waits,
 * and so does a page opened with a query: its filters (kept in the address) ask for other data
 * than the prefetch's first page.
 */
export function prefetchFirstPage(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
  signedInBefore: boolean,
): void {
  const page = findPage(location.pathname);
  if (
    !signedInBefore ||
    location.search !== '' ||
    !page?.prefetch ||
    page.meta.layout !== 'default'
  )
    return;
  page.prefetch(queryClient, null).catch(() => undefined);
}
