import { useQuery } from '@tanstack/react-query';
import { useAuthState, useAuthStore } from '@/lib/session/auth-context';
import { sessionProfileQuery } from './queries';

/**
 * For the allowAuth pages that need the signed-in user (onboarding, callbacks): /auth paths do not
 * load the profile automatically (docs/app-rules.md#session), so these pages ask for it themselves, once.
 */
export function useSessionProfile() {
  const auth = useAuthStore();
  const { userProfile } = useAuthState();
  const query = useQuery({
    ...sessionProfileQuery(auth),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { profile: userProfile, pending: !userProfile && query.isPending };
}
