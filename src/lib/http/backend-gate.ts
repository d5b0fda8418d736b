/**
 * Requests wait here until the backend can answer them. In a production build nothing is ever
 * held: the real backend is always there. The dev/demo bootstrap (src/app/dev/start-mocks.ts)
 * starts the app at once, so its frame paints while the in-browser mock boots, and holds the API
 * calls until the mock's service worker intercepts them; sent earlier, they would reach the
 * static host instead.
 *
 * A gate that fails (the mock could not start) lets the calls go: they then fail as the network
 * would, and the bootstrap says why in place of the app.
 */
let gate: Promise<void> | null = null;

/** A call waiting at the gate: its method and address (as the client sends it). */
export interface HeldCall {
  method: string;
  url: string;
}
type HeldCallListener = (call: HeldCall) => void;
/** The calls held by the current gate, for a backend that prepares for them while it starts. */
let held: HeldCall[] = [];
const listeners = new Set<HeldCallListener>();

/** Holds every API call until `ready` settles. */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  const opened = ready.then(
    () => undefined,
    () => undefined,
  );
  gate = opened;
  held = [];
  void opened.then(() => {
    if (gate !== opened) return;
    gate = null;
    held = [];
  });
}

/**
 * Resolves when API calls may be sent: at once (null) when nothing holds them. A call that names
 * itself is told to those watching the held calls.
 */
export function backendReady(call?: HeldCall): Promise<void> | null {
  if (gate && call) {
    held.push(call);
    listeners.forEach((listener) => listener(call));
  }
  return gate;
}

/**
 * Hears of every call held at the gate, those held already first, until the returned function is
 * called: the in-browser mock loads what those calls will need while it starts (mocks/browser.ts).
 */
export function watchHeldCalls(listener: HeldCallListener): () => void {
  held.forEach((call) => listener(call));
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
