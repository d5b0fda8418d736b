/**
 * msw starts a background `registration.update()` on every start and does not wait for it. When
 * the worker has just unregistered itself (it does when its last controlled tab closes, e.g. a tab
 * closed or left before the worker had claimed it), that update rejects with "Failed to update a
 * ServiceWorker … Not found" as an uncaught error, though nothing is wrong: `ensureWorkerControl`
 * registers the worker again and this page stays controlled. Only that rejection is silenced.
 */
export const WORKER_UPDATE_FAILURE = /^Failed to update a ServiceWorker\b/;

export function isWorkerUpdateFailure(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    'message' in reason &&
    typeof reason.message === 'string' &&
    WORKER_UPDATE_FAILURE.test(reason.message)
  );
}

export function ignoreWorkerUpdateFailures(
  target: Pick<Window, 'addEventListener'> = window,
): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isWorkerUpdateFailure(event.reason)) event.preventDefault();
  });
}
