import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../test';

/**
 * The script files a page requests from now on, as the browser's network sees them (the page's
 * own performance entries are not there to read: the suite's clock fakes `performance`).
 */
function watchScripts(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) paths.push(path);
  });
  return () => [...paths];
}

const strip = (page: Page) => page.getByRole('region', { name: 'Demo' });

async function appReady(page: Page): Promise<void> {
  // The frame paints before the in-browser mock is up (issue 23): wait for both.
  await page.waitForFunction(
    () => document.querySelector('#root')?.childElementCount !== 0 && '__councilMock' in window,
  );
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
}

test.describe('the demo strip', () => {
  test('says it is a demo, sits above the app without covering it, and loads the panel only when opened', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/');
    await appReady(page);
    await expect(strip(page)).toContainText('Demo on sample data');

    // Above the app, in the page's flow: nothing of the app is under it.
    const stripBox = await page.getByTestId('demo-strip').boundingBox();
    const rootBox = await page.locator('#root').boundingBox();
    expect(stripBox && rootBox).toBeTruthy();
    expect(rootBox!.y).toBeGreaterThanOrEqual(stripBox!.y + stripBox!.height);

    // The landing page has loaded none of the panel's code.
    expect(scripts().filter((path) => /\/panel-[\w-]+\.js$/.test(path))).toEqual([]);
    const toggle = strip(page).getByRole('button', { name: 'Mock API panel' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Mock backend' })).toBeVisible();
    expect(scripts().some((path) => /\/panel-[\w-]+\.js$/.test(path))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the app is drawn below the strip from its first paint, and does not drop when the mock comes up', async ({
    page,
  }) => {
    // Where the app stands after every change to the page, from its first element on, and whether
    // the mock was up then (a MutationObserver: the suite's clock fakes animation frames).
    await page.addInitScript(() => {
      const seen: { top: number; mock: boolean }[] = [];
      (window as unknown as { __appTops: typeof seen }).__appTops = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root?.childElementCount) return;
        seen.push({ top: root.getBoundingClientRect().top, mock: '__councilMock' in window });
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    // The mock's code is held until the app has drawn its frame: the strip comes after the app.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#root')?.childElementCount !== 0);
    release();
    await appReady(page);
    await expect(strip(page)).toContainText('Demo on sample data');
    const stripBox = (await page.getByTestId('demo-strip').boundingBox())!;
    const tops = await page.evaluate(
      () => (window as unknown as { __appTops: { top: number; mock: boolean }[] }).__appTops,
    );
    expect(tops.some((seen) => !seen.mock)).toBe(true);
    expect([...new Set(tops.map((seen) => seen.top))]).toEqual([stripBox.y + stripBox.height]);
  });

  test('the chat and its sidebar stay fully visible under the strip, and reset asks before it resets', async ({
    page,
  }) => {
    await page.goto('/chat?mock-scenario=as:demo@example.com');
    await expect(page).toHaveURL(/\/chat$/);
    const sidebar = page.getByRole('complementary', { name: 'Chats and agents' });
    await expect(sidebar).toBeVisible();
    // Measured once the navigation's lists are in: the councils list is the longest part of it.
    await expect(page.getByTestId('council-list')).toBeVisible();
    const stripBox = (await page.getByTestId('demo-strip').boundingBox())!;
    const sidebarBox = (await sidebar.boundingBox())!;
    expect(sidebarBox.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height);
    // The chat fills the window below the strip, no further.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const reset = strip(page).getByRole('button', { name: 'Reset demo data' });
    await reset.click();
    await expect(strip(page).getByRole('button', { name: 'Click again to reset' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await strip(page).getByRole('button', { name: 'Click again to reset' }).click();
    await reloaded;
    await appReady(page);
    await expect(strip(page)).toContainText('Demo on sample data');
  });

  test('the strip and the sample accounts pass axe-core in light and dark, the reset confirmation included', async ({
    page,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/auth/Login');
      await expect(page.getByRole('region', { name: 'Sample accounts' })).toBeVisible();
      await strip(page).getByRole('button', { name: 'Reset demo data' }).click();
      await expect(strip(page).getByRole('button', { name: 'Click again to reset' })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('#council-mock-strip')
        .include('.seeded-accounts')
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map(
          (v) => `${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });

  test('the sign-in page offers the seeded accounts, and one click signs in', async ({ page }) => {
    await page.goto('/auth/Login');
    const accounts = page.getByRole('region', { name: 'Sample accounts' });
    await expect(accounts).toContainText('demo@example.com');
    await expect(accounts).toContainText('member@example.com');
    await accounts.getByRole('button', { name: 'Sign in as Mia Member' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('button', { name: /Account menu: Mia Member/ })).toBeVisible();
  });

  test('a page opened while the worker is unregistering itself still runs on the mock, with no uncaught error (issue 16, point 10)', async ({
    context,
  }) => {
    // The worker unregisters itself when its last tab goes; a tab loading meanwhile used to find
    // a registration on its way out ("Failed to update a ServiceWorker … Not found") or none.
    const first = await context.newPage();
    await first.goto('/help');
    await appReady(first);
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.unregister();
    });
    const second = await context.newPage();
    const errors: string[] = [];
    const escaped: string[] = [];
    second.on('pageerror', (error) => errors.push(error.message));
    second.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && !response.fromServiceWorker())
        escaped.push(response.url());
    });
    await second.goto('/Agents?mock-scenario=as:demo@example.com');
    await appReady(second);
    await expect(second.getByRole('button', { name: /Account menu: Demo Admin/ })).toBeVisible();
    expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await first.close();
    await second.goto('/help');
    await appReady(second);
    expect(escaped).toEqual([]);
    expect(errors).toEqual([]);
  });
});
