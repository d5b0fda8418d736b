/**
 * What to say when a sign-in fails: the runner's sign-ins (discovery, probes) and the checks share
 * it, so it sits below both.
 */
import type { Exchange } from '../http/exchange';
import type { Run } from './run';

/** Laravel's answer when a request reaches `auth:sanctum` routes without a session started for it. */
const NOT_STATEFUL = /Session store not set on request/i;

/** A hint for a sign-in that failed: what in the backend's settings to look at. */
export function signInHint(run: Run, exchange: Exchange | undefined): string {
  const body = exchange?.response?.bodyText ?? '';
  if (exchange?.response?.status === 500 && NOT_STATEFUL.test(body)) {
    const origin = new URL(run.options.origin);
    return `Laravel did not treat the runner's requests as stateful (500 "Session store not set on request."), so no session was started for them. This is not about the password. Check: (1) bootstrap/app.php calls $middleware->statefulApi() (Laravel 11+; in older apps the api group has EnsureFrontendRequestsAreStateful); (2) SANCTUM_STATEFUL_DOMAINS in .env (config/sanctum.php 'stateful') contains ${origin.host}, the host and port of --origin ${run.options.origin} that the runner sends as Origin and Referer; (3) SESSION_DRIVER is not "array" and SESSION_DOMAIN matches ${new URL(run.options.baseUrl).hostname}`;
  }
  return 'passwords come from CONFORMANCE_PASSWORD / CONFORMANCE_SECOND_PASSWORD';
}
