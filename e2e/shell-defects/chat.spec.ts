/**
 * Long threads (issue 16): date separators in the virtualised list, each message's full time on
 * hover and focus, copying a whole message; and the composer on a touch screen.
 */
import { expect, test, DATES } from '../test';
import { open } from '../shell/helpers';

test(
  'the 10,000-message thread has date separators, full times on focus, and copies a whole message',
  { tag: DATES },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/chat/1?mock-scenario=as:demo@example.com');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.locator('.msg').first()).toBeVisible();

    // Scroll up until a date separator is in view: each step waits for the list to render the rows
    // it scrolled to (the newest messages may all be of one day, or of several).
    const separators = log.getByRole('separator');
    await expect
      .poll(
        async () => {
          if ((await separators.count()) > 0) return true;
          await log.evaluate((el) => el.scrollBy(0, -300));
          return false;
        },
        { intervals: [50] },
      )
      .toBe(true);
    const separator = separators.first();
    await expect(separator).toBeVisible();
    const day = await separator.locator('time').getAttribute('datetime');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Separators are rows of the virtualised list: only those near the view are in the DOM.
    expect(await log.locator('.msg').count()).toBeLessThan(100);

    // The message right under the separator is of that day, and tells its full date and time on focus.
    const firstOfDay = separator.locator(
      'xpath=ancestor::div[contains(@class,"msg-slot")]/following-sibling::div[1]',
    );
    const time = firstOfDay.locator('time.msg-time');
    await time.focus();
    const full = await time.getAttribute('data-full');
    expect(full).toMatch(/\d{4}/);
    const tooltip = await time.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(tooltip).toBe(`"${full}"`);
    const [year, month, date] = (day ?? '').split('-').map(Number);
    const created = await time.getAttribute('datetime');
    const local = new Date(created ?? '');
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate()]).toEqual([
      year,
      month,
      date,
    ]);

    // Copy a whole agent reply (one with a list: more than a code block or a paragraph).
    const reply = log
      .locator('.msg-agent')
      .filter({ has: page.locator('.md li') })
      .last();
    await reply.hover();
    await reply.getByRole('button', { name: 'Copy message' }).click();
    await expect(reply.getByRole('button', { name: 'Copied message' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const items = await reply.locator('.md li').allInnerTexts();
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(copied.replace(/[*_`]/g, '')).toContain(item.trim());
    expect(copied).toMatch(/^(\d+\.|[-*]) /m);
  },
);

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the composer shows no Shift+Enter hint', async ({ page }) => {
    await open(page, '/chat/1?mock-scenario=as:demo@example.com');
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(page.getByText(/Shift\+Enter/)).toHaveCount(0);
  });
});
