/**
 * The layout (issue 23): the frame stays put and only the page's region scrolls; Settings' section
 * menu is sticky below the header and marks the current section; a focused field lands in view
 * below the header; toasts never cover the header's controls; on a phone the council tabs scroll
 * in one row, badges keep their size, actions line up, tables in replies scroll sideways and the
 * demo strip's controls fit.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, open } from '../shell/helpers';
import { APP_WALK_PATHS } from '../a11y/routes';
import { box, DESKTOP, PHONE, scrollMainToEnd } from './helpers';

const signedIn = (page: Page, path: string) =>
  open(page, `${path}${path.includes('?') ? '&' : '?'}mock-scenario=as:${DEMO.email}`);

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of ['/Settings', '/Users', '/Licences', '/Orders']) {
      test(`${path} scrolls in its own region; the header and the navigation stay put`, async ({
        page,
      }) => {
        await signedIn(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const header = page.locator('header.topbar');
        const before = await box(header);
        await scrollMainToEnd(page);
        await expect
          .poll(() => page.locator('#main').evaluate((main) => main.scrollTop), { message: path })
          .toBeGreaterThanOrEqual(0);
        expect(
          await page.evaluate(() => window.scrollY),
          `${path}: the window itself scrolled`,
        ).toBe(0);
        expect(await box(header), path).toEqual(before);
        if (viewport === DESKTOP) {
          // The navigation column still shows its first entry at its place.
          const nav = page.getByRole('navigation', { name: 'Main' });
          expect((await box(nav)).y, path).toBe(before.bottom);
          await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toBeInViewport();
        }
      });
    }

    test('on every app page the window stays still and nothing is wider than it', async ({
      page,
    }) => {
      await signedIn(page, '/chat');
      await expect(page.getByTestId('signed-in-user')).toBeAttached();
      const faults: string[] = [];
      for (const path of APP_WALK_PATHS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        const seen = await page.evaluate(() => {
          window.scrollTo(0, 100_000);
          const scrolled = window.scrollY;
          window.scrollTo(0, 0);
          return {
            scrolled,
            width: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
          };
        });
        if (seen.scrolled !== 0) faults.push(`${path}: the window scrolled by ${seen.scrolled}px`);
        if (seen.width > seen.viewport)
          faults.push(`${path}: ${seen.width}px wide in a ${seen.viewport}px window`);
      }
      expect(faults).toEqual([]);
    });

    test("Settings' section menu stays below the header and marks the section being read", async ({
      page,
    }) => {
      await signedIn(page, '/Settings');
      const menu = page.getByRole('navigation', { name: 'Settings sections' });
      await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'aria-current',
        'location',
      );
      // Every section's content is in before the jump: a section still loading would grow after it.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await menu.getByRole('link', { name: 'Connected tools' }).click();
      await expect(menu.getByRole('link', { name: 'Connected tools' })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(menu.getByRole('link', { name: 'Profile' })).not.toHaveAttribute(
        'aria-current',
        'location',
      );
      // Still on screen, below the header, after the page scrolled to the last section.
      const headerBottom = (await box(page.locator('header.topbar'))).bottom;
      const menuBox = await box(menu);
      expect(menuBox.y).toBeGreaterThanOrEqual(headerBottom);
      await expect(menu).toBeInViewport();
      await expect(menu.getByRole('link', { name: 'Connected tools' })).toBeInViewport({
        ratio: 1,
      });
      // The section it jumped to starts below the header, and on a phone (menu above the
      // sections) below the sticky menu too, not under it.
      const tools = await box(page.getByRole('heading', { level: 2, name: 'Connected tools' }));
      expect(tools.y).toBeGreaterThanOrEqual(
        viewport === PHONE ? menuBox.bottom - 1 : headerBottom,
      );
      // Jumping back up marks the first section again, and the menu has not moved.
      if (viewport === PHONE)
        await menu
          .locator('ul')
          .evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));
      await menu.getByRole('link', { name: 'Profile' }).click();
      await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(menu.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 1 });
    });

    test('a jump made while the sections above are still loading stays on its section', async ({
      page,
    }) => {
      await signedIn(page, '/Settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      // Every answer now takes 2.5 s: the menu is there long before the sections' content is.
      await page.evaluate(() =>
        (
          window as unknown as { __councilMock: { faults: { set(p: { latency: number }): void } } }
        ).__councilMock.faults.set({ latency: 2500 }),
      );
      await page.reload();
      const menu = page.getByRole('navigation', { name: 'Settings sections' });
      const tools = menu.getByRole('link', { name: 'Connected tools' });
      await tools.click();
      await expect(tools).toHaveAttribute('aria-current', 'location');
      // The content arrives, grows the sections above, and the reader is still at Connected tools.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: /^(Connect|Reconnect|Disconnect)/ }).first(),
      ).toBeVisible();
      const heading = page.getByRole('heading', { level: 2, name: 'Connected tools' });
      const floor =
        viewport === PHONE
          ? (await box(menu)).bottom - 1
          : (await box(page.locator('header.topbar'))).bottom;
      await expect.poll(async () => (await box(heading)).y).toBeGreaterThanOrEqual(floor);
      await expect.poll(async () => (await box(heading)).y).toBeLessThan(floor + 80);
      await expect(tools).toHaveAttribute('aria-current', 'location');
      // Scrolling by hand ends the hold: the menu follows the reader again.
      const main = await box(page.locator('#main'));
      await page.mouse.move(main.x + main.width / 2, main.y + main.height / 2);
      await page.mouse.wheel(0, -100_000);
      await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'aria-current',
        'location',
      );
    });

    test('every field focused from far down, far up or half under the header lands whole in view below it', async ({
      page,
    }) => {
      await signedIn(page, '/Settings');
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      // The purchases table loads with its section, after the rest: every control is there first.
      await expect(page.getByRole('table', { name: 'Your purchases' })).toBeAttached();
      const main = page.locator('#main');
      // Every row menu's trigger is drawn anew once the menus' code arrives (LazyMenu), which the
      // first focused one asks for: load it before measuring, so no field is swapped under the loop.
      const menu = main.locator('.settings-sections .row-menu').filter({ visible: true }).first();
      if ((await menu.count()) > 0) {
        await menu.focus();
        await expect(main.locator('.settings-sections .row-menu:not([data-state])')).toHaveCount(0);
      }
      const fields = main.locator(
        '.settings-sections :is(input:not([type=hidden]), select, textarea, button, a[href])',
      );
      // On a phone the sticky section menu sits above the sections: a field lands below it too.
      const above = page.locator(viewport === PHONE ? '.settings-nav' : 'header.topbar');
      const hidden: string[] = [];
      // From far below, from far above, and from half under what stands above the region.
      for (const from of ['the end', 'the top', 'half under'] as const) {
        for (const field of await fields.all()) {
          if (!(await field.isVisible())) continue;
          if (from === 'the top')
            await main.evaluate((region) => region.scrollTo({ top: 0, behavior: 'instant' }));
          else await scrollMainToEnd(page);
          if (from === 'half under') {
            const [at, edge] = [await box(field), (await box(above)).bottom];
            await main.evaluate(
              (region, by) => region.scrollBy({ top: by, behavior: 'instant' }),
              at.y + at.height / 2 - edge,
            );
          }
          await field.focus();
          // A row's menu button loads its menu on focus and is drawn anew, focused: wait for it.
          await expect(field).toBeFocused();
          const { y, bottom } = await box(field);
          // And nothing else is drawn over it: its centre hits the control itself.
          const onTop = await field.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return hit !== null && (hit === el || el.contains(hit));
          });
          if (!onTop || y < (await box(above)).bottom - 0.5 || bottom > viewport.height + 0.5)
            hidden.push(`${await field.evaluate((el) => el.outerHTML.slice(0, 80))} from ${from}`);
        }
      }
      expect(hidden).toEqual([]);
    });

    test("a toast leaves the header's controls uncovered", async ({ page }) => {
      await signedIn(page, '/Agents');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open navigation' }).click();
      const councils = page.getByTestId('council-list');
      await councils.locator('button:not([aria-current])').first().click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Switched to' });
      await expect(toast).toBeVisible();
      // Measured where it rests, once its entrance transition is over.
      await toast.evaluate((el) =>
        Promise.all(el.getAnimations().map((animation) => animation.finished)),
      );
      const toastBox = await box(toast);
      for (const control of [
        page.locator('.topbar-actions'),
        page.locator('header.topbar .brand'),
      ]) {
        const controlBox = await box(control);
        const overlaps =
          toastBox.x < controlBox.right &&
          controlBox.x < toastBox.right &&
          toastBox.y < controlBox.bottom &&
          controlBox.y < toastBox.bottom;
        expect(overlaps).toBe(false);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the council tabs scroll sideways in one row', async ({ page }) => {
    await signedIn(page, '/Council_management');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    const tops = new Set<number>();
    for (let i = 0; i < count; i++) tops.add(Math.round((await box(tabs.nth(i))).y));
    expect([...tops]).toHaveLength(1);
    const list = page.getByRole('tablist');
    const fits = await list.evaluate((el) => el.scrollWidth <= el.clientWidth);
    if (!fits) {
      // The row says there is more: it fades out at its end until it is scrolled there (issue
      // 61's second walk saw "Agen" cut at the edge with nothing else to say so).
      const mask = () => list.evaluate((el) => getComputedStyle(el).maskImage);
      await expect.poll(mask).toContain('linear-gradient');
      // Whatever does not fit is reached by scrolling the row, and the last tab can be chosen.
      await tabs.last().click();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      const last = await box(tabs.last());
      expect(last.x).toBeGreaterThanOrEqual(0);
      expect(last.right).toBeLessThanOrEqual(PHONE.width);
      expect(Math.round((await box(tabs.last())).y)).toBe([...tops][0]);
      await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
      await expect.poll(mask).toBe('none');
    }
  });

  test("the settings menu's row fades at its end until scrolled there", async ({ page }) => {
    await signedIn(page, '/Settings');
    const row = page.locator('.settings-nav ul');
    await expect(row.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const mask = () => row.evaluate((el) => getComputedStyle(el).maskImage);
    await expect.poll(mask).toContain('linear-gradient');
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(mask).toBe('none');
  });

  test('badges keep their size and row actions line up in the user cards', async ({ page }) => {
    await signedIn(page, '/Users');
    const rows = page.locator('.console-table tbody tr');
    await expect(rows.first()).toBeVisible();
    const badges = page.locator('.console-table .badge');
    await expect(badges.first()).toBeVisible();
    for (let i = 0; i < Math.min(await badges.count(), 6); i++) {
      const badge = badges.nth(i);
      const [own, cell] = await Promise.all([
        box(badge),
        box(badge.locator('xpath=ancestor::td[1]')),
      ]);
      // A badge is as wide as its words, far from the card's width.
      const words = await badge.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width;
      });
      expect(own.width).toBeLessThan(words + 24);
      expect(own.width).toBeLessThan(cell.width / 2);
    }
    // The cards' action buttons ("Remove", "Revoke invitation") line up: one left edge, one width.
    const buttons = page.locator('.console-table td.cell-actions').getByRole('button');
    const count = Math.min(await buttons.count(), 8);
    expect(count).toBeGreaterThan(1);
    const edges = new Set<string>();
    for (let i = 0; i < count; i++) {
      const own = await box(buttons.nth(i));
      edges.add(`${Math.round(own.x)}:${Math.round(own.width)}`);
    }
    expect([...edges]).toHaveLength(1);
  });

  test('a table in a reply scrolls sideways instead of breaking words', async ({ page }) => {
    await signedIn(page, '/chat');
    // A reply with a table too wide for a phone, added to the demo user's first thread.
    const threadId = await page.evaluate(async () => {
      type Row = { id: number; created_at: string };
      const mock = (
        window as unknown as {
          __councilMock: {
            state: {
              db: {
                threads: { where(fn: (t: { user_id: number }) => boolean): Row[] };
                users: { find(fn: (u: { email: string }) => boolean): { id: number } };
                messages: {
                  by(key: 'thread_id', id: number): Row[];
                  create(values: Record<string, unknown>): Promise<Row>;
                };
              };
            };
          };
        }
      ).__councilMock;
      const db = mock.state.db;
      const user = db.users.find((u) => u.email === 'demo@example.com');
      const thread = db.threads
        .where((t) => t.user_id === user.id)
        .find((t) => db.messages.by('thread_id', t.id).length < 50)!;
      const latest = db.messages
        .by('thread_id', thread.id)
        .reduce((max, m) => (m.created_at > max ? m.created_at : max), '1970-01-01T00:00:00Z');
      const at = new Date(new Date(latest).getTime() + 60_000).toISOString();
      const rows = ['Consultation', 'Neighbourhood', 'Infrastructure']
        .map((w) => `| ${w} | ${w}Representations | ${w}Determination |`)
        .join('\n');
      await db.messages.create({
        thread_id: thread.id,
        role: 'assistant',
        content: `| Stage | Outcome | Decision |\n|---|---|---|\n${rows}`,
        status: 'completed',
        error: null,
        created_at: at,
        updated_at: at,
      });
      return thread.id;
    });
    await page.goto(`/chat/${threadId}`);
    const table = page.locator('.msg .md table').last();
    await expect(table).toBeVisible();
    const cell = table.getByRole('cell', { name: 'Consultation', exact: true });
    // The word stands on one line: its box is one line high.
    const lineHeight = await cell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const text = await cell.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getClientRects().length;
    });
    expect(text).toBe(1);
    expect((await box(cell)).height).toBeLessThan(lineHeight * 2 + 16);
    // The table is its own sideways scroller, as wide as the bubble allows.
    expect(
      await table.evaluate(
        (el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto',
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });

  test("the demo strip's controls fit", async ({ page }) => {
    await signedIn(page, '/chat');
    const strip = page.getByRole('region', { name: /Demo|Mock backend/ });
    for (const name of [/Reset demo data/, /Mock API/]) {
      const button = strip.getByRole('button', { name });
      await expect(button).toBeVisible();
      const own = await box(button);
      expect(own.x).toBeGreaterThanOrEqual(0);
      expect(own.right).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
