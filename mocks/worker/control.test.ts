import { describe, expect, it, vi } from 'vitest';
import { ensureWorkerControl, RELOAD_MARKER, WorkerUnavailableError } from './control';
import { ignoreWorkerUpdateFailures, isWorkerUpdateFailure } from './update-guard';

const URL_ = '/council-chat/mockServiceWorker.js';
const SCOPE = '/council-chat/';
const SCRIPT = new URL(URL_, location.href).href;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A ServiceWorkerContainer double: `register` resolves with `registration`, events on demand. */
function fakeContainer(options: {
  controlled?: boolean;
  registration?: Partial<ServiceWorkerRegistration> | undefined;
  registerError?: Error;
}) {
  const target = new EventTarget();
  const container = {
    controller: options.controlled ? ({ scriptURL: SCRIPT } as ServiceWorker) : null,
    register: vi.fn(async () => {
      if (options.registerError) throw options.registerError;
      return options.registration as ServiceWorkerRegistration;
    }),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    claim() {
      container.controller = { scriptURL: SCRIPT } as ServiceWorker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
  return container;
}
const asContainer = (fake: ReturnType<typeof fakeContainer>) =>
  fake as unknown as ServiceWorkerContainer;
const activeRegistration = {
  active: { state: 'activated' } as ServiceWorker,
  installing: null,
  waiting: null,
};
const installingRegistration = {
  active: null,
  installing: { state: 'installing' } as ServiceWorker,
  waiting: null,
};

describe('ensureWorkerControl', () => {
  it('returns at once when the worker controls the page, and forgets an earlier reload', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_MARKER, '1');
    const fake = fakeContainer({ controlled: true });
    await ensureWorkerControl({ url: URL_, scope: SCOPE, container: asContainer(fake), storage });
    expect(fake.register).not.toHaveBeenCalled();
    expect(storage.getItem(RELOAD_MARKER)).toBeNull();
  });

  it('registers the worker for the base and waits until it claims the page (first visit)', async () => {
    const fake = fakeContainer({ registration: installingRegistration });
    let done = false;
    const started = ensureWorkerControl({
      url: URL_,
      scope: SCOPE,
      container: asContainer(fake),
      storage: memoryStorage(),
    }).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.register).toHaveBeenCalledWith(URL_, { scope: SCOPE });
    expect(done).toBe(false);
    fake.claim();
    await started;
    expect(done).toBe(true);
  });

  it('waits for the claim of a worker this page registered early, even once it is active (not a hard reload)', async () => {
    const reload = vi.fn();
    const fake = fakeContainer({ registration: activeRegistration });
    let done = false;
    const started = ensureWorkerControl({
      url: URL_,
      scope: SCOPE,
      container: asContainer(fake),
      storage: memoryStorage(),
      reload,
      workerWasActive: false,
    }).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    fake.claim();
    await started;
    expect(done).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once after a hard reload (an active worker that does not control the page), then reports a second one', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const fake = fakeContainer({ registration: activeRegistration });
    void ensureWorkerControl({
      url: URL_,
      scope: SCOPE,
      container: asContainer(fake),
      storage,
      reload,
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(RELOAD_MARKER)).not.toBeNull();

    // The reload came back uncontrolled again (the developer tools bypass the worker): say so.
    const again = ensureWorkerControl({
      url: URL_,
      scope: SCOPE,
      container: asContainer(fake),
      storage,
      reload,
    });
    await expect(again).rejects.toMatchObject({
      name: 'WorkerUnavailableError',
      problem: 'bypassed',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOAD_MARKER)).toBeNull();
  });

  it('explains a browser without service workers, one that refuses them, and one that never claims the page', async () => {
    const storage = memoryStorage();
    await expect(
      ensureWorkerControl({ url: URL_, scope: SCOPE, container: undefined, storage }),
    ).rejects.toMatchObject({
      problem: 'unsupported',
    });
    const refused = fakeContainer({
      registerError: new DOMException('The operation is insecure.', 'SecurityError'),
    });
    const error = await ensureWorkerControl({
      url: URL_,
      scope: SCOPE,
      container: asContainer(refused),
      storage,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerUnavailableError);
    expect((error as WorkerUnavailableError).message).toMatch(
      /refused to start it\. Private windows/,
    );
    const blocked = fakeContainer({ registration: undefined });
    await expect(
      ensureWorkerControl({ url: URL_, scope: SCOPE, container: asContainer(blocked), storage }),
    ).rejects.toMatchObject({
      problem: 'refused',
    });
    const stuck = fakeContainer({ registration: installingRegistration });
    await expect(
      ensureWorkerControl({
        url: URL_,
        scope: SCOPE,
        container: asContainer(stuck),
        storage,
        timeoutMs: 20,
      }),
    ).rejects.toMatchObject({ problem: 'timeout' });
  });
});

describe('ignoreWorkerUpdateFailures (issue 16, point 10)', () => {
  const updateFailure = new DOMException(
    "Failed to update a ServiceWorker for scope ('http://127.0.0.1/') with script ('http://127.0.0.1/mockServiceWorker.js'): Not found.",
    'NotFoundError',
  );

  it('recognises only the rejected background update of the worker', () => {
    expect(isWorkerUpdateFailure(updateFailure)).toBe(true);
    expect(isWorkerUpdateFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isWorkerUpdateFailure('Failed to update a ServiceWorker')).toBe(false);
  });

  it('keeps that rejection from surfacing as an uncaught error, and lets every other one through', () => {
    const target = new EventTarget();
    ignoreWorkerUpdateFailures(target as unknown as Window);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true });
      Object.assign(event, { reason });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(rejection(updateFailure)).toBe(true);
    expect(rejection(new Error('Something else broke'))).toBe(false);
  });
});
