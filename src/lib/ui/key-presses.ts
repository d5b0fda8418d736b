/**
 * When the person last pressed a key in this page, and work to run just after the frame that
 * shows a key press. Background work that cannot be interrupted once started (a streamed reply's
 * render) goes there while someone types: it then runs in the pause before their next key instead
 * of landing anywhere, where a key press would wait behind it (docs/performance.md).
 */
let lastKeyAt = Number.NEGATIVE_INFINITY;
const afterPaint = new Set<() => void>();
let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(
    'keydown',
    () => {
      lastKeyAt = performance.now();
      if (afterPaint.size === 0) return;
      // A frame callback runs before the frame that shows the key's effect is painted; a task
      // queued from it runs after that paint.
      requestAnimationFrame(() =>
        window.setTimeout(() => {
          const waiting = [...afterPaint];
          afterPaint.clear();
          for (const run of waiting) run();
        }, 0),
      );
    },
    { capture: true, passive: true },
  );
}

/** Whether a key was pressed within the last `ms` milliseconds. */
export function keyPressedWithin(ms: number): boolean {
  listen();
  return performance.now() - lastKeyAt <= ms;
}

/** Runs `run` once, just after the next key press has been painted; returns a cancel. */
export function afterNextKeyPaint(run: () => void): () => void {
  listen();
  const once = () => run();
  afterPaint.add(once);
  return () => void afterPaint.delete(once);
}
