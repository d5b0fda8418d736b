import type { QueryClient } from '@tanstack/react-query';

/** Marks stale every cached query whose URL key starts with one of the prefixes (orval keys start with the URL). */
export function invalidateByPrefix(queryClient: QueryClient, ...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      prefixes.some((prefix) => (queryKey[0] as string).startsWith(prefix)),
  });
}
