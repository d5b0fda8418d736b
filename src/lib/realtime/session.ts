/**
 * One real-time connection per signed-in user: opened after sign-in, closed on sign-out, feeding
 * the status store and the reconnect hook.
 */
import Pusher from 'pusher-js';
import { readRealtimeConfig, type RealtimeConfig } from './config';
import { realtimeStatus, statusFromPusherState } from './connection-status';
import { retryWhenUnavailable } from './retry';
import { createEcho, pusherOf, type CreateEchoOptions, type ReverbEcho } from './echo';
import { watchReconnects } from './reconnect';
import { activeSession, emitReconnected, setActiveSession } from './session-store';

export interface RealtimeUser {
  id: number;
}

export interface ConnectOptions {
  config?: RealtimeConfig;
  Pusher?: typeof Pusher;
  authorize?: CreateEchoOptions['authorize'];
}

/** Connects for this user; a no-op if already connected for them, a switch if another user was connected. */
export function connectRealtime(user: RealtimeUser, options: ConnectOptions = {}): ReverbEcho {
  const existing = activeSession();
  if (existing?.userId === user.id) return existing.echo;
  disconnectRealtime();
  const config = options.config ?? readRealtimeConfig();
  const echo = createEcho({
    ...config,
    Pusher: options.Pusher ?? Pusher,
    authorize: options.authorize,
  });
  const pusher = pusherOf(echo);
  const stopRetrying = retryWhenUnavailable(pusher, {
    onStatus: (status) => realtimeStatus.set(status),
  });
  realtimeStatus.set(statusFromPusherState(pusher.connection.state));
  const stopWatching = watchReconnects(pusher, emitReconnected);
  setActiveSession({
    userId: user.id,
    echo,
    stop: () => {
      stopWatching();
      stopRetrying();
    },
  });
  return echo;
}

export function disconnectRealtime(): void {
  const session = activeSession();
  if (!session) return;
  session.stop();
  realtimeStatus.set('disconnected');
  setActiveSession(null);
  // pusher-js sends on a zero-delay timer: the `pusher:unsubscribe` frames of the pages just left
  // are still queued. Closing now would make them land on a closed socket (the browser's "WebSocket
  // is already in CLOSING or CLOSED state."); closing on the next timer lets them go first.
  setTimeout(() => session.echo.disconnect(), 0);
}
