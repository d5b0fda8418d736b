/**
 * The console as an administrator of several councils meets it (issue 38), at 1440x900 and
 * 390x844: the council they act in is named in the page header (and in the top bar where there is
 * room), the sidebar shows every council's whole name, the Users table keeps e-mail addresses on
 * one line at desktop width with no gap before the row's actions, and two toasts lie one below the other,
 * both readable, instead of piling up behind each other.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, open } from '../shell/helpers';
import { DESKTOP, PHONE } from '../layout/helpers';
import { mockRecords } from './helpers';

const signedIn = (page: Page, path: string) => open(page, `${path}?mock-scenario=as:${DEMO.email}`);

async function demoCouncils(page: Page) {
  const councils = await mockRecords<{ id: number; name: string }>(page, 'councils');
  const memberships = await mockRecords<{ council_id: number; user_id: number; status: string }>(
    page,
    'memberships',
  );
  const users = await mockRecords<{
    id: number;
    email: string;
    current_council_id?: number | null;
  }>(page, 'users');
  const demo = users.find((u) => u.email === DEMO.email)!;
  const mine = memberships
    .filter((m) => m.user_id === demo.id && m.status === 'active')
    .map((m) => m.council_id);
  return councils.filter((c) => mine.includes(c.id));
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the current council is named where the administrator acts, and every council name is whole', async ({
      page,
    }) => {
      await signedIn(page, '/Users');
      const header = page.getByTestId('console-council');
      await expect(header).toBeVisible();
      const current = (await header.textContent())!.replace(/^Council: /, '');
      expect(current.length).toBeGreaterThan(0);
      if (viewport === DESKTOP)
        await expect(page.getByTestId('topbar-council')).toHaveText(`Current council: ${current}`);
      else await page.getByRole('button', { name: 'Open navigation' }).click();

      const councils = await demoCouncils(page);
      expect(councils.length).toBeGreaterThan(1);
      const list = page.getByTestId('council-list');
      for (const council of councils) {
        const name = list.locator('.council-name', { hasText: council.name });
        await expect(name).toBeVisible();
        // Whole: not cut by an ellipsis (nothing overflows the box) and no word broken across lines.
        const fits = await name.evaluate((el) => {
          const words = (el.textContent ?? '').split(/\s+/);
          const range = document.createRange();
          const text = el.firstChild!;
          let offset = 0;
          const wordLines = words.map((word) => {
            const start = (el.textContent ?? '').indexOf(word, offset);
            offset = start + word.length;
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
          return {
            overflow: el.scrollWidth > el.clientWidth + 1,
            brokenWords: wordLines.filter((n) => n > 1).length,
          };
        });
        expect(fits, council.name).toEqual({ overflow: false, brokenWords: 0 });
      }
    });

    test('Users: e-mails stay whole, and the actions sit next to the data', async ({ page }) => {
      await signedIn(page, '/Users');
      const table = page.getByRole('table', { name: /^Users of / });
      // A laptop's row has its actions in one menu; a phone's card, its buttons.
      await expect(
        viewport === DESKTOP
          ? table.getByRole('button', { name: /^Actions for / }).first()
          : table.getByRole('button', { name: /^Remove / }).first(),
      ).toBeVisible();
      const measures = await table.evaluate((el) => {
        const emails = [...el.querySelectorAll('.cell-person .muted')].filter((e) =>
          (e.textContent ?? '').includes('@'),
        );
        const lines = emails.map((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        // The column is as wide as its widest set of actions (a menu on a laptop).
        const cells = [...el.querySelectorAll('td.cell-actions')].filter((c) =>
          c.querySelector('.row-actions'),
        );
        const widest = Math.max(
          ...cells.map((c) => c.querySelector('.row-actions')!.getBoundingClientRect().width),
        );
        return {
          maxLines: Math.max(...lines),
          spare: cells[0]!.getBoundingClientRect().width - widest,
        };
      });
      if (viewport === DESKTOP) {
        expect(measures.maxLines, 'an e-mail wraps at 1440 px').toBe(1);
        // The actions column holds its buttons and its padding, not a wide empty gap.
        expect(measures.spare).toBeLessThan(48);
      }
      // The Licence column says what a member holds.
      await expect(table.getByRole('cell', { name: 'No licence' }).first()).toBeVisible();
      await expect(table.getByRole('cell', { name: 'Yes', exact: true })).toHaveCount(0);
    });

    test('two toasts lie one below the other, both readable', async ({ page }) => {
      await signedIn(page, '/Users');
      await expect(page.getByRole('table', { name: /^Users of / })).toBeVisible();
      const exportCsv = page.getByRole('button', { name: 'Export CSV' });
      await exportCsv.click();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      await exportCsv.click();
      const toasts = page.locator('[data-sonner-toast]');
      await expect(toasts).toHaveCount(2);
      // Wait for both to have settled where they lie (sonner animates them in).
      await expect
        .poll(async () => {
          const [a, b] = await Promise.all([
            toasts.nth(0).boundingBox(),
            toasts.nth(1).boundingBox(),
          ]);
          if (!a || !b) return 'missing';
          const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
          return overlap <= 0 ? 'apart' : `overlap ${Math.round(overlap)}px`;
        })
        .toBe('apart');
    });
  });
}
