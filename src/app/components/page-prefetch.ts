/**
 * How a link prefetches the page it leads to, handed down from the route table's root
 * (src/app/router.tsx gives prefetchPage from src/app/prefetch.ts). Links reach it through this
 * context rather than by importing the pages table: a page in that table showing a link would
 * otherwise import the table that imports it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { UserProfile } from '../route-meta';

export type PagePrefetcher = (
  to: string,
  queryClient: QueryClient,
  profile: UserProfile | null,
) => void;

export const PagePrefetchContext = createContext<PagePrefetcher | null>(null);

export function usePagePrefetcher(): PagePrefetcher {
  const prefetch = useContext(PagePrefetchContext);
  if (!prefetch)
    throw new Error(
      'A prefetching link needs PagePrefetchContext (given by the root route in src/app/router.tsx).',
    );
  return prefetch;
}
