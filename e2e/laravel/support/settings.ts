/**
 * Where the Laravel journeys' production build is served, and how the tests learn where the
 * Laravel test bed listens (its ports are free ports picked when it starts, so the global setup
 * hands them over in the environment, which Playwright passes on to its workers).
 */

/**
 * The app's port: `E2E_LARAVEL_APP_PORT`, else the one after the network journeys' five (their base and
 * the four after it, e2e/network/ports.ts), so both suites can run at once.
 */
export const APP_PORT = Number(
  process.env.E2E_LARAVEL_APP_PORT ?? Number(process.env.E2E_NETWORK_PORT ?? 4440) + 5,
);
/** 127.0.0.1 like the test bed's API: one site, two origins, so the session cookie goes along. */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const BUILD_DIR = 'dist-e2e-laravel';

/** Set by the global setup: the Laravel app's base URL, or why there is none. */
export const API_URL_VARIABLE = 'LARAVEL_E2E_API_URL';
export const UNAVAILABLE_VARIABLE = 'LARAVEL_E2E_UNAVAILABLE';
/** Set by the global setup: the served copy of the Laravel app (support/throttles.ts clears its limiters). */
export const APP_DIR_VARIABLE = 'LARAVEL_E2E_APP_DIR';

export function laravelApiUrl(): string {
  const url = process.env[API_URL_VARIABLE];
  if (!url)
    throw new Error(
      `${API_URL_VARIABLE} is not set: run these journeys as the laravel project (npx playwright test --project=laravel)`,
    );
  return url;
}
