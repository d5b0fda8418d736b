/**
 * One real-time connection per signed-in user: opened after sign-in, closed on sign-out, feeding
 * the status store and the reconnect hook.
 */
import Pusher from 'pusher-js';
import { readRealtimeConfig, type RealtimeConfig } from './config';
import { realtimeStatus, statusFromPusherState } from './connection-status';
import { createEcho, pusherOf, type CreateEchoOptions, type ReverbEcho } from './echo';
import { watchReconnects } from './reconnect';

export interface RealtimeUser {
  id: number;
}

export interface ConnectOptions {
  config?: RealtimeConfig;
  Pusher?: typeof Pusher;
  authorize?: CreateEchoOptions['authorize'];
}

interface Session {
  userId: number;
  echo: ReverbEcho;
  stop: () => void;
}

let session: Session | null = null;
const reconnectListeners = new Set<() => void>();
const echoListeners = new Set<() => void>();
const emitEchoChange = () => echoListeners.forEach((listener) => listener());

/** Connects for this user; a no-op if already connected for them, a switch if another user was connected. */
export function connectRealtime(user: RealtimeUser, options: ConnectOptions = {}): ReverbEcho {
  if (session?.userId === user.id) return session.echo;
  disconnectRealtime();
  const config = options.config ?? readRealtimeConfig();
  const echo = createEcho({
    ...config,
    Pusher: options.Pusher ?? Pusher,
    authorize: options.authorize,
  });
  const pusher = pusherOf(echo);
  const onStateChange = ({ current }: { current: string }): void =>
    realtimeStatus.set(statusFromPusherState(current));
  pusher.connection.bind('state_change', onStateChange);
  realtimeStatus.set(statusFromPusherState(pusher.connection.state));
  const stopWatching = watchReconnects(pusher, () => {
    for (const listener of [...reconnectListeners]) listener();
  });
  session = {
    userId: user.id,
    echo,
    stop: () => {
      stopWatching();
      pusher.connection.unbind('state_change', onStateChange);
    },
  };
  emitEchoChange();
  return echo;
}

export function disconnectRealtime(): void {
  if (!session) return;
  const { echo, stop } = session;
  session = null;
  stop();
  echo.disconnect();
  realtimeStatus.set('disconnected');
  emitEchoChange();
}

/** The signed-in user's Echo, or null when signed out. */
export function getEcho(): ReverbEcho | null {
  return session?.echo ?? null;
}

/** Calls `listener` whenever the connection is opened or closed (for useSyncExternalStore with getEcho). */
export function subscribeEcho(listener: () => void): () => void {
  echoListeners.add(listener);
  return () => echoListeners.delete(listener);
}

/**
 * Calls `listener` each time the connection is back after a loss and its channels are subscribed
 * again, so the app can refetch what may have changed meanwhile. Returns the unsubscribe function.
 */
export function onReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
