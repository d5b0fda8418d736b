import type { QueryClient } from '@tanstack/react-query';

/**
 * Refetches a council's cached data under each path ('/users', '/licences'; '' for the council and
 * everything under it). Keys are matched on whole path segments, so council 1 never matches council 10.
 */
export function refetchCouncil(queryClient: QueryClient, councilId: number, ...paths: string[]) {
  const base = `/api/councils/${councilId}`;
  const matches = (key: string) =>
    paths.some((path) => {
      const prefix = `${base}${path}`;
      return key === prefix || key.startsWith(`${prefix}/`) || (path !== '' && key.startsWith(`${prefix}?`));
    });
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && matches(queryKey[0]),
  });
}
