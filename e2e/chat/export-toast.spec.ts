/**
 * The toast policy seen from a chat (issue 38): exporting from the thread's ⋯ menu says so in a
 * toast that leaves the thread's header and that menu uncovered, at both sizes.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../test';
import { box, DESKTOP, PHONE } from '../layout/helpers';
import { openThreadWithMessages, signIn } from './helpers';

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const x = await box(a);
  const y = await box(b);
  return x.x < y.right && y.x < x.right && x.y < y.bottom && y.y < x.bottom;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the export's toast leaves the thread header and its ⋯ menu uncovered", async ({
      page,
    }) => {
      await signIn(page);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Show chats' }).click();
      // Not the 10,000-message thread: its export is 100 pages, each with the demo's latency.
      const { title } = await openThreadWithMessages(page, 0, 200);
      const header = page.locator('.conv-header');
      const menu = header.getByRole('button', { name: `Actions for ${title}` });
      await menu.click();
      await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
      ]);
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: /^Exported/ });
      await expect(toast).toBeVisible();
      // Measured where it rests: the same box twice in a row, its entrance transition over.
      let last = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify(await box(toast));
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
      expect(await overlaps(toast, header)).toBe(false);
      expect(await overlaps(toast, menu)).toBe(false);
      // Nor the message box, where the user types next.
      expect(await overlaps(toast, page.getByRole('textbox', { name: 'Message' }))).toBe(false);
    });
  });
}
