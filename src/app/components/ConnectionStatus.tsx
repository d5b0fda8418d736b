import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiReachability } from '@/lib/http/reachability';
import { realtimeStatus, type RealtimeStatus } from '@/lib/realtime/live';
import { createStore } from '@/lib/store';
import { afterApiRetryDue } from '@/lib/query/refresh-all';

/** Waits between tries of an API that stopped answering (the last one repeats). */
export const API_RETRY_DELAYS_MS: readonly number[] = [3_000, 10_000, 30_000, 60_000];

export const OFFLINE_TEXT =
  'You are offline. The app tries again and catches up when the connection is back.';
export const LIVE_UNAVAILABLE_TEXT =
  'Live updates are unavailable right now. Everything else works.';
export const RECONNECTING_TEXT = 'Reconnecting…';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function useApiReachable(): boolean {
  return useSyncExternalStore(apiReachability.subscribe, apiReachability.getSnapshot, () => true);
}

/** The live status plus whether it was up before (a first connect is not a reconnect). */
interface LiveState {
  status: RealtimeStatus;
  wasConnected: boolean;
}

const live = createStore<LiveState>({ status: realtimeStatus.getSnapshot(), wasConnected: false });
realtimeStatus.subscribe(() => {
  const status = realtimeStatus.getSnapshot();
  live.set(({ status: was, wasConnected }) => ({
    status,
    wasConnected: status === 'disconnected' ? false : wasConnected || was === 'connected',
  }));
});

/**
 * While the API does not answer, the queries on screen are tried again with back-off; the first
 * answer (any status) ends it.
 */
function useApiRetry(unreachable: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unreachable) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          attempt++;
          void afterApiRetryDue(queryClient).finally(() => {
            if (!apiReachability.getSnapshot()) schedule();
          });
        },
        API_RETRY_DELAYS_MS[Math.min(attempt, API_RETRY_DELAYS_MS.length - 1)],
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [unreachable, queryClient]);
}

/**
 * The connection-status banner of the signed-in app. "Offline" only when the API itself cannot
 * be reached (no network, or no answer from the backend); live updates (Reverb) are optional, so
 * their absence is a calm note, and their return after a loss says "Reconnecting…". The first
 * connect after sign-in is not announced.
 */
export function ConnectionStatusBanner() {
  const online = useBrowserOnline();
  const apiReachable = useApiReachable();
  const { status, wasConnected } = useSyncExternalStore(live.subscribe, live.get, live.get);
  useApiRetry(online && !apiReachable);

  let text: string | null = null;
  let tone: 'offline' | 'reconnecting' | 'notice' = 'offline';
  if (!online || !apiReachable) {
    text = OFFLINE_TEXT;
  } else if (status === 'unavailable') {
    text = LIVE_UNAVAILABLE_TEXT;
    tone = 'notice';
  } else if (status === 'connecting' && wasConnected) {
    text = RECONNECTING_TEXT;
    tone = 'reconnecting';
  }

  return (
    <div
      className="connection-status"
      role="status"
      aria-live="polite"
      data-testid="connection-status"
    >
      {text ? <p className={`connection-banner connection-${tone}`}>{text}</p> : null}
    </div>
  );
}
