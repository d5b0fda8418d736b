/**
 * The smaller findings of issue 61: a signed-in 404 keeps the app's navigation; the store detail's
 * title, which the page focuses for screen readers, draws no focus box on a phone; the builder's
 * Model field sits on Category's line.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, navigateInApp, open, signIn } from './helpers';

const signedIn = (page: Page, path: string) =>
  open(page, `${path}${path.includes('?') ? '&' : '?'}mock-scenario=as:${DEMO.email}`);

test('a signed-in 404 keeps the app navigation', async ({ page }) => {
  await signIn(page, DEMO);
  await navigateInApp(page, '/no/such/page');
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the store detail's title draws no focus box", async ({ page }) => {
    await signedIn(page, '/App_store');
    const link = page.getByTestId('app-store-agents').locator('li.store-card a').first();
    const name = (await link.textContent())!.trim();
    // Opened from the keyboard (a phone's keyboard, or a switch), the focus is drawn where it lands.
    await link.focus();
    await page.keyboard.press('Enter');
    const title = page.getByRole('heading', { level: 1, name });
    await expect(title).toBeFocused();
    expect(await title.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  });
});

test("the builder's Model field sits on Category's line", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '/Manage_agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  const category = await page.getByLabel('Category').boundingBox();
  const model = await page.getByLabel('Model').boundingBox();
  expect(Math.abs(model!.y - category!.y)).toBeLessThan(1);
});
