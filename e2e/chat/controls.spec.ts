/**
 * Controlling a conversation in Chromium, on the demo build with the in-browser mock backend:
 * stop, regenerate, edit, search inside messages to a message of the 10,000-message thread, export.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_REPLY_MS } from '../../tests/support/test-waits';
import { chats, composer, messages, openThreadWithMessages, sidebar, signIn } from './helpers';

type MockRow = {
  id: number;
  thread_id: number;
  role: string;
  content: string;
  superseded?: boolean;
  stopped_at?: string | null;
};
type Mock = {
  state: {
    options: { replyPaceMs: number };
    db: {
      threads: { all(): { id: number; messages_count: number; title: string }[] };
      messages: {
        by(key: 'thread_id', id: number): MockRow[];
        update(id: number, patch: Partial<MockRow>): MockRow;
      };
    };
  };
};

/** Slows the fake agent so a reply is still being written when the test acts on it. */
async function slowReplies(page: Page, paceMs: number): Promise<void> {
  await page.evaluate((pace) => {
    (window as unknown as { __councilMock: Mock }).__councilMock.state.options.replyPaceMs = pace;
  }, paceMs);
}

const replies = (page: Page) => messages(page).getByRole('article', { name: /replied$/ });

/** The id of the newest reply on screen (the list keeps the newest rows in view). */
const lastReplyId = async (page: Page) =>
  Number(await replies(page).last().getAttribute('data-message-id'));

/**
 * The reply that comes after `previousId`, once it is on screen. Rows are virtualised, so a reply
 * is found by its id, never by counting or by "the last one" (which, before the new reply starts,
 * is the previous one).
 */
async function replyAfter(page: Page, previousId: number) {
  await expect.poll(() => lastReplyId(page)).toBeGreaterThan(previousId);
  return messages(page).locator(`article[data-message-id="${await lastReplyId(page)}"]`);
}

test.describe('chat controls', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('Stop: the button replaces Send while a reply streams; stopping keeps the text, marks it, and the box sends again', async ({
    page,
  }) => {
    await openThreadWithMessages(page, 0);
    await slowReplies(page, 80);
    const previous = await lastReplyId(page);
    await composer(page).fill('Write a detailed report on the village hall roof');
    await composer(page).press('Enter');
    const stop = page.getByRole('button', { name: 'Stop reply' });
    await expect(stop).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await expect(page.getByText('The agent is replying… Esc or Stop ends it')).toBeVisible();
    // Stop once the new reply has text, so that there is text to keep.
    const reply = await replyAfter(page, previous);
    await expect(reply.locator('.md')).not.toBeEmpty();
    await stop.click();
    await expect(reply.getByText('Stopped')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    const kept = (await reply.locator('.md').innerText()).trim();
    expect(kept.length).toBeGreaterThan(0);
    // Nothing more arrives after the stop: the stored reply holds the same text.
    const stored = await page.evaluate(() => {
      const mock = (window as unknown as { __councilMock: Mock }).__councilMock;
      const id = Number(location.pathname.split('/').pop());
      return mock.state.db.messages
        .by('thread_id', id)
        .filter((m) => m.role === 'assistant' && m.stopped_at).length;
    });
    expect(stored).toBe(1);
    // The box sends at once.
    await composer(page).fill('Thanks');
    await composer(page).press('Enter');
    await expect(messages(page).getByText('Thanks')).toBeVisible();
  });

  test('Stop pressed while the agent is still typing stops its reply as soon as it starts', async ({
    page,
  }) => {
    await openThreadWithMessages(page, 0);
    // The reply starts one pace after the question is stored: Stop shows before the reply exists.
    await slowReplies(page, 1500);
    const previous = await lastReplyId(page);
    await composer(page).fill('Write a detailed report on the village hall roof');
    await composer(page).press('Enter');
    await page.getByRole('button', { name: 'Stop reply' }).click();
    // Pressed before the reply existed.
    expect(await lastReplyId(page)).toBe(previous);
    await expect((await replyAfter(page, previous)).getByText('Stopped')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  });

  test('Regenerate the last reply, then edit the last message; earlier versions stay reachable, each question with its replies', async ({
    page,
  }) => {
    await openThreadWithMessages(page, 1);
    await composer(page).fill('Parish plan?');
    await composer(page).press('Enter');
    const regenerate = page.getByRole('button', { name: 'Regenerate' });
    await expect(regenerate).toBeVisible({ timeout: E2E_REPLY_MS });
    const firstText = (await replies(page).last().locator('.md').innerText()).trim();
    await regenerate.click();
    const replyVersions = replies(page)
      .last()
      .getByRole('group', { name: 'Versions of this reply' });
    await expect(replyVersions).toContainText('2 / 2');
    await expect(regenerate).toBeVisible({ timeout: E2E_REPLY_MS });
    await replyVersions.getByRole('button', { name: 'Previous version' }).click();
    await expect(replyVersions).toContainText('1 / 2');
    await expect(replies(page).last().locator('.md')).toHaveText(firstText);

    // Edit: ↑ in the empty box opens the last message's editor.
    await composer(page).click();
    await composer(page).press('ArrowUp');
    const editor = page.getByRole('textbox', { name: 'Edited message' });
    await editor.fill('Porch allowed?');
    await editor.press('Enter');
    const own = messages(page).getByRole('article', { name: 'Your message' }).last();
    await expect(own).toContainText('Porch allowed?');
    const ownVersions = own.getByRole('group', { name: 'Versions of this message' });
    await expect(ownVersions).toContainText('2 / 2');
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible({
      timeout: E2E_REPLY_MS,
    });
    // The edited question's reply is new, with no earlier version of its own.
    await expect(replyVersions).toHaveCount(0);
    // Back at the earlier question, its two replies are there again, and its first one.
    await ownVersions.getByRole('button', { name: 'Previous version' }).click();
    await expect(own).toContainText('Parish plan?');
    await expect(replyVersions).toContainText('2 / 2');
    await replyVersions.getByRole('button', { name: 'Previous version' }).click();
    await expect(replies(page).last().locator('.md')).toHaveText(firstText);
    await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  });

  test('search inside messages opens the 10,000-message thread at an old message, scrolled into view and marked', async ({
    page,
  }) => {
    const { id, title } = await page.evaluate(() => {
      const mock = (window as unknown as { __councilMock: Mock }).__councilMock;
      const long = mock.state.db.threads
        .all()
        .sort((a, b) => b.messages_count - a.messages_count)[0]!;
      const target = mock.state.db.messages.by('thread_id', long.id)[1_500]!;
      mock.state.db.messages.update(target.id, { content: `${target.content} zanzibarquokka` });
      return { id: target.id, title: long.title };
    });
    await sidebar(page)
      .getByRole('searchbox', { name: 'Search chats and messages' })
      .fill('zanzibarquokka');
    const hits = sidebar(page).getByRole('list', { name: 'Messages that match' });
    const hit = hits.getByRole('link').filter({ hasText: title });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('mark')).toHaveText('zanzibarquokka');
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`message=${id}`));
    const found = messages(page).locator(`[data-message-id="${id}"]`);
    await expect(found).toBeInViewport();
    await expect(found).toHaveClass(/is-highlighted/);
    await expect(found).toContainText('zanzibarquokka');
  });

  test('export a thread as Markdown and as JSON, with every message', async ({ page }) => {
    // A thread of a few messages (the 10,000-message one takes a hundred pages to export).
    const hrefs = await chats(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    const { id, title, count } = await page.evaluate(
      (ids) => {
        const mock = (window as unknown as { __councilMock: Mock }).__councilMock;
        const thread = mock.state.db.threads
          .all()
          .find((t) => ids.includes(t.id) && t.messages_count > 2 && t.messages_count < 40)!;
        const stored = mock.state.db.messages
          .by('thread_id', thread.id)
          .filter((m) => !m.superseded).length;
        return { id: thread.id, title: thread.title, count: stored };
      },
      hrefs.map((href) => Number(href.split('/').pop())),
    );
    await chats(page).locator(`a[href$="/chat/${id}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const menu = page.getByRole('button', { name: `Actions for ${title}` }).last();

    await menu.click();
    const [markdown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
    ]);
    expect(markdown.suggestedFilename()).toMatch(/\.md$/);
    const md = await readFile((await markdown.path())!, 'utf8');
    // The title in full: an automatic one is cut with "..." in the sidebar, never in the export.
    expect(md.startsWith(`# ${title.replace(/\.\.\.$/, '')}`)).toBe(true);
    // One section per message, "## {author} · {date} at {time}" (a reply's own headings are not).
    expect(md.match(/^## .+ · .+ at .+$/gm)).toHaveLength(count);

    await menu.click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as JSON' }).click(),
    ]);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      messages: { author: string; created_at: string }[];
    };
    expect(data.messages).toHaveLength(count);
    expect(
      data.messages.every((m) => ['user', 'agent'].includes(m.author) && m.created_at.length > 0),
    ).toBe(true);
  });
});
