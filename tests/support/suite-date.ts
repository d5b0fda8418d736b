/**
 * Puts this process's `Date` at `now`, with time flowing on from there at the real pace:
 * `Date.now()` and `new Date()` are the real clock plus a fixed offset, so durations measured with
 * Date stay exact (vitest's fake Date advances in steps from an interval, which a loaded machine
 * delays: a 150 ms timeout then measured 120 ms). Everything else of Date is the real one, and
 * dates made before or by libraries that kept the real class are still `instanceof Date`.
 * A test's own fake timers replace this while they are installed, and restore it after.
 */
export function installSuiteDate(now: Date): void {
  const RealDate = Date;
  const offset = now.getTime() - RealDate.now();
  const current = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [current()] : args, newTarget);
    },
    // Date() called without new: the current date and time as text.
    apply() {
      return new RealDate(current()).toString();
    },
    get(target, property, receiver) {
      if (property === 'now') return current;
      return Reflect.get(target, property, receiver);
    },
  });
}
