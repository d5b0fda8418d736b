/**
 * The one channel through which the HTTP layer tells the auth layer that the session is gone.
 * The client emits on every 401; the app's auth store subscribes and clears the user profile.
 */
import { createListeners } from '../store';

const unauthenticated = createListeners();

export function onUnauthenticated(listener: () => void): () => void {
  return unauthenticated.subscribe(listener);
}

export function emitUnauthenticated(): void {
  unauthenticated.notify();
}
