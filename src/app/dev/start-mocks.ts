/**
 * The dev/demo bootstrap: with VITE_MOCKS=true (set at build time by .env.development and
 * .env.demo) the in-browser mock backend starts before the app renders; with VITE_MOCKS=partial
 * (mixed mode) it answers only VITE_MOCK_OPERATIONS and the backend the rest. In any other build the
 * condition is false at compile time, so the import below and all mock code are left out.
 *
 * Resolves to false when the mock cannot run (no service worker in this browser): the visitor
 * then reads why in place of the app, instead of a blank page or a wall of failed requests.
 */
export async function startMocks(): Promise<boolean> {
  if (import.meta.env.VITE_MOCKS === 'true') {
    try {
      const { startBrowserMocks } = await import('../../../mocks/browser');
      await startBrowserMocks();
    } catch (error) {
      console.error('[mock] The in-browser mock backend did not start.', error);
      showMockFailure(error instanceof Error ? error.message : String(error));
      return false;
    }
  } else if (import.meta.env.VITE_MOCKS === 'partial') {
    // Mixed mode: a separate, small layer over the same handlers (mocks/partial).
    try {
      const { startPartialMocks } = await import('../../../mocks/partial/browser');
      await startPartialMocks();
    } catch (error) {
      console.error('[mock] The in-browser mock backend did not start.', error);
      showMockFailure(error instanceof Error ? error.message : String(error));
      return false;
    }
  }
  return true;
}

function showMockFailure(message: string): void {
  const root = document.getElementById('root') ?? document.body;
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.setAttribute('data-testid', 'mock-unavailable');
  box.style.cssText =
    'max-width:36rem;margin:15vh auto;padding:0 1.5rem;font:16px/1.5 system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = 'The demo cannot start in this browser';
  title.style.fontSize = '1.4rem';
  const text = document.createElement('p');
  text.textContent = message;
  box.append(title, text);
  root.replaceChildren(box);
}
