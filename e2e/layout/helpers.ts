import type { Locator, Page } from '@playwright/test';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Watches the document from its first script: when the app's frame (its header) first stands,
 * when the signed-in data (the account menu) first does, and whether a full-window "Loading…"
 * (the splash) or an empty #root after the first paint was ever seen. Read with `readFirstLoad`.
 */
export const WATCH_FIRST_LOAD = `(() => {
  const seen = { frameAt: null, dataAt: null, loginAt: null, splash: false, blankAfterPaint: false, firstChild: null };
  window.__firstLoad = seen;
  const check = () => {
    const root = document.getElementById('root');
    if (!root) return;
    if (seen.firstChild === null && root.firstElementChild) seen.firstChild = root.firstElementChild.className || root.firstElementChild.tagName;
    if (seen.firstChild !== null && root.childElementCount === 0) seen.blankAfterPaint = true;
    if (root.querySelector('.splash')) seen.splash = true;
    const now = performance.now();
    if (seen.frameAt === null && root.querySelector('header')) seen.frameAt = now;
    if (seen.dataAt === null && root.querySelector('[data-testid="signed-in-user"]')) seen.dataAt = now;
    if (seen.loginAt === null && root.querySelector('input[type="email"]')) seen.loginAt = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

export interface FirstLoad {
  frameAt: number | null;
  dataAt: number | null;
  loginAt: number | null;
  splash: boolean;
  blankAfterPaint: boolean;
  firstChild: string | null;
}

export const readFirstLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstLoad: FirstLoad }).__firstLoad);

/** The element's box in the viewport. */
export async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('The element has no box (not rendered).');
  return { ...rect, bottom: rect.y + rect.height, right: rect.x + rect.width };
}

/** Scrolls the page's own region (`#main`) to its end and resolves once it got there. */
export async function scrollMainToEnd(page: Page): Promise<void> {
  await page
    .locator('#main')
    .evaluate((main) => main.scrollTo({ top: main.scrollHeight, behavior: 'instant' }));
}
