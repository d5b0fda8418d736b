import type { QueryClient } from '@tanstack/react-query';

/** Refetches every cached list of a council under `path` ('/users', '/licences', '' for all of it). */
export function refetchCouncil(queryClient: QueryClient, councilId: number, ...paths: string[]) {
  const prefixes = paths.map((path) => `/api/councils/${councilId}${path}`);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && prefixes.some((p) => (queryKey[0] as string).startsWith(p)),
  });
}
