import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserProfile } from '@/features/auth/auth-context';
import { connectRealtime, disconnectRealtime, onReconnected } from '@/lib/realtime';

/**
 * The app's one real-time connection (issue 4's src/lib/realtime): opened when a user is signed
 * in, closed on sign-out or a lost session, and after a reconnect everything cached is refetched
 * so nothing that happened while away is missed.
 */
export function RealtimeBridge() {
  const profile = useUserProfile();
  const queryClient = useQueryClient();
  const userId = profile?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    try {
      connectRealtime({ id: userId });
    } catch (error) {
      console.error('Real-time connection failed to start:', error);
    }
    return () => disconnectRealtime();
  }, [userId]);

  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), [queryClient]);

  return null;
}
