import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

export interface OAuthGrant {
  code: string;
  state: string;
}

/**
 * A page an OAuth provider sends the browser back to, with `?code=..&state=..` or with
 * `?error=..&error_description=..`. The code is exchanged once: a code is single-use, so the answer
 * is kept (no refetch on focus, remount or retry).
 */
export function useOAuthCallback<R>(
  queryKey: readonly unknown[],
  exchange: (grant: OAuthGrant) => Promise<R>,
  ready = true,
) {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error_description') ?? params.get('error');
  const result = useQuery({
    queryKey: [...queryKey, code, state],
    queryFn: () => exchange({ code: code ?? '', state: state ?? '' }),
    enabled: ready && Boolean(code && state) && !providerError,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { params, code, state, providerError, result };
}
