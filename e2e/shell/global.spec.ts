import { expect, test } from '../test';
import { documentIsMarked, markDocument, open } from './helpers';
import { lastReloadAt } from '../clock';
import { BUILD_RELOAD_MARKER } from '../../src/lib/build/reload-guard';
import { INITIAL_BUILD_CHECK_DELAY_MS } from '../../src/lib/constants/timings';

test.describe('global behaviours', () => {
  test('a newer build reloads the app on the next navigation, once per 10 s', async ({
    page,
    context,
  }) => {
    let served = 0;
    await context.route('**/build.json', async (route) => {
      served += 1;
      await route.fulfill({
        json: { build_id: 'a-newer-build', built_at: new Date().toISOString() },
        headers: { 'cache-control': 'no-store' },
      });
    });
    await open(page, '/');
    // The build is checked 1 s after start: run on the page's clock at once.
    await page.clock.runFor(INITIAL_BUILD_CHECK_DELAY_MS);
    await expect.poll(() => served).toBeGreaterThan(0);
    await markDocument(page);
    await page.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect.poll(() => documentIsMarked(page)).toBe(false); // the navigation reloaded the page

    // The reloaded page still sees a different build; within 10 s it does not reload again: the
    // next navigation happens a second after the reload on the page's clock, however long the
    // steps between take.
    await page.clock.runFor(INITIAL_BUILD_CHECK_DELAY_MS);
    await expect.poll(() => served).toBeGreaterThan(1);
    await markDocument(page);
    await page.clock.setSystemTime((await lastReloadAt(page, BUILD_RELOAD_MARKER)) + 1_000);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/auth\/Login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('the same build never reloads', async ({ page }) => {
    await open(page, '/');
    // Past the build check 1 s after start (run on the page's clock at once).
    await page.clock.runFor(INITIAL_BUILD_CHECK_DELAY_MS + 500);
    await markDocument(page);
    await page.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('hovering a navigation link prefetches its chunk and first data after ~100 ms', async ({
    page,
  }) => {
    await open(page, '/auth/Login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/chat$/);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /App store/ })
      .hover();
    await expect
      .poll(() => requested.some((path) => /\/assets\/AppStorePage-[\w-]+\.js$/.test(path)))
      .toBe(true);
    await expect.poll(() => requested.includes('/api/agents')).toBe(true);
    // Still on the chat page: only a prefetch happened.
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('a chunk that fails to load reloads the page once', async ({ page, context }) => {
    // Documents are counted when their request starts: the app renders at once (frame first), so the
    // page's chunks are asked for before its load event.
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    let failed = 0;
    await context.route(/\/assets\/TermsPage-[\w-]+\.js$/, async (route) => {
      // The chunk is missing for the first document (a deployment replaced it), then back.
      if (documents <= 1) {
        failed += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await open(page, '/');
    await markDocument(page);
    await page.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    expect(await documentIsMarked(page)).toBe(false);
  });

  test('a chunk that keeps failing shows the error page instead of reloading again', async ({
    page,
    context,
  }) => {
    await context.route(/\/assets\/TermsPage-[\w-]+\.js$/, (route) => route.abort('failed'));
    await open(page, '/');
    await page.getByRole('link', { name: 'Terms', exact: true }).click();
    // One reload, then the error stays on screen.
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toContainText(
      /dynamically imported module|Importing a module/,
    );
  });
});
