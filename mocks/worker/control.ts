/**
 * The mock answers from a service worker, so nothing may reach the network before that worker
 * controls the page: on a static host an escaped `GET /api/profile` gets the host's 404 page.
 * `ensureWorkerControl()` runs before the mock starts and returns only once the page is
 * controlled:
 * - first visit: registers the worker (its scope is the app's base) and waits for it to claim
 *   the page;
 * - hard reload (Shift+Reload loads the page past the service worker, which then controls
 *   nothing until the next load): reloads once, normally; a second uncontrolled load in a row is
 *   reported instead of looping;
 * - a browser without service workers, or refusing them (private windows in some browsers):
 *   throws `WorkerUnavailableError`, whose message the bootstrap shows to the visitor.
 */

export type WorkerProblem = 'unsupported' | 'refused' | 'bypassed' | 'timeout';

export class WorkerUnavailableError extends Error {
  constructor(
    readonly problem: WorkerProblem,
    options?: { cause?: unknown },
  ) {
    super(WORKER_PROBLEMS[problem], options);
    this.name = 'WorkerUnavailableError';
  }
}

const WORKER_PROBLEMS: Record<WorkerProblem, string> = {
  unsupported:
    'This demo runs its sample backend in a service worker, and this browser does not offer service workers here (they need https or localhost).',
  refused:
    'This demo runs its sample backend in a service worker, and this browser refused to start it. Private windows in some browsers do: open the demo in a normal window, or allow this site to use service workers.',
  bypassed:
    'This page keeps loading without its service worker (a setting such as "Bypass for network" in the developer tools does that), so the demo cannot run. Turn that off and reload.',
  timeout: 'The demo’s service worker did not start in time. Reload the page to try again.',
};

/** sessionStorage key: set just before the one reload a hard reload gets, cleared once controlled. */
export const RELOAD_MARKER = 'council-mock:worker-reload';
const CLAIM_TIMEOUT_MS = 15_000;

export interface WorkerControlOptions {
  /** The worker script, e.g. `/council-chat/mockServiceWorker.js`. */
  url: string;
  /** The pages it controls: the app's base, e.g. `/council-chat/`. */
  scope: string;
  /** Overridable for tests. */
  container?: ServiceWorkerContainer | undefined;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  timeoutMs?: number;
  /**
   * Whether a worker was active for the scope before this page registered one (the bootstrap
   * registers it early, src/app/dev/start-mocks.ts). false: the active worker found here is the
   * one this page just installed, which claims the page as it activates, so it is waited for;
   * only a worker active before means a hard reload. Undefined: not known, judged as before.
   */
  workerWasActive?: boolean;
}

export async function ensureWorkerControl(options: WorkerControlOptions): Promise<void> {
  const container =
    'container' in options ? options.container : (globalThis.navigator?.serviceWorker ?? undefined);
  const storage = options.storage ?? sessionStorage;
  const reload = options.reload ?? (() => location.reload());
  if (!container) throw new WorkerUnavailableError('unsupported');

  const scriptUrl = new URL(options.url, location.href).href;
  if (container.controller?.scriptURL === scriptUrl) {
    storage.removeItem(RELOAD_MARKER);
    return;
  }

  let registration: ServiceWorkerRegistration | undefined;
  try {
    // Registering again is cheap when the worker is registered already, and revives a
    // registration the worker itself was unregistering (it does when its last tab closes).
    registration = await container.register(options.url, { scope: options.scope });
  } catch (error) {
    throw new WorkerUnavailableError('refused', { cause: error });
  }
  // Browsers (and automation) that block service workers may resolve with nothing at all.
  if (!registration) throw new WorkerUnavailableError('refused');
  if (container.controller?.scriptURL === scriptUrl) {
    storage.removeItem(RELOAD_MARKER);
    return;
  }

  const activeAlready =
    options.workerWasActive !== false &&
    registration.active?.state === 'activated' &&
    !registration.installing &&
    !registration.waiting;
  if (activeAlready) {
    // An active worker claims pages only when it activates: this load bypassed it (hard reload).
    if (storage.getItem(RELOAD_MARKER) !== null) {
      storage.removeItem(RELOAD_MARKER);
      throw new WorkerUnavailableError('bypassed');
    }
    storage.setItem(RELOAD_MARKER, String(Date.now()));
    reload();
    // The page is going away; nothing after this may run.
    return new Promise<never>(() => undefined);
  }

  // A new worker: it skips waiting and claims the open pages when it activates.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', onChange);
      reject(new WorkerUnavailableError('timeout'));
    }, options.timeoutMs ?? CLAIM_TIMEOUT_MS);
    const onChange = () => {
      if (container.controller?.scriptURL !== scriptUrl) return;
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      resolve();
    };
    container.addEventListener('controllerchange', onChange);
    onChange();
  });
  storage.removeItem(RELOAD_MARKER);
}
