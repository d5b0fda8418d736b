import { useSyncExternalStore } from 'react';
import { getEcho, subscribeEcho } from './session-store';

/** The signed-in user's Echo connection, or null while there is none (signed out, or not configured). */
export function useEcho() {
  return useSyncExternalStore(subscribeEcho, getEcho, getEcho);
}
