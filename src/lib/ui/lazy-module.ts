/**
 * A module loaded on demand, read without Suspense. React holds a revealed Suspense boundary back
 * until its fallback has been up for 300 ms; for the conversation that would be 300 ms added to
 * every first open. Instead the caller renders its own placeholder until `use()` returns the module.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface LazyModule<T> {
  /** Starts loading (once); resolves with the module. */
  load(): Promise<T>;
  /** The module, or null until it has loaded; re-renders when it arrives (and starts the load when `load` is true). */
  use(load?: boolean): T | null;
}

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let promise: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => value;
  const load = () =>
    (promise ??= loader().then(
      (module) => {
        value = module;
        for (const listener of [...listeners]) listener();
        return module;
      },
      (error: unknown) => {
        promise = null;
        throw error;
      },
    ));
  return {
    load,
    use(wanted = true) {
      const current = useSyncExternalStore(subscribe, get, get);
      useEffect(() => {
        if (wanted && value === null) load().catch((error: unknown) => console.error('A module failed to load:', error));
      }, [wanted]);
      return current;
    },
  };
}
