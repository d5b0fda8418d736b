/**
 * A reply streams in view (issue 61): at the bottom, the list follows the reply whatever it holds,
 * a table included, and a reply that lands whole (its events missed while the connection was
 * down, fetched again) lands in view too; scrolled up, the list stays where the reader is and the
 * "Latest" pill shows. At 1440x900 and 390x844.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_REPLY_MS } from '../../tests/support/test-waits';
import { composer, messages, signIn } from './helpers';

/** Opens the newest chat by its address (on a phone the chats are in a closed drawer). */
async function openShortThread(page: Page): Promise<void> {
  const href = await page.locator('.chat-sidebar .thread-link').first().getAttribute('href');
  await page.goto(href ?? '/chat');
  await expect(messages(page).locator('.msg').first()).toBeVisible();
  await page.waitForFunction(() => '__councilMock' in window);
}

type Realtime = {
  dropConnections(): number;
  setStreamPaceMs(ms: number | null): void;
};
const dropConnections = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __councilMock: { realtime: Realtime } }
    ).__councilMock.realtime.dropConnections(),
  );
const setStreamPace = (page: Page, ms: number | null) =>
  page.evaluate(
    (pace) =>
      (
        window as unknown as { __councilMock: { realtime: Realtime } }
      ).__councilMock.realtime.setStreamPaceMs(pace),
    ms,
  );

/** How far the list's end is below what is shown, in px, and whether the pill shows. */
const distanceFromEnd = (page: Page) =>
  messages(page).evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);
/** The newest message id shown. */
const replyCount = (page: Page) =>
  messages(page).evaluate((list) =>
    Math.max(
      0,
      ...[...list.querySelectorAll('[data-message-id]')].map((m) =>
        Number(m.getAttribute('data-message-id')),
      ),
    ),
  );
/** The reply to the message just sent: the first agent message newer than `before`. */
async function newReply(page: Page, before: number) {
  const handle = await page.waitForFunction(
    (newest) =>
      [...document.querySelectorAll('.msg-agent[data-message-id]')]
        .map((m) => Number(m.getAttribute('data-message-id')))
        .find((id) => id > newest),
    before,
    { timeout: E2E_REPLY_MS },
  );
  const id = (await handle.jsonValue()) as number;
  return messages(page).locator(`.msg-agent[data-message-id="${id}"]`);
}
const latest = (page: Page) => page.getByRole('button', { name: 'Latest' });

/** A prompt the mock answers with a table (mocks/db/agent-replies.ts, its hints). */
const TABLE_PROMPT = 'Please compare the options in a table for the village hall roof';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a reply that lands whole, with a table, lands in view', async ({ page }) => {
      await signIn(page);
      await openShortThread(page);
      await composer(page).fill(TABLE_PROMPT);
      const before = await replyCount(page);
      await composer(page).press('Enter');
      // The live connection drops: the reply's events are missed and the thread is fetched again.
      await dropConnections(page);
      const reply = await newReply(page, before);
      await expect(reply.locator('table')).toBeVisible({ timeout: E2E_REPLY_MS });
      await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: E2E_REPLY_MS });
      await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(48);
      await expect(latest(page)).toBeHidden();
      await expect(reply.locator('table')).toBeInViewport();
      // The reply's actions are not under the pill or the composer.
      const copy = reply.getByRole('button', { name: /Copy/ }).first();
      await expect(copy).toBeInViewport();
      await copy.click({ trial: true });
    });

    test('the list follows a streaming reply at the bottom, and stays put once scrolled up', async ({
      page,
    }) => {
      await signIn(page);
      await openShortThread(page);
      // Slow enough to scroll while it streams.
      await setStreamPace(page, 200);
      await composer(page).fill(TABLE_PROMPT);
      const before = await replyCount(page);
      await composer(page).press('Enter');
      const reply = await newReply(page, before);
      await expect(reply.locator('.md')).toContainText(/\S{3}/, { timeout: E2E_REPLY_MS });
      // At the bottom: followed as it grows (its table too), the text arriving piece by piece.
      const seen = new Set<number>();
      await expect
        .poll(
          async () => {
            const length = ((await reply.locator('.md').textContent()) ?? '').length;
            seen.add(length);
            expect(await distanceFromEnd(page)).toBeLessThanOrEqual(48);
            return length;
          },
          { timeout: E2E_REPLY_MS },
        )
        .toBeGreaterThan(120);
      expect(seen.size).toBeGreaterThan(2);
      await expect(reply.locator('table')).toBeInViewport();
      await expect(latest(page)).toBeHidden();
      // Scrolled up: the list stays where the reader is while the reply goes on.
      await messages(page).hover();
      await page.mouse.wheel(0, -400);
      await expect(latest(page)).toBeVisible();
      const top = await messages(page).evaluate((list) => list.scrollTop);
      const shown = ((await reply.locator('.md').textContent()) ?? '').length;
      await expect
        .poll(async () => ((await reply.locator('.md').textContent()) ?? '').length, {
          timeout: E2E_REPLY_MS,
        })
        .toBeGreaterThan(shown + 20);
      expect(
        Math.abs((await messages(page).evaluate((list) => list.scrollTop)) - top),
      ).toBeLessThan(2);
      await expect(latest(page)).toBeVisible();
      await setStreamPace(page, null);
      // Latest brings the end back, and the list follows again.
      await latest(page).click();
      await expect(latest(page)).toBeHidden();
      await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(48);
    });
  });
}
