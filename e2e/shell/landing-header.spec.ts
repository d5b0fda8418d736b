/**
 * The landing page's header (issue 38): one row on a desktop; on a phone two at most, the theme
 * switch beside the brand rather than alone on a third row. Signed out and signed in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { DESKTOP, PHONE } from '../layout/helpers';
import { DEMO, open, signIn } from './helpers';

/** The header's controls grouped into rows by where they stand. */
async function rows(page: Page): Promise<string[][]> {
  const items = await page.locator('.landing-header').evaluate((header) =>
    [...header.querySelectorAll('.brand, .landing-nav > a, .landing-nav > button, .theme-toggle')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        top: el.getBoundingClientRect().top,
        height: el.getBoundingClientRect().height,
      })),
  );
  const grouped: { top: number; bottom: number; names: string[] }[] = [];
  for (const item of items.sort((a, b) => a.top - b.top)) {
    const row = grouped.find((r) => item.top < r.bottom && item.top + item.height > r.top);
    if (row) row.names.push(item.name);
    else grouped.push({ top: item.top, bottom: item.top + item.height, names: [item.name] });
  }
  return grouped.map((r) => r.names);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const most = viewport === PHONE ? 2 : 1;

    test(`signed out, the header stands on ${most} row(s), the theme switch never alone`, async ({
      page,
    }) => {
      await open(page, '/');
      await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
      const found = await rows(page);
      expect(found.length, JSON.stringify(found)).toBeLessThanOrEqual(most);
      for (const row of found) expect(row.length, JSON.stringify(found)).toBeGreaterThan(1);
    });

    test(`signed in, the header stands on ${most} row(s), the theme switch never alone`, async ({
      page,
    }) => {
      await signIn(page, DEMO, '/');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const found = await rows(page);
      expect(found.length, JSON.stringify(found)).toBeLessThanOrEqual(most);
      for (const row of found) expect(row.length, JSON.stringify(found)).toBeGreaterThan(1);
    });
  });
}
