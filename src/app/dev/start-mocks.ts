import { holdRequestsUntil, watchHeldCalls } from '@/lib/http/backend-gate';
import { forgetKeptScreen } from '@/lib/session/kept-screen';
import { releaseStripPlace, reserveStripPlace } from '../../../mocks/dev-panel/strip-place';

/** `?mock-scenario=…` (mocks/control/scenarios.ts): taken from the address before the router reads it. */
const SCENARIO_PARAM = 'mock-scenario';

export interface MockFailure {
  /** Says, in place of the app, why the demo cannot run. */
  show(container: HTMLElement): void;
}

/**
 * The dev/demo bootstrap: with VITE_MOCKS=true (set at build time by .env.development and
 * .env.demo) the in-browser mock backend starts beside the app: the app renders its frame at once
 * and its API calls wait (src/lib/http/backend-gate.ts) until the mock answers. With
 * VITE_MOCKS=partial (mixed mode) it answers only VITE_MOCK_OPERATIONS and the backend the rest. In
 * any other build the conditions are false at compile time, so the imports below and all mock code
 * are left out.
 *
 * Resolves to a failure when the mock cannot run (no service worker in this browser): the visitor
 * then reads why in place of the app, instead of a blank page or a wall of failed requests.
 *
 * `after`: the mock's code waits for it before it loads and runs. The app resolves it once it drew
 * the screen this tab kept (src/lib/session/kept-screen.ts), or at once when it kept none: a real
 * backend costs the page's thread nothing, and the mock, which shares that thread, should not hold
 * back a screen that needs no answer to be drawn.
 */
export function startMocks(after: Promise<void> = Promise.resolve()): Promise<MockFailure | null> {
  let started: Promise<unknown>;
  if (import.meta.env.VITE_MOCKS === 'true') {
    const scenario = takeScenarioFromUrl();
    // The app starts without the screen this tab kept (src/lib/session/kept-screen.ts) when a
    // scenario changes the backend under it (its data, who is signed in), and when no service
    // worker controls the page (a hard reload, or the worker unregistered itself as its last page
    // closed): the mock's start then reloads the page once, and a screen drawn before that reload
    // would flash and be gone while the visitor began to use it.
    if (scenario !== null || !navigator.serviceWorker?.controller) forgetKeptScreen();
    const earlyWorker = registerWorkerEarly();
    started = after
      .then(() => import('../../../mocks/browser'))
      .then(({ startBrowserMocks }) =>
        startBrowserMocks({ scenario, earlyWorker, watchHeldCalls }),
      );
  } else if (import.meta.env.VITE_MOCKS === 'partial') {
    // Mixed mode: a separate, small layer over the same handlers (mocks/partial).
    started = import('../../../mocks/partial/browser').then(({ startPartialMocks }) =>
      startPartialMocks(),
    );
  } else {
    return Promise.resolve(null);
  }
  // The strip comes with the mock, after the app's first paint: its place is kept from now on, so
  // the app does not drop by its height when it comes.
  reserveStripPlace();
  holdRequestsUntil(started);
  return started.then(
    () => {
      forgetPendingScenario();
      return null;
    },
    (error: unknown) => {
      forgetPendingScenario();
      releaseStripPlace();
      console.error('[mock] The in-browser mock backend did not start.', error);
      const message = error instanceof Error ? error.message : String(error);
      return { show: (container: HTMLElement) => showMockFailure(container, message) };
    },
  );
}

/**
 * Registers the mock's service worker at once, while the mock's code downloads and runs: on a
 * first visit the worker installs, activates and claims the page meanwhile, instead of after the
 * mock's code (about 0.2 to 0.3 s at 4x CPU). Resolves to whether the active worker was already
 * there, rather than one this registration installs (mocks/worker/control.ts tells a hard reload
 * by it), or null when unknown;
 * every failure is left to the mock's own registration, which explains it to the visitor.
 */
function registerWorkerEarly(): Promise<boolean | null> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return Promise.resolve(null);
  const scope = import.meta.env.BASE_URL;
  if (container.controller) return Promise.resolve(true);
  return container
    .register(`${scope}mockServiceWorker.js`, { scope })
    .then((registration) => {
      // Nothing installing: the active worker was there before this page (a hard reload, or a
      // registration revived on its way out), and it claims no page until it activates again.
      const installing = registration.installing !== null || registration.waiting !== null;
      return registration.active !== null && !installing;
    })
    .catch(() => null);
}

/**
 * Kept for this tab until the mock applied it: the mock's start may reload the page once (taking
 * control of a hard-reloaded page, mocks/worker/control.ts), after the address lost the parameter.
 */
const PENDING_SCENARIO_KEY = 'council-mock:pending-scenario';

/** The scenario to apply before the first call, removed from the address so a reload keeps the data. */
function takeScenarioFromUrl(): string | null {
  const url = new URL(location.href);
  const name = url.searchParams.get(SCENARIO_PARAM);
  if (name === null) return readPendingScenario();
  url.searchParams.delete(SCENARIO_PARAM);
  history.replaceState(history.state, '', url);
  try {
    sessionStorage.setItem(PENDING_SCENARIO_KEY, name);
  } catch {
    // No session storage (a locked-down browser): the scenario still applies unless the page reloads.
  }
  return name;
}

function readPendingScenario(): string | null {
  try {
    return sessionStorage.getItem(PENDING_SCENARIO_KEY);
  } catch {
    return null;
  }
}

function forgetPendingScenario(): void {
  try {
    sessionStorage.removeItem(PENDING_SCENARIO_KEY);
  } catch {
    // Nothing was stored.
  }
}

function showMockFailure(root: HTMLElement, message: string): void {
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
