/**
 * Mixed mode (`VITE_MOCKS=partial`): the app talks to the real backend at VITE_API_URL, and the
 * in-browser mock answers only the operations in VITE_MOCK_OPERATIONS (an operationId list, or
 * the failed and unexercised operations of a conformance report, resolved at build time by
 * scripts/vite-mock-operations.ts). A small layer over the ordinary mock: the same state, seed
 * and handlers, one routing handler in front (./router.ts), no persistence, scenarios or
 * fake Reverb — the live connection is the backend's.
 *
 * The mock answers as the seeded user whose email the backend's signed-in user has (the seed's
 * demo@example.com until the backend says who signed in, or when no seeded user matches).
 */
import '../zod-jitless';
import { operations } from '@/generated/operations';
import { API_URL } from '@/lib/http/config';
import { BROWSER_LATENCY, BROWSER_REPLY_PACE_MS } from '../browser';
import { mountDemoStrip, type MockControls } from '../dev-panel';
import { createHttpHandlers } from '../handlers';
import type { Session } from '../laravel/session';
import { createMockState } from '../state';
import type { MockState } from '../laravel/mock-state';
import { ensureWorkerControl } from '../worker/control';
import { ignoreWorkerUpdateFailures } from '../worker/update-guard';
import { createRequestLog } from './request-log';
import { partialRouter } from './router';

const WORKER_SCOPE = import.meta.env.BASE_URL;
const WORKER_URL = `${WORKER_SCOPE}mockServiceWorker.js`;
const DEFAULT_EMAIL = 'demo@example.com';
/** Operations whose answer names the signed-in user. */
const SIGNED_IN_USER = new Set(['getProfile', 'login']);

export async function startPartialMocks(): Promise<void> {
  ignoreWorkerUpdateFailures();
  await ensureWorkerControl({ url: WORKER_URL, scope: WORKER_SCOPE });
  const mocked = new Set((import.meta.env.VITE_MOCK_OPERATIONS ?? '').split(',').filter(Boolean));

  let session: Session | null = null;
  const state = await createMockState({
    faults: { latency: BROWSER_LATENCY },
    replyPaceMs: BROWSER_REPLY_PACE_MS,
    fixedSession: () => (session ??= sessionFor(state, DEFAULT_EMAIL)),
  });
  const apiRoot = new URL(`${API_URL}/`, location.href).href;
  const log = createRequestLog();
  // Behind the dispatcher, as in the whole mock: msw reads the cookies for every handler it tries.
  const handlers = createHttpHandlers(state, new URL(apiRoot).origin, { dispatch: true });

  const { network } = await import('virtual:msw');
  network.configure({
    handlers: [
      partialRouter({
        apiRoot,
        mocked,
        mockHandlers: handlers,
        xsrfToken: () => state.options.fixedSession!().xsrfToken,
        log,
        onBackendAnswer(operationId, response) {
          if (!operationId || !SIGNED_IN_USER.has(operationId) || !response.ok) return;
          void response
            .json()
            .then((body: { data?: { email?: unknown } }) => {
              if (typeof body.data?.email === 'string')
                session = sessionFor(state, body.data.email);
            })
            .catch(() => undefined);
        },
      }),
    ],
    // Assets, the backend's WebSocket and anything off the API go to the network untouched.
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
  await network.enable();

  const listeners = new Set<() => void>();
  const controls: MockControls = {
    state,
    faults: state.faults,
    realtime: null,
    operations: operations.filter((op) => mocked.has(op.operationId)),
    defaultLatency: BROWSER_LATENCY,
    scenarios: () => [],
    currentUser: () =>
      state.db.users.get(state.options.fixedSession!().userId ?? -1)?.email ?? null,
    scenario: () => Promise.reject(new Error('Scenarios need the whole mock (VITE_MOCKS=true).')),
    async reset() {
      await state.reset();
      session = null;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    routing: { backend: apiRoot, mocked: [...mocked], log },
  };
  mountDemoStrip(controls, {
    mode: import.meta.env.MODE,
    title: `Partly mocked: ${mocked.size} operation${mocked.size === 1 ? '' : 's'} from the mock`,
    note: `The rest from ${apiRoot}`,
  });
}

/** A signed-in mock session for the seeded user with this email (the default user when none has it). */
function sessionFor(state: MockState, email: string): Session {
  const wanted = email.toLowerCase();
  const user =
    state.db.users.find((u) => u.email.toLowerCase() === wanted) ??
    state.db.users.find((u) => u.email === DEFAULT_EMAIL);
  return state.sessions.create(user?.id ?? null);
}
