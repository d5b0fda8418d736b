import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserProfile } from '@/lib/session/auth-context';
import { backendReady } from '@/lib/http/backend-gate';
import { onReconnected, realtimeStatus } from '@/lib/realtime/live';
import { afterLiveUpdatesReconnected } from '@/lib/query/refresh-all';

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
    // Behind the same gate as the calls: a tab drawn from what it kept (src/lib/session/kept-screen.ts)
    // has a user before the dev/demo mock is up, and a socket opened before it would reach for a
    // server that is not there, then wait for pusher's retry.
    const connection = Promise.resolve(backendReady()).then(() => import('@/lib/realtime/session'));
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

  useEffect(
    () => onReconnected(() => void afterLiveUpdatesReconnected(queryClient)),
    [queryClient],
  );

  return null;
}
