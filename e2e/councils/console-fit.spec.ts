/**
 * Every console table fits a laptop (issue 61): at 1280x800 and 1440x900 no table is wider than its
 * box, no control in it is cut off at the box's edge, and every row's actions are reachable, a
 * row's menu ("⋯") holding what does not sit beside it as a button.
 */
import { type Page } from '@playwright/test';
import { test } from '../test';
import { DEMO, open } from '../shell/helpers';
import { expect, rowWith } from './helpers';

const signedIn = (page: Page, path: string) =>
  open(page, `${path}${path.includes('?') ? '&' : '?'}mock-scenario=as:${DEMO.email}`);

/** The console's tables, each with the width it needs, its box's, and its controls cut off at its edge. */
async function tableFit(page: Page) {
  await expect(page.locator('.console-table table tbody tr').first()).toBeVisible();
  return page.locator('.console-table').evaluateAll((wraps) =>
    wraps.map((wrap) => {
      const box = wrap.getBoundingClientRect();
      const cut = [...wrap.querySelectorAll('button, select, input, a')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const own = el.getBoundingClientRect();
          return own.left < box.left - 1 || own.right > box.right + 1;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
      return {
        caption: wrap.querySelector('caption')?.textContent ?? '',
        overflow: wrap.scrollWidth - wrap.clientWidth,
        cut,
      };
    }),
  );
}

const PAGES = [
  '/Users',
  '/Users?status=invited',
  '/Orders',
  '/Licences',
  '/Council_management?tab=agents',
  '/Council_management?tab=files',
  '/Settings',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('every console table fits its box, nothing cut off at its edge', async ({ page }) => {
      for (const path of PAGES) {
        await signedIn(page, path);
        if (path === '/Settings')
          await page.getByRole('table', { name: 'Your purchases' }).scrollIntoViewIfNeeded();
        const tables = await tableFit(page);
        expect(tables.length, path).toBeGreaterThan(0);
        for (const table of tables)
          expect(table, `${path}: ${table.caption}`).toEqual({ ...table, overflow: 0, cut: [] });
      }
    });

    test("each row's actions are reachable: the buttons beside it, the rest in its menu", async ({
      page,
    }) => {
      await signedIn(page, '/Users?status=invited');
      const invited = rowWith(page, 'new.clerk@example.com');
      await invited.getByRole('button', { name: /^Actions for / }).click();
      for (const item of ['Resend invitation', 'Copy invitation link', 'Revoke invitation'])
        await expect(page.getByRole('menuitem', { name: item })).toBeInViewport();
      await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'Revoke this invitation?' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      await signedIn(page, '/Users');
      const member = rowWith(page, 'ava.jensen@example.com');
      await member.getByRole('button', { name: /^Actions for / }).click();
      await expect(page.getByRole('menuitem', { name: 'Remove from council' })).toBeInViewport();
      await page.keyboard.press('Escape');

      await signedIn(page, '/Orders');
      const waiting = page.getByRole('row', { name: /Awaiting payment/ }).first();
      await expect(waiting.getByRole('button', { name: /^Pay for order #/ })).toBeInViewport();
      await waiting.getByRole('button', { name: /^Actions for order #/ }).click();
      await page.getByRole('menuitem', { name: /^Open / }).click();
      await expect(page.getByRole('dialog', { name: /^Order #\d+$/ })).toBeVisible();
    });
  });
}
