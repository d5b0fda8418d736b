import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserProfile } from '@/lib/session/auth-context';
import { onReconnected, realtimeStatus } from '@/lib/realtime/live';

/**
 * The app's one real-time connection (issue 4's src/lib/realtime): opened when a user is signed
 * in, closed on sign-out or a lost session, and after a reconnect everything cached is refetched
 * so nothing that happened while away is missed. The client libraries (pusher-js, laravel-echo)
 * load here, after the first render, so no page waits for them.
 */
export function RealtimeBridge() {
  const profile = useUserProfile();
  const queryClient = useQueryClient();
  const userId = profile?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    const connection = import('@/lib/realtime/session');
    connection
      .then(({ connectRealtime }) => {
        if (!cancelled) connectRealtime({ id: userId });
      })
      .catch((error: unknown) => {
        // Live updates are optional (a missing VITE_REVERB_APP_KEY, say): the app works without them.
        console.warn('Live updates are off:', error instanceof Error ? error.message : error);
        if (!cancelled) realtimeStatus.set('unavailable');
      });
    return () => {
      cancelled = true;
      void connection.then(({ disconnectRealtime }) => disconnectRealtime());
    };
  }, [userId]);

  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), [queryClient]);

  return null;
}
