/**
 * Whether the API answered the last call that went out: a call that fails at the network level
 * (no response at all) makes it unreachable, any response (even an error status) reachable again.
 * The app says "offline" from this and the browser's own flag only — never because the live
 * connection (Reverb) is down, which is optional.
 */
let reachable = true;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of [...listeners]) listener();
}

export const apiReachability = {
  getSnapshot: (): boolean => reachable,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  markReachable: (): void => set(true),
  markUnreachable: (): void => set(false),
};
