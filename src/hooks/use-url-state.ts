import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters, search and paging of a list kept in the URL (shareable, kept on reload and by the
 * back button). Setting any filter other than `page` goes back to the first page.
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    K,
    string
  >;
  const set = useCallback(
    (patch: Partial<Record<K | 'page', string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (
              value === null ||
              value === '' ||
              value === undefined ||
              (key === 'page' && Number(value) <= 1)
            )
              next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { values, page, set };
}

/** One value of an enum from the URL, or undefined when missing or not one of them. */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Query parameters without the unset ones, or undefined when none is set: the first page with no
 * filter then has the same cache key as the data prefetched on hovering the page's link.
 */
export function queryParams<T extends Record<string, unknown>>(params: T): T | undefined {
  const set = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return set.length === 0 ? undefined : (Object.fromEntries(set) as T);
}
