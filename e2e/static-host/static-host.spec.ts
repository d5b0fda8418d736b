import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, newContext } from '../test';
import { E2E_REPLY_MS } from '../../tests/support/test-waits';
import { STATIC_HOST_BASE, STATIC_HOST_URL } from '../ports';

/**
 * The demo on a static host that knows nothing of single-page apps (scripts/static-host.ts: files
 * as they are, 404.html with status 404 for anything else), built for a sub-path as a GitHub
 * Pages project site is. Every API call must be answered by the mock's service worker: a request
 * that reaches the host is a failure.
 */
const SITE = STATIC_HOST_URL;
const DEMO = { email: 'demo@example.com', password: 'password' };

/** Fails the test on any API call the static host saw, and on any uncaught error in the page. */
function watchLeaks(page: Page): { leaks: string[]; errors: string[] } {
  const leaks: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\/(api|sanctum|broadcasting)\//.test(url.pathname) && !response.fromServiceWorker())
      leaks.push(`${response.status()} ${url.pathname}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { leaks, errors };
}

async function appReady(page: Page): Promise<void> {
  // The frame paints before the in-browser mock is up (issue 23): wait for both.
  await page.waitForFunction(
    () => document.querySelector('#root')?.childElementCount !== 0 && '__councilMock' in window,
  );
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
}

async function hardReload(context: BrowserContext, page: Page): Promise<void> {
  // Shift+Reload: Chromium reloads past the cache and the service worker.
  const cdp = await context.newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await loaded;
}

test.describe('the demo on a GitHub Pages-like static host, under a sub-path', () => {
  test('deep link on a first visit, sign in, open a thread, reload, hard reload, a second tab', async ({
    browser,
    testNow,
  }) => {
    const context = await newContext(browser, testNow);
    const page = await context.newPage();
    const watched = watchLeaks(page);

    // A first visit straight to a deep link: the host answers 404.html with status 404.
    const first = await page.goto(`${SITE}chat/1`);
    expect(first?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`^${SITE}auth/login`, 'i'));
    await appReady(page);
    await expect(page.getByText('Demo on sample data')).toBeVisible();

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${SITE}chat`));

    // Open a thread by its link: the link carries the base.
    const link = page.getByRole('region', { name: 'Chats' }).getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`${STATIC_HOST_BASE}chat/`)).toBe(true);
    const title = (await link.getAttribute('title')) ?? '';
    await link.click();
    await expect(page).toHaveURL(`http://127.0.0.1:${new URL(SITE).port}${href}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Something this visitor made, to find everywhere.
    const text = `Static host check ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/threads\/\d+\/message$/.test(r.url()),
    );
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    expect((await sent).ok()).toBe(true);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(text)).toBeVisible();
    // Let the agent's reply finish before leaving the page.
    await expect(page.locator('.msg-agent.is-streaming')).toHaveCount(0, { timeout: E2E_REPLY_MS });
    await page.evaluate(() => window.__councilMock?.flush());

    // A reload on the thread: the host answers 404.html, the app shows the same thread.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(log.getByText(text)).toBeVisible();

    // A hard reload bypasses the service worker: the app reloads once by itself and recovers.
    await hardReload(context, page);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(log.getByText(text)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A second tab on another deep link: same session, same data.
    const second = await context.newPage();
    const secondWatched = watchLeaks(second);
    const help = await second.goto(`${SITE}help`);
    expect(help?.status()).toBe(404);
    await appReady(second);
    await expect(second).toHaveURL(`${SITE}help`);
    await expect(second.getByRole('button', { name: /Account menu: Demo Admin/ })).toBeVisible();
    await second.goto(`http://127.0.0.1:${new URL(SITE).port}${href}`);
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(second.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();

    expect(watched.leaks).toEqual([]);
    expect(secondWatched.leaks).toEqual([]);
    expect([...watched.errors, ...secondWatched.errors]).toEqual([]);
    await context.close();
  });

  test('a browser that refuses service workers gets a clear message, not a blank page', async ({
    browser,
    testNow,
  }) => {
    const context = await newContext(browser, testNow, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A deep link: the document itself comes with the host's 404 status (logged by Chromium).
    const response = await page.goto(`${SITE}chat`);
    expect(response?.status()).toBe(404);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The demo cannot start in this browser');
    await expect(alert).toContainText(/service worker/);
    // Besides the document's 404, the one error logged is the reason, on purpose.
    expect(errors.filter((e) => !/^Failed to load resource: .* 404/.test(e))).toEqual([
      expect.stringContaining('[mock] The in-browser mock backend did not start.'),
    ]);
    await context.close();
  });
});
