/**
 * A module loaded on demand, read without Suspense. React holds a revealed Suspense boundary back
 * until its fallback has been up for 300 ms; for the conversation that would be 300 ms added to
 * every first open. Instead the caller renders its own placeholder until `use()` returns the module.
 *
 * A load that fails is remembered until it is retried, so the caller can say so instead of waiting
 * forever; a failed chunk (a deployment replaced the files) reloads the page once, as route chunks do.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { reloadForChunkError } from '../build/chunk-reload';
import { createListeners } from '../store';

export interface LazyModuleFailure {
  error: unknown;
  /** A page reload was started for it (a replaced deployment); nothing to retry. */
  reloading: boolean;
  /** Forgets the failure and loads again. */
  retry(): void;
}

export interface LazyModule<T> {
  /** Starts loading (once at a time); resolves with the module. For prefetching: a failure is only remembered. */
  load(): Promise<T>;
  /** As `load`, for something on screen that needs the module now: a gone chunk reloads the page. */
  loadNow(): Promise<T>;
  /** The module, or null until it has loaded; re-renders when it arrives (and starts the load when `load` is true). */
  use(load?: boolean): T | null;
  /** The last load's failure, until a retry or a later load starts; re-renders when it changes. */
  useFailure(): LazyModuleFailure | null;
}

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let failure: LazyModuleFailure | null = null;
  let promise: Promise<T> | null = null;
  const { notify, subscribe } = createListeners();
  const getValue = () => value;
  const getFailure = () => failure;
  const fail = (error: unknown, reloading: boolean) => {
    failure = { error, reloading, retry: () => void loadNow().catch(() => undefined) };
    notify();
  };
  const load = (): Promise<T> => {
    if (promise) return promise;
    if (failure) {
      failure = null;
      notify();
    }
    return (promise = loader().then(
      (module) => {
        value = module;
        notify();
        return module;
      },
      (error: unknown) => {
        promise = null;
        fail(error, false);
        throw error;
      },
    ));
  };
  // Not for a prefetch on hover: the page would reload under a user who asked for nothing yet.
  const loadNow = (): Promise<T> =>
    load().catch((error: unknown) => {
      if (reloadForChunkError(error)) fail(error, true);
      throw error;
    });
  return {
    load,
    loadNow,
    use(wanted = true) {
      const current = useSyncExternalStore(subscribe, getValue, getValue);
      useEffect(() => {
        // Each mount asks again, so reopening what failed to load retries it.
        if (wanted && value === null)
          loadNow().catch((error: unknown) => console.error('A module failed to load:', error));
      }, [wanted]);
      return current;
    },
    useFailure() {
      return useSyncExternalStore(subscribe, getFailure, getFailure);
    },
  };
}
