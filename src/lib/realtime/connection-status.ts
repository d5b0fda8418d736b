/**
 * The real-time connection status as the UI shows it, in a store React reads with
 * useSyncExternalStore (see use-realtime-status.ts).
 */
export type RealtimeStatus = 'connected' | 'connecting' | 'unavailable' | 'disconnected';

/** pusher-js states -> what the user is told. */
export function statusFromPusherState(state: string): RealtimeStatus {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'initialized':
    case 'connecting':
      return 'connecting';
    // 'failed' means no WebSocket support at all: to the user it is just as offline.
    case 'unavailable':
    case 'failed':
      return 'unavailable';
    default:
      return 'disconnected';
  }
}

export interface StatusStore {
  getSnapshot(): RealtimeStatus;
  subscribe(listener: () => void): () => void;
  set(status: RealtimeStatus): void;
}

export function createStatusStore(initial: RealtimeStatus = 'disconnected'): StatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === status) return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The app's one store, fed by the connection of the signed-in user (session.ts). */
export const realtimeStatus: StatusStore = createStatusStore();
