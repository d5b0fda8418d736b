/**
 * The one channel through which the HTTP layer tells the auth layer that the session is gone.
 * The client emits on every 401; the app's auth store subscribes and clears the user profile.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUnauthenticated(): void {
  for (const listener of [...listeners]) listener();
}
