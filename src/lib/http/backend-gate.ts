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

/** Holds every API call until `ready` settles. */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  const held = ready.then(
    () => undefined,
    () => undefined,
  );
  gate = held;
  void held.then(() => {
    if (gate === held) gate = null;
  });
}

/** Resolves when API calls may be sent: at once (null) when nothing holds them. */
export function backendReady(): Promise<void> | null {
  return gate;
}
