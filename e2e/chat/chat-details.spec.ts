/**
 * Details of the chat screen a person notices (issue 38), at both sizes: the message action row
 * is one style with no gap where a hidden action would be; the composer's key hint shows with a
 * keyboard-wide window and not on a phone; the sidebar's search placeholder is not cut.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../test';
import { DESKTOP, PHONE } from '../layout/helpers';
import { composer, messages, openThreadWithMessages, sidebar, signIn } from './helpers';

const KEY_HINT = 'Enter to send, Shift+Enter for a new line';

/** The computed styles that make two controls look alike. */
const looks = (locator: Locator) =>
  locator.evaluateAll((all) =>
    all.map((el) => {
      const s = getComputedStyle(el);
      return [
        s.textDecorationLine,
        s.borderTopStyle,
        s.fontSize,
        s.paddingLeft,
        s.color,
        s.backgroundColor,
      ].join(' ');
    }),
  );

async function openSidebarOnPhone(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Show chats' }).click();
  await expect(sidebar(page)).toBeInViewport();
}

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a reply’s actions look alike, all shown, with no gap where a hidden one would be', async ({
      page,
    }) => {
      await signIn(page);
      await openSidebarOnPhone(page, phone);
      await openThreadWithMessages(page, 0);
      const reply = messages(page)
        .locator('article.msg-agent')
        .filter({ has: page.getByRole('button', { name: 'Regenerate' }) })
        .last();
      await expect(reply).toBeVisible();
      const row = reply.locator('.msg-meta').first();
      const actions = row.getByRole('button');
      await expect(actions.filter({ hasText: 'Copy' })).toBeVisible();
      // Compared at rest: the pointer, left where the chat's link was, may rest on one of them.
      await page.mouse.move(viewport.width - 1, viewport.height - 1);
      const styles = await looks(actions);
      expect(styles.length).toBeGreaterThanOrEqual(2);
      expect(new Set(styles).size).toBe(1);
      expect(styles[0]).toMatch(/^none /);
      // Everything in the row is seen (nothing kept invisible), and neighbours stand close together.
      const boxes = await row.evaluate((el) =>
        [...el.querySelectorAll(':scope > *, .msg-actions > *')]
          .filter((c) => !c.classList.contains('msg-actions') && !c.classList.contains('sr-only'))
          .map((c) => {
            let opacity = 1;
            for (let at: Element | null = c; at && at !== el.parentElement; at = at.parentElement)
              opacity *= Number(getComputedStyle(at).opacity);
            const r = c.getBoundingClientRect();
            return { x: r.x, right: r.right, y: r.y, opacity, width: r.width };
          })
          .filter((b) => b.width > 0)
          .sort((a, b) => a.x - b.x),
      );
      for (const b of boxes) expect(b.opacity).toBe(1);
      for (let i = 1; i < boxes.length; i++) {
        if (Math.abs(boxes[i]!.y - boxes[i - 1]!.y) > 8) continue; // wrapped onto the next line
        expect(boxes[i]!.x - boxes[i - 1]!.right).toBeLessThan(16);
      }
    });

    test(
      phone
        ? 'the key hint is not shown on a phone'
        : 'the key hint is shown with a keyboard-wide window',
      async ({ page }) => {
        await signIn(page);
        await expect(composer(page)).toBeVisible();
        if (phone) {
          await expect(page.getByText(KEY_HINT)).toHaveCount(0);
          await expect(composer(page)).not.toHaveAccessibleDescription(/Enter/);
        } else {
          await expect(page.getByText(KEY_HINT)).toBeVisible();
        }
      },
    );

    test('the search box’s placeholder is shown whole', async ({ page }) => {
      await signIn(page);
      await openSidebarOnPhone(page, phone);
      const search = sidebar(page).getByRole('searchbox', { name: 'Search chats and messages' });
      await expect(search).toBeVisible();
      const { text, room } = await search.evaluate((input: HTMLInputElement) => {
        const s = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        return {
          text: context.measureText(input.placeholder).width,
          room: input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight),
        };
      });
      expect(text).toBeLessThanOrEqual(room);
    });
  });
}
