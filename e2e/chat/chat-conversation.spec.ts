/**
 * The chat journeys in Chromium, on the demo build with the in-browser mock backend (each test
 * starts from the seed: a fresh browser context has no stored mock state): the conversation —
 * sending and streaming, the composer and its draft, attachments, a failed send, search and the
 * keyboard. The sidebar's journeys (folders, pins, deleting, menus) are in chat-sidebar.spec.ts.
 */
import { expect, test, DATES } from '../test';
import { E2E_REPLY_MS } from '../../tests/support/test-waits';
import {
  chats,
  composer,
  flushMock,
  forceFailure,
  messages,
  openThreadWithMessages,
  sidebar,
  signIn,
} from './helpers';

test.describe('chat', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test(
    'open a thread, send a message, watch the reply stream in and complete; it is still there after a reload',
    { tag: DATES },
    async ({ page }) => {
      await openThreadWithMessages(page, 0);
      const text = `Give me a checklist for the grants panel ${Date.now()}`;
      await composer(page).fill(text);
      await composer(page).press('Enter');
      // My message shows at once, and the box is empty for the next one.
      await expect(messages(page).getByText(text)).toBeVisible();
      await expect(composer(page)).toHaveValue('');
      // The reply streams in token by token, with a visible state...
      const reply = messages(page).locator('article.msg-agent').last();
      await expect(
        page.locator('.msg-agent.is-streaming, .msg-agent[aria-label$="is typing"]').first(),
      ).toBeVisible();
      await expect(reply.locator('.md')).toBeVisible();
      // ...and completes.
      await expect(page.locator('.msg-agent.is-streaming')).toHaveCount(0, {
        timeout: E2E_REPLY_MS,
      });
      await expect(page.getByText('Enter to send, Shift+Enter for a new line')).toBeVisible();
      const replyText = (await reply.locator('.md').innerText()).trim();
      expect(replyText.length).toBeGreaterThan(0);

      await flushMock(page);
      await page.reload();
      await expect(messages(page).getByText(text)).toBeVisible();
      await expect(messages(page).locator('article.msg-agent').last().locator('.md')).toContainText(
        replyText.slice(0, 30).trim(),
      );
    },
  );

  test('Enter sends, Shift+Enter makes a new line, and the message list is a live log', async ({
    page,
  }) => {
    await openThreadWithMessages(page, 1);
    await composer(page).click();
    await page.keyboard.type('first line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    await expect(composer(page)).toHaveValue('first line\nsecond line');
    await page.keyboard.press('Enter');
    await expect(messages(page).locator('.msg-user').last()).toContainText('first line');
    await expect(messages(page).locator('.msg-user').last()).toContainText('second line');
    await expect(messages(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('attach files by picker and by drag and drop, see them upload, send them with a message', async ({
    page,
  }) => {
    await openThreadWithMessages(page, 2);
    await page.getByTestId('file-input').setInputFiles({
      name: 'agenda.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Item 1: minutes'),
    });
    const attachments = page.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByText('agenda.txt')).toBeVisible();
    await expect(attachments.getByRole('progressbar')).toHaveCount(0);

    // Drag and drop onto the conversation.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['a,b\n1,2'], 'figures.csv', { type: 'text/csv' }));
      return transfer;
    });
    await page.dispatchEvent('section.conversation', 'dragenter', { dataTransfer });
    await expect(page.getByText('Drop files to attach them')).toBeVisible();
    await page.dispatchEvent('section.conversation', 'drop', { dataTransfer });
    await expect(attachments.getByText('figures.csv')).toBeVisible();
    await expect(attachments.getByRole('progressbar')).toHaveCount(0);

    // A file the server rejects says why.
    await forceFailure(page, 'uploadThreadFiles', 422);
    await page.getByTestId('file-input').setInputFiles({
      name: 'rejected.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(attachments.getByRole('alert')).toBeVisible();
    await attachments.getByRole('button', { name: 'Remove rejected.pdf' }).click();

    await composer(page).fill('Here are the agenda and the figures');
    await composer(page).press('Enter');
    const sent = messages(page)
      .locator('.msg-user')
      .filter({ hasText: 'Here are the agenda and the figures' });
    await expect(sent.getByRole('link', { name: 'agenda.txt' })).toBeVisible();
    await expect(sent.getByRole('link', { name: 'figures.csv' })).toBeVisible();
    await expect(attachments).toBeHidden();
  });

  test('a failed send keeps its text once, in the failed message, and Retry sends it', async ({
    page,
  }) => {
    await openThreadWithMessages(page, 3);
    const text = `This must not be lost ${Date.now()}`;
    await forceFailure(page, 'sendThreadMessage', 500);
    await composer(page).fill(text);
    await composer(page).press('Enter');
    const failed = messages(page).locator('.msg-user.is-failed').filter({ hasText: text });
    await expect(failed.getByRole('alert')).toContainText('Not sent');
    // Not also in the box, which would invite sending it twice (issue 38).
    await expect(composer(page)).toHaveValue('');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(messages(page).locator('.msg-user.is-failed')).toHaveCount(0);
    await expect(messages(page).locator('.msg-user').filter({ hasText: text })).toHaveCount(1);
    await expect(composer(page)).toHaveValue('');
    await expect(page.locator('.msg-agent.is-streaming')).toHaveCount(0, { timeout: E2E_REPLY_MS });
  });

  test('the draft survives switching threads and reloading', async ({ page }) => {
    const first = await openThreadWithMessages(page, 0);
    await composer(page).fill('half a thought');
    await openThreadWithMessages(page, 1);
    await expect(composer(page)).toHaveValue('');
    await chats(page).locator(`a[href="${first.href}"]`).click();
    await expect(composer(page)).toHaveValue('half a thought');
    await page.reload();
    await expect(composer(page)).toHaveValue('half a thought');
  });

  test(
    'Ctrl+K searches threads by title; Ctrl+Shift+O starts a new chat with an agent',
    { tag: DATES },
    async ({ page }) => {
      await openThreadWithMessages(page, 0);
      await page.keyboard.press('Control+k');
      const search = sidebar(page).getByRole('searchbox', { name: 'Search chats and messages' });
      await expect(search).toBeFocused();
      const wanted = (await chats(page).getByRole('link').nth(2).getAttribute('title'))!;
      await search.fill(wanted.slice(0, 12));
      await expect(
        sidebar(page)
          .getByRole('region', { name: 'Chat titles' })
          .getByRole('link', { name: new RegExp(escape(wanted.slice(0, 12))) })
          .first(),
      ).toBeVisible();
      await search.press('Escape');

      await page.keyboard.press('Control+Shift+O');
      await expect(page).toHaveURL(/\/chat$/);
      await expect(page.getByRole('heading', { level: 1, name: 'New chat' })).toBeVisible();
      await expect(composer(page)).toBeFocused();
      const text = `Hello from a new chat ${Date.now()}`;
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/chat\/\d+$/);
      await expect(messages(page).getByText(text)).toBeVisible();
      await expect(page.locator('.msg-agent.is-streaming')).toHaveCount(0, {
        timeout: E2E_REPLY_MS,
      });
      await expect(messages(page).locator('.msg-agent')).toHaveCount(1);
    },
  );

  test('keyboard only: Tab reaches the sidebar, a thread, and the composer with a visible focus ring', async ({
    page,
  }) => {
    // The new-chat screen focuses its composer once the agents are in: let it settle first.
    await expect(composer(page)).toBeFocused();
    await sidebar(page).getByRole('button', { name: 'New chat', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(sidebar(page).getByRole('searchbox')).toBeFocused();
    const outline = await sidebar(page)
      .getByRole('searchbox')
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    const link = chats(page).getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(messages(page)).toBeVisible();
    await composer(page).focus();
    await expect(composer(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Attach files' })).toBeFocused();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
