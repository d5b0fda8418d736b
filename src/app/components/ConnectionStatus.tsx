import { useSyncExternalStore } from 'react';
import { realtimeStatus, type RealtimeStatus } from '@/lib/realtime/live';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** The live status plus whether it was up before (a first connect is not a reconnect). */
interface LiveState {
  status: RealtimeStatus;
  wasConnected: boolean;
}

let live: LiveState = { status: realtimeStatus.getSnapshot(), wasConnected: false };
const liveListeners = new Set<() => void>();
realtimeStatus.subscribe(() => {
  const status = realtimeStatus.getSnapshot();
  const wasConnected = status === 'disconnected' ? false : live.wasConnected || live.status === 'connected';
  live = { status, wasConnected };
  for (const listener of [...liveListeners]) listener();
});

function subscribeLive(listener: () => void) {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

/**
 * The connection-status banner of the signed-in app: offline (no network, or the live connection
 * is unavailable) and reconnecting (the live connection was up and is coming back). The first
 * connect after sign-in is not announced.
 */
export function ConnectionStatusBanner() {
  const online = useBrowserOnline();
  const { status, wasConnected } = useSyncExternalStore(subscribeLive, () => live, () => live);

  let text: string | null = null;
  let tone: 'offline' | 'reconnecting' = 'offline';
  if (!online || status === 'unavailable') {
    text = 'You are offline. Live updates resume when the connection is back.';
  } else if (status === 'connecting' && wasConnected) {
    text = 'Reconnecting…';
    tone = 'reconnecting';
  }

  return (
    <div className="connection-status" role="status" aria-live="polite" data-testid="connection-status">
      {text ? <p className={`connection-banner connection-${tone}`}>{text}</p> : null}
    </div>
  );
}
