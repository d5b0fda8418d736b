/**
 * The shell's defects found walking every route (issue 16), each as a journey in Chromium:
 * sign-in that remembers where the visitor was going, navigation by role, the 1280 px layout,
 * the phone drawer, Ctrl+K, and no console noise of the app's own on signed-out loads.
 */
import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, open } from '../shell/helpers';

async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('sign-in remembers where the visitor was going', () => {
  test('a signed-out visit to /App_store signs in and comes back to /App_store', async ({
    page,
  }) => {
    await open(page, '/App_store?category=planning');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2FApp_store%3Fcategory%3Dplanning$/);
    await fillSignIn(page, DEMO);
    await expect(page).toHaveURL(/\/App_store\?category=planning$/);
    await expect(page.getByRole('heading', { level: 1, name: /App store/i })).toBeVisible();
  });

  test('through Microsoft sign-in too', async ({ page }) => {
    await open(page, '/Users');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2FUsers$/);
    // The mock's "Microsoft" returns at once to /auth/Microsoft with a code for demo@example.com.
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await expect(page).toHaveURL(/\/Users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('never to another origin', async ({ page }) => {
    for (const redirect of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      await open(page, `/auth/login?redirect=${encodeURIComponent(redirect)}`);
      await fillSignIn(page, DEMO);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/chat$/);
      await page.getByRole('button', { name: /Demo Admin/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
  });
});

test.describe('navigation by role', () => {
  test('a member sees no administrator entries, and /Orders explains who can use it', async ({
    page,
  }) => {
    await open(page, '/Settings?mock-scenario=as:member@example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Council management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Licences' })).toHaveCount(0);

    await page.goto('/Orders');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(main).toContainText(
      'Orders is for administrators of Northwind Parish Council. You are a member there.',
    );
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(main).not.toContainText('unauthorized');
  });

  test('a user with no council sees no council-only entry', async ({ page }) => {
    await open(page, '/Settings?mock-scenario=as:nocouncil@example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    for (const name of ['Council management', 'Users', 'Licences', 'Orders'])
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
  });
});

test.describe('layout', () => {
  test('at 1280 px the navigation fits: no sideways scroll, council names whole (wrapped, never cut: issue 38), badges and the active item on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/Council_management?mock-scenario=as:demo@example.com');
    const nav = page.locator('#app-nav');
    await expect(nav.getByRole('link', { name: 'Council management' })).toHaveClass(/active/);
    const sizes = await nav.evaluate((el) => ({
      client: el.clientWidth,
      scroll: el.scrollWidth,
      width: el.getBoundingClientRect().width,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);

    const northwind = nav.locator('.council-name', { hasText: 'Northwind' });
    await expect(northwind).toContainText('Northwind Parish Council');
    expect(
      await northwind.evaluate(
        (el) =>
          el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
    const navBox = await nav.boundingBox();
    for (const badge of await nav.locator('.council-item .badge').all()) {
      const box = await badge.boundingBox();
      expect(box && navBox && box.x + box.width <= navBox.x + navBox.width).toBe(true);
    }
    const active = nav.locator('.nav-link.active');
    const lineHeight = await active.evaluate((el) => {
      const label = el.querySelector('.nav-label') ?? el;
      return {
        height: label.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(label).lineHeight) || 24,
      };
    });
    expect(lineHeight.height).toBeLessThan(lineHeight.line * 1.5);

    await page.goto('/chat/1');
    await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
    const left = await page.evaluate(
      () =>
        document.querySelector('#app-nav')!.getBoundingClientRect().width +
        document.querySelector('.chat-sidebar')!.getBoundingClientRect().width,
    );
    expect(left).toBeLessThanOrEqual(1280 * 0.4);
  });

  test('Ctrl+K at desktop width focuses the search and keeps the desktop layout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/chat/1?mock-scenario=as:demo@example.com');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log).toBeVisible();
    const before = await page.locator('.chat-main').boundingBox();
    await page.keyboard.press('Control+k');
    await expect(
      page.getByRole('searchbox').or(page.getByPlaceholder(/Search chats/)),
    ).toBeFocused();
    const after = await page.locator('.chat-main').boundingBox();
    expect(after?.width).toBe(before?.width);
    expect(after?.y).toBe(before?.y);
    await expect(page.locator('.chat-backdrop')).toBeHidden();
  });

  test('on a phone Escape closes the navigation drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/Settings?mock-scenario=as:demo@example.com');
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  });
});

test.describe('console', () => {
  test('a signed-out page load logs nothing of the app’s own, only the browser’s note of the expected 401', async ({
    page,
  }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message);
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    for (const path of ['/App_store', '/', '/terms-and-conditions', '/auth/Login', '/help']) {
      await open(page, path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    // Chromium itself reports every 4xx answer; the start-up profile check (docs/app-rules.md#session)
    // answers 401 when signed out. Anything else would be noise of the app's own.
    const unexpected = messages.filter(
      (message) =>
        !(
          message.text().includes('status of 401') &&
          message.location().url.endsWith('/api/profile')
        ),
    );
    expect(unexpected.map((m) => `${m.type()}: ${m.text()} (${m.location().url})`)).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });
});
