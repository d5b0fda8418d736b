/**
 * The dev/demo bootstrap: with VITE_MOCKS=true (set at build time by .env.development and
 * .env.demo) the in-browser mock backend starts before the app renders. In any other build the
 * condition is false at compile time, so the import below and all mock code are left out.
 */
export async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { startBrowserMocks } = await import('../../../mocks/browser');
    await startBrowserMocks();
  }
}
