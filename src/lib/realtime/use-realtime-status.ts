import { useSyncExternalStore } from 'react';
import { realtimeStatus, type RealtimeStatus } from './connection-status';

/** The live connection status, for the offline / reconnecting indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    realtimeStatus.subscribe,
    realtimeStatus.getSnapshot,
    realtimeStatus.getSnapshot,
  );
}
