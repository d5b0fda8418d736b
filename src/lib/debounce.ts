/**
 * The one debounce: a call that waits until calls have paused for `ms`, then runs once with the
 * last arguments. `cancel` drops a waiting call (a component going away, a state that no longer
 * wants it); `flush` runs it now. The hook for a debounced value (src/hooks/use-debounced.ts) is
 * built on it.
 */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  /** Runs the waiting call now, if there is one. */
  flush(): void;
}

export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    const args = waiting;
    cancel();
    if (args) run(...args);
  };
  const call = (...args: A) => {
    cancel();
    waiting = args;
    timer = setTimeout(flush, ms);
  };
  return Object.assign(call, { cancel, flush });
}
