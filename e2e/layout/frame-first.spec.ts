/**
 * Frame first (issue 23): on a full load the header, the navigation and the page's skeleton
 * stand before the session and the page's data are known, never a full-window "Loading…", and a
 * signed-out visitor of an app page reaches the sign-in form without a blank window.
 */
import { expect, test } from '../test';
import { DEMO, open } from '../shell/helpers';
import { DESKTOP, PHONE, readFirstLoad, WATCH_FIRST_LOAD } from './helpers';

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const [path, heading] of [
      ['/Settings', 'Settings'],
      ['/chat', 'New chat'],
      ['/Users', 'Users'],
    ] as const) {
      test(`a signed-in full load of ${path} paints the frame before the data, with no full-window loading`, async ({
        page,
      }) => {
        await open(page, `/chat?mock-scenario=as:${DEMO.email}`);
        await expect(page.getByTestId('signed-in-user')).toBeAttached();
        await page.addInitScript(WATCH_FIRST_LOAD);
        await page.goto(path);
        await expect(page.getByTestId('signed-in-user')).toBeAttached();
        const seen = await readFirstLoad(page);
        expect(seen.splash, 'a full-window "Loading…" was shown').toBe(false);
        expect(seen.blankAfterPaint, 'the window went blank after the first paint').toBe(false);
        // The first thing painted is a layout's frame, and the header stood before the session's data.
        expect(seen.firstChild).toMatch(/app-shell/);
        expect(seen.frameAt).not.toBeNull();
        expect(seen.frameAt!).toBeLessThan(seen.dataAt!);
        // The frame is the real one in the end: navigation and the page's heading.
        await expect(page.locator('nav#app-nav')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }

    test('a signed-out visitor of an app page reaches the sign-in form without a blank window', async ({
      page,
    }) => {
      await page.addInitScript(WATCH_FIRST_LOAD);
      await page.goto('/Council_management');
      await expect(page).toHaveURL(/\/auth\/login/i);
      await expect(page.getByLabel('Email')).toBeVisible();
      const seen = await readFirstLoad(page);
      expect(seen.splash).toBe(false);
      expect(seen.blankAfterPaint).toBe(false);
      expect(seen.frameAt).not.toBeNull();
      expect(seen.frameAt!).toBeLessThanOrEqual(seen.loginAt!);
    });
  });
}
