/**
 * The mock backend in the browser (`npm run dev` and the demo build): a mock state with a small
 * realistic latency, restored from what this browser stored, kept in sync with the other tabs,
 * served through msw's service worker, with the developer panel and `window.__councilMock`.
 *
 * The app imports this only behind `import.meta.env.VITE_MOCKS === 'true'`, so a production build
 * contains none of it. The worker comes from msw's Vite plugin (`msw()` in vite.config.ts): it
 * serves `/mockServiceWorker.js` in dev and emits it into the bundle that imports `virtual:msw`.
 */
import './zod-jitless';
import { operations } from '@/generated/operations';
import { API_URL } from '@/lib/http/config';
import { HttpNetworkFrame, NetworkReadyState } from 'msw/experimental';
import { HttpResponse } from 'msw';
import { buildWhenIdle } from './control/build-when-idle';
import { watchState, type ChangeFeed } from './control/changes';
import { connectTabs, listenEarly, type CrossTab } from './control/cross-tab';
import {
  browserStorage,
  persistState,
  restoreState,
  type Persistence,
} from './control/persistence';
import { latencyFromFirstAction } from './control/first-action-latency';
import { resetMocks } from './control/reset';
import { seededAccounts, type SeededAccount } from './control/seeded-accounts';
import { applyScenario, listScenarios } from './control/scenarios';
import { sessionCookieHandler, useSession } from './control/session-cookies';
import { mountDemoStrip, type MockControls, type RealtimeControls } from './dev-panel';
import { createHandlers } from './handlers';
import { SESSION_COOKIE } from './laravel/session';
import { createMockState } from './state';
import type { MockState } from './laravel/mock-state';
import { operationOfCall, warmSchemasOf } from './laravel/warm-schemas';
import { BACKEND_PATH } from './worker/backend-paths';
import { ensureWorkerControl } from './worker/control';
import { ignoreWorkerUpdateFailures } from './worker/update-guard';

/** A small realistic delay, as a backend across the network has (from the visitor's first action on). */
export const BROWSER_LATENCY: [number, number] = [80, 250];
/** Milliseconds between streamed reply tokens: reads like a model typing. */
export const BROWSER_REPLY_PACE_MS = 30;
/** The worker (emitted by msw's Vite plugin next to index.html) and the pages it controls: the app's base. */
const WORKER_SCOPE = import.meta.env.BASE_URL;
const WORKER_URL = `${WORKER_SCOPE}mockServiceWorker.js`;

/** Dispatched on window once `window.__councilMock` is set (src/features/auth/dev/SeededAccountList.tsx listens). */
export const MOCK_READY_EVENT = 'council-mock:ready';

export interface CouncilMockApi extends MockControls {
  /** Writes pending changes to storage now (a reload also does it). */
  flush(): void;
  /** The seeded accounts worth signing in with (the sign-in page offers them). */
  accounts(): SeededAccount[];
}

declare global {
  interface Window {
    /** The mock backend's controls, for Playwright tests and the console (dev and demo builds). */
    __councilMock?: CouncilMockApi;
  }
}

export interface BrowserMockOptions {
  /** A scenario to apply before the app's first call (`?mock-scenario=`, taken off the address by the bootstrap). */
  scenario?: string | null;
  /**
   * The bootstrap's early registration of the worker (src/app/dev/start-mocks.ts): resolves to
   * whether a worker was active before it, or null when it could not tell.
   */
  earlyWorker?: Promise<boolean | null>;
  /**
   * The app's calls held until the mock answers (src/lib/http/backend-gate.ts), those held
   * already first: their schemas are loaded while the mock starts. Returns a function to stop.
   */
  watchHeldCalls?: (listener: (call: { method: string; url: string }) => void) => () => void;
}

let starting: Promise<void> | null = null;

export function startBrowserMocks(options: BrowserMockOptions = {}): Promise<void> {
  starting ??= start(options);
  return starting;
}

async function start(options: BrowserMockOptions): Promise<void> {
  ignoreWorkerUpdateFailures();
  // Before anything else: a hard reload is answered by one normal reload, at once.
  mark('start');
  // The API's root: its origin, plus the app's base when the API is the app's own site.
  const apiOrigin = API_URL;
  // msw's worker integration is fetched while the worker starts and the seed is built, and so
  // are the schemas of the calls the app is already waiting to make.
  const mswModule = import('virtual:msw');
  const stopWarming = options.watchHeldCalls?.(({ method, url }) =>
    warmSchemasOf(operationOfCall(method, url, apiOrigin)),
  );
  const workerWasActive = (await options.earlyWorker) ?? undefined;
  await ensureWorkerControl({ url: WORKER_URL, scope: WORKER_SCOPE, workerWasActive });
  mark('worker');
  const { network } = await mswModule;
  // msw's start (its worker's registration, two round trips to the worker and the worker's write
  // of its client list) is mostly waiting: it runs while the page seeds, with no handler yet. No
  // call reaches it meanwhile: the app's are held until this function returns (the bootstrap's
  // gate), the real-time client connects only once the profile came, and the app's own files
  // pass through as before (onUnhandledFrame answers only the backend's paths).
  const apiRoot = new URL(`${apiOrigin}/`, location.href);
  network.configure({
    handlers: [],
    onUnhandledFrame: ({ frame, defaults }) => {
      if (!(frame instanceof HttpNetworkFrame)) return;
      const { request } = frame.data;
      const url = new URL(request.url);
      if (url.origin !== apiRoot.origin || !url.pathname.startsWith(apiRoot.pathname)) return;
      if (!BACKEND_PATH.test(url.pathname.slice(apiRoot.pathname.length - 1))) return;
      defaults.error();
      // Answer instead of passing through: the dev server would send index.html with a 200.
      throw HttpResponse.json(
        { message: `The mock backend has no handler for ${request.method} ${url.pathname}.` },
        { status: 501 },
      );
    },
    context: { quiet: import.meta.env.MODE === 'demo' },
  });
  const enabled = Promise.resolve(network.enable());
  // Awaited below; a failure meanwhile is not an unhandled rejection.
  enabled.catch(() => undefined);

  // Listen before seeding: what another tab changes meanwhile is applied after the restore.
  const early = listenEarly();
  const state = await createMockState({ replyPaceMs: BROWSER_REPLY_PACE_MS });
  latencyFromFirstAction(state.faults, BROWSER_LATENCY);
  const storage = browserStorage();
  mark('seeded');
  const restored = await restoreState(state, storage);
  mark('restored');
  // Watch only after the restore: the stored overlay is not a new change to store or relay.
  const feed = watchState(state);
  const persistence = persistState(state, feed, restored, { storage });
  early.stop();
  const tabs = connectTabs(feed, {
    channel: early.channel,
    backlog: early.backlog,
    onReset() {
      persistence.stop();
      location.reload();
    },
    // Before the worker runs, msw's jar was just read from storage and is current already.
    onCookies: () => {
      if (network.readyState === NetworkReadyState.ENABLED)
        void useSession(null, apiOrigin).catch(() => undefined);
    },
  });

  // The handlers, now that their state is seeded: msw's way to set them once it runs.
  network.resetHandlers(
    sessionCookieHandler(state, apiOrigin),
    ...createHandlers(state, apiOrigin, { dispatch: true }),
  );
  await enabled;
  stopWarming?.();
  mark('enabled');
  watchSessionCookie(network.events, () => tabs.announceCookies());

  if (options.scenario) await startScenario(state, apiOrigin, options.scenario);

  const controls = createControls({ state, feed, persistence, tabs, apiOrigin });
  window.__councilMock = {
    ...controls,
    flush: () => persistence.flush(),
    accounts: () => seededAccounts(state),
  };
  // The app renders before the mock is up: what reads __councilMock (the sign-in page's seeded
  // accounts) waits for this.
  window.dispatchEvent(new Event(MOCK_READY_EVENT));
  if (restored.outcome.status === 'restored' && restored.outcome.records > 0) {
    console.info(
      `[mock] Restored ${restored.outcome.records} stored change(s) on top of the seed.`,
    );
  }
  mountDemoStrip(controls, { mode: import.meta.env.MODE });
  buildWhenIdle(Object.values(state.db));
}

/** Start-up phases as performance marks (`mock:…`), read by `npm run bench:first-paint`. */
function mark(phase: string): void {
  performance.mark(`mock:${phase}`);
}

/** After a response changed this tab's session cookie (login, logout), the other tabs adopt it. */
function watchSessionCookie(
  events: { on(type: 'response:mocked', listener: () => void): unknown },
  changed: () => void,
) {
  let last = readCookie(SESSION_COOKIE);
  events.on('response:mocked', () => {
    const now = readCookie(SESSION_COOKIE);
    if (now !== last) {
      last = now;
      changed();
    }
  });
}

/** `?mock-scenario=...` (SCENARIO_PARAM of ./control/scenarios): applied before the app's first call is let through. */
async function startScenario(state: MockState, apiOrigin: string, name: string): Promise<void> {
  try {
    const { session } = await applyScenario(state, name, readCookie(SESSION_COOKIE));
    await useSession(session, apiOrigin);
  } catch (error) {
    console.error('[mock]', error instanceof Error ? error.message : error);
  }
}

function createControls(deps: {
  state: MockState;
  feed: ChangeFeed;
  persistence: Persistence;
  tabs: CrossTab;
  apiOrigin: string;
}): MockControls {
  const { state, feed, persistence, tabs, apiOrigin } = deps;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  feed.onFaults(notify);
  // The session cookie is written after the handler that changed the session returns.
  feed.onSessions(() => setTimeout(notify, 50));

  return {
    state,
    faults: state.faults,
    realtime: realtimeControls(state),
    operations,
    defaultLatency: BROWSER_LATENCY,
    scenarios: () => listScenarios(state),
    currentUser() {
      const userId = state.sessions.get(readCookie(SESSION_COOKIE) ?? undefined)?.userId;
      return userId == null ? null : (state.db.users.get(userId)?.email ?? null);
    },
    async scenario(name, options = {}) {
      const { session } = await applyScenario(state, name, readCookie(SESSION_COOKIE));
      await useSession(session, apiOrigin);
      persistence.flush();
      if (options.reload !== false) setTimeout(() => location.reload(), 0);
    },
    reset: () => resetMocks({ state, persistence, tabs }),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function realtimeControls(state: MockState): RealtimeControls | null {
  const faults = state.realtime.broadcaster?.faults;
  if (!faults) return null;
  return {
    dropConnections: () => faults.dropAll(),
    streamPaceMs: () => faults.state.streamPaceMs,
    setStreamPaceMs: (ms) => faults.setStreamPace(ms),
    repliesFail: () => faults.state.replyFailure !== null,
    setRepliesFail: (fail) => faults.failReplies(fail ? {} : null),
  };
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
