/**
 * A cold `npm run dev` against a real backend (here `npm run mock:server`, mocks off in the app):
 * the dev server finds every dependency before the first page asks for one, so it never reloads
 * the page under the user (before the fix its scan failed on `virtual:msw`, and the first dialog
 * closed under "optimized dependencies changed. reloading"). And the `net::ERR_ABORTED` calls
 * right after sign-in are React's StrictMode at work in development (each effect is run, cleaned
 * up and run again, so react-query cancels the first fetch and makes it again): each is a GET
 * that is asked again and answered.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP_WALK_PATHS } from '../../a11y/routes';
import { E2E_EXPECT_MS } from '../../../tests/support/test-waits';
import { API_URL, DEV_PORT, DEV_URL, REVERB_APP_KEY } from '../ports';
import { startColdDevServer, type ColdDevServer } from '../support/cold-dev-server';
import { folders, resetBackend, sidebar, signIn } from '../support/journey';

/** What Vite logs when a dependency was found late, and when it reloads the page for it. */
const LATE_DISCOVERY =
  /Failed to run dependency scan|optimized dependencies changed|reloading|dependenc(y|ies) optimized:|consider adding/;

// The dev server this journey starts itself (below).
test.use({ baseURL: DEV_URL });

let dev: ColdDevServer;

test.beforeAll(async () => {
  dev = await startColdDevServer({
    port: DEV_PORT,
    env: {
      VITE_MOCKS: 'false',
      VITE_API_URL: API_URL,
      VITE_REVERB_APP_KEY: REVERB_APP_KEY,
      VITE_REVERB_HOST: '127.0.0.1',
      VITE_REVERB_PORT: new URL(API_URL).port,
      VITE_REVERB_SCHEME: 'http',
    },
  });
});

test.afterAll(async () => {
  await dev?.close();
});

/** Resolves once the page shows its level-one heading and no list is loading. */
async function pageShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      document.querySelector(
        '.splash, [data-app-frame="pending"], .query-loading, .skeleton-grid',
      ) === null,
  );
}

test('a cold dev server finds every dependency up front: no reload under the user, dialogs stay open', async ({
  page,
}) => {
  // The first request of each page waits for the dependencies to be bundled from nothing.
  test.setTimeout(240_000);
  await resetBackend();
  let documentsLoaded = 0;
  let pageLoadsAsked = 0;
  page.on('load', () => documentsLoaded++);
  const apiCalls: { method: string; url: string; outcome: string }[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(`${API_URL}/api/`)) return;
    // The page may close before an answer is read: that call no longer matters then.
    request.response().then(
      (response) =>
        apiCalls.push({
          method: request.method(),
          url: request.url(),
          outcome: String(response?.status()),
        }),
      () => undefined,
    );
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(`${API_URL}/api/`))
      apiCalls.push({
        method: request.method(),
        url: request.url(),
        outcome: request.failure()?.errorText ?? 'failed',
      });
  });

  pageLoadsAsked++; // signIn opens the sign-in page; the rest of it happens inside the app
  await signIn(page);
  await expect(folders(page).getByRole('button').first()).toBeVisible();
  // Found late, a dependency is bundled and the page reloaded a moment later: say so at once.
  expect(dev.lateDependencies, 'dependencies the scan missed').toEqual([]);
  // The aborted calls of the first screen after sign-in: GETs only, each asked again and answered.
  const unanswered = () =>
    apiCalls
      .filter((call) => call.outcome === 'net::ERR_ABORTED')
      .filter((call) => {
        const later = apiCalls.slice(apiCalls.indexOf(call) + 1);
        return (
          call.method !== 'GET' ||
          !later.some((other) => other.url === call.url && other.outcome === '200')
        );
      })
      .map((call) => `${call.method} ${call.url}`);
  await expect.poll(unanswered).toEqual([]);

  // The first dialog: before the fix, the dependencies it needed were found now and the page reloaded.
  await sidebar(page).getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  expect(dev.lateDependencies, 'dependencies the scan missed').toEqual([]);
  await dialog.getByLabel('Name').fill('Still here', { timeout: E2E_EXPECT_MS });
  await expect(dialog.getByLabel('Name')).toHaveValue('Still here');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /Demo Admin/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');

  // Every page of the signed-in app, each loading its own code on demand.
  for (const path of APP_WALK_PATHS) {
    pageLoadsAsked++;
    await page.goto(path);
    await pageShown(page);
  }

  expect(dev.lateDependencies, 'dependencies the scan missed').toEqual([]);
  expect(dev.logs.filter((line) => LATE_DISCOVERY.test(line))).toEqual([]);
  expect(dev.reloadsSent).toBe(0);
  expect(documentsLoaded).toBe(pageLoadsAsked);
});
