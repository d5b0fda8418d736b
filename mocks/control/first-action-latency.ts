import type { Faults, FaultSettings } from '../laravel/faults';

/** The visitor's first action: a press of a pointer or a key (capture, so nothing can stop it). */
const FIRST_ACTION_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The demo's latency (what a backend across a network adds) starts with the visitor's first
 * action: the calls of the first screen are answered at once, as `npm run mock:server` answers the
 * production build, and every call a click or a key press causes waits as it would on a network.
 * The first screen gained nothing from the wait but a slower start (about 0.3 s at 4x CPU, two
 * calls in a row); the loading states the latency shows belong to what a visitor does.
 *
 * Set on this tab only (not relayed to the other tabs nor stored), and only while nobody chose a
 * latency meanwhile: the developer panel, a test, another tab or the stored faults keep theirs.
 * Returns a function that stops waiting for the first action.
 */
export function latencyFromFirstAction(
  faults: Faults,
  latency: FaultSettings['latency'],
  target: EventTarget = window,
): () => void {
  const untouched = faults.settings;
  const stop = () => {
    for (const type of FIRST_ACTION_EVENTS) target.removeEventListener(type, start, true);
  };
  function start() {
    stop();
    if (faults.settings === untouched) faults.settings = { ...faults.settings, latency };
  }
  for (const type of FIRST_ACTION_EVENTS)
    target.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
