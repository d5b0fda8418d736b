/**
 * The shapes of external state the app keeps outside React (read with useSyncExternalStore): a
 * store that holds a value, a list of listeners for state kept elsewhere, and lists of listeners
 * kept apart by a key (one thread, one draft). Every "set of listeners" goes through one of them, so
 * subscribing, notifying and unsubscribing behave the same everywhere (a listener that unsubscribes
 * while being notified does not skip another, and one added then is not called until the next).
 */

/** Subscribers to a change; `notify` calls each with the arguments given. */
export interface Listeners<A extends unknown[] = []> {
  subscribe(listener: (...args: A) => void): () => void;
  notify(...args: A): void;
  /** Drops every listener (a store that is disposed of). */
  clear(): void;
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
    clear: () => listeners.clear(),
  };
}

/** Listeners kept apart by a key: `notify(key)` calls only that key's; a key with none is forgotten. */
export interface KeyedListeners<K, A extends unknown[] = []> {
  subscribe(key: K, listener: (...args: A) => void): () => void;
  notify(key: K, ...args: A): void;
}

export function createKeyedListeners<K, A extends unknown[] = []>(): KeyedListeners<K, A> {
  const byKey = new Map<K, Set<(...args: A) => void>>();
  return {
    subscribe(key, listener) {
      let listeners = byKey.get(key);
      if (!listeners) byKey.set(key, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byKey.get(key) === listeners) byKey.delete(key);
      };
    },
    notify(key, ...args) {
      for (const listener of [...(byKey.get(key) ?? [])]) listener(...args);
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
