/** Mixed mode's record of who answered each API request: the backend or the in-browser mock. */
export type AnsweredBy = 'mock' | 'backend';

export interface RoutedRequest {
  id: number;
  method: string;
  /** The path and query, relative to the API's root. */
  path: string;
  /** The contract operation, or null for a call outside the contract. */
  operationId: string | null;
  answeredBy: AnsweredBy;
  /** The status answered, or null when the backend could not be reached. */
  status: number | null;
}

export interface RequestLog {
  entries(): readonly RoutedRequest[];
  add(entry: Omit<RoutedRequest, 'id'>): void;
  subscribe(listener: () => void): () => void;
}

/** Keeps the newest `limit` requests, newest first. */
export function createRequestLog(limit = 200): RequestLog {
  let list: RoutedRequest[] = [];
  let next = 1;
  const listeners = new Set<() => void>();
  return {
    entries: () => list,
    add(entry) {
      list = [{ id: next++, ...entry }, ...list].slice(0, limit);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
