/**
 * The two shapes of external state the app keeps outside React (read with useSyncExternalStore):
 * a store that holds a value, and a list of listeners for state kept elsewhere. Every hand-made
 * "set of listeners" goes through one of them, so subscribing, notifying and unsubscribing behave
 * the same everywhere (a listener that unsubscribes while being notified does not skip another).
 */

/** Subscribers to a change; `notify` calls each with the arguments given. */
export interface Listeners<A extends unknown[] = []> {
  subscribe(listener: (...args: A) => void): () => void;
  notify(...args: A): void;
}

export function createListeners<A extends unknown[] = []>(): Listeners<A> {
  const listeners = new Set<(...args: A) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(...args) {
      for (const listener of [...listeners]) listener(...args);
    },
  };
}

/** A minimal external store for useSyncExternalStore: a snapshot, a setter, subscribers. */
export interface Store<T> {
  get(): T;
  set(update: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = createListeners();
  return {
    get: () => state,
    set(update) {
      const next = typeof update === 'function' ? (update as (current: T) => T)(state) : update;
      if (Object.is(next, state)) return;
      state = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
