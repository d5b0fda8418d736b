/**
 * Who is connected, without the connection code: the current Echo, its listeners and the
 * reconnect hook. Kept apart from session.ts (which imports pusher-js and laravel-echo) so that
 * app code can follow the connection while the client library loads after the first render.
 */
import { provideSocketId } from '../http/socket-id';
import { createListeners } from '../store';
import type { ReverbEcho } from './echo';

export interface ActiveSession {
  userId: number;
  echo: ReverbEcho;
  stop: () => void;
}

let current: ActiveSession | null = null;
provideSocketId(() => current?.echo.socketId() || undefined);
const echoChanged = createListeners();
const reconnected = createListeners();

export function activeSession(): ActiveSession | null {
  return current;
}

export function setActiveSession(session: ActiveSession | null): void {
  current = session;
  echoChanged.notify();
}

/** The signed-in user's Echo, or null when signed out. */
export function getEcho(): ReverbEcho | null {
  return current?.echo ?? null;
}

/** Calls `listener` whenever the connection is opened or closed (for useSyncExternalStore with getEcho). */
export function subscribeEcho(listener: () => void): () => void {
  return echoChanged.subscribe(listener);
}

/**
 * Calls `listener` each time the connection is back after a loss and its channels are subscribed
 * again, so the app can refetch what may have changed meanwhile. Returns the unsubscribe function.
 */
export function onReconnected(listener: () => void): () => void {
  return reconnected.subscribe(listener);
}

export function emitReconnected(): void {
  reconnected.notify();
}
