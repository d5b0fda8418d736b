/**
 * The chat sidebar as people open it to find their conversations (issue 38): recent chats show at
 * once, without scrolling, under date groups (Today, Yesterday, Previous 7 days…) as in ChatGPT and
 * Claude.ai; a new chat lands on top; the agents fold to the pinned ones. Desktop sidebar and phone
 * drawer alike.
 */
import { expect, test, DATES } from '../test';
import { DESKTOP, PHONE } from '../layout/helpers';
import { agents, chats, composer, signIn, sidebar } from './helpers';

const ORDER = ['Today', 'Yesterday', 'Previous 7 days', 'Previous 30 days'];

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    const openSidebar = async (page: import('@playwright/test').Page) => {
      if (viewport === PHONE) await page.getByRole('button', { name: 'Show chats' }).click();
      await expect(sidebar(page)).toBeInViewport();
    };

    test(
      'recent chats are visible at once, grouped by date; agents fold to the pinned ones',
      { tag: DATES },
      async ({ page }) => {
        await signIn(page);
        await openSidebar(page);
        const links = chats(page).getByRole('link');
        await expect(links.nth(3)).toBeAttached();
        // At least four chats stand fully inside the window, with nothing scrolled (the seeded user has
        // four pinned agents and five folders above them).
        for (let i = 0; i < 4; i++) await expect(links.nth(i)).toBeInViewport({ ratio: 1 });

        // Date groups, newest first, each named once.
        const groups = await chats(page).getByRole('heading', { level: 3 }).allInnerTexts();
        expect(groups[0]).toBe('Today');
        expect(new Set(groups).size).toBe(groups.length);
        const known = groups.filter((g) => ORDER.includes(g)).map((g) => ORDER.indexOf(g));
        expect(known).toEqual([...known].sort((a, b) => a - b));

        // The agents list shows the pinned ones, and unfolds on demand.
        const pins = agents(page).getByRole('button', { name: /^(Pin|Unpin) / });
        for (const pressed of await pins.evaluateAll((all) =>
          all.map((b) => b.getAttribute('aria-pressed')),
        ))
          expect(pressed).toBe('true');
        const before = await pins.count();
        await agents(page)
          .getByRole('button', { name: /^Show all \(\d+ more\)$/ })
          .click();
        await expect.poll(() => pins.count()).toBeGreaterThan(before);
        await agents(page).getByRole('button', { name: 'Show pinned only' }).click();
        await expect(pins).toHaveCount(before);
      },
    );

    test('a new chat lands on top of the list, under Today', { tag: DATES }, async ({ page }) => {
      await signIn(page);
      await composer(page).fill('Which bins go out this week?');
      await composer(page).press('Enter');
      await expect(page).toHaveURL(/\/chat\/\d+$/);
      const href = new URL(page.url()).pathname;
      await openSidebar(page);
      const first = chats(page).getByRole('link').first();
      await expect(first).toHaveAttribute('href', href);
      await expect(first).toBeInViewport({ ratio: 1 });
      const today = chats(page).locator('.chat-group').first();
      await expect(today.getByRole('heading', { level: 3 })).toHaveText('Today');
      await expect(today.locator(`a[href="${href}"]`)).toBeVisible();
    });
  });
}
