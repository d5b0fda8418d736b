/**
 * The real-time connection status as the UI shows it, in a store React reads with
 * useSyncExternalStore (see use-realtime-status.ts).
 */
import { createStore } from '../store';

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
  const status = createStore(initial);
  return { getSnapshot: status.get, subscribe: status.subscribe, set: (next) => status.set(next) };
}

/** The app's one store, fed by the connection of the signed-in user (session.ts). */
export const realtimeStatus: StatusStore = createStatusStore();
