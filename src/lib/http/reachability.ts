/**
 * Whether the API answered the last call that went out: a call that fails at the network level
 * (no response at all) makes it unreachable, any response (even an error status) reachable again.
 * The app says "offline" from this and the browser's own flag only — never because the live
 * connection (Reverb) is down, which is optional.
 */
import { createStore } from '../store';

const reachable = createStore(true);

export const apiReachability = {
  getSnapshot: (): boolean => reachable.get(),
  subscribe: reachable.subscribe,
  markReachable: (): void => reachable.set(true),
  markUnreachable: (): void => reachable.set(false),
};
