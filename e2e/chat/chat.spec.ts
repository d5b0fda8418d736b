/**
 * The chat journeys in Chromium, on the demo build with the in-browser mock backend (each test
 * starts from the seed: a fresh browser context has no stored mock state).
 */
import { expect, test, DATES } from '../test';
import { E2E_REPLY_MS } from '../../tests/support/test-waits';
import { expectAccessible, expectAccessibleOnDarkPhone } from '../account/helpers';
import { documentIsMarked, markDocument } from '../shell/helpers';
import { lastReloadAt, pauseClock, runNextFrames } from '../clock';
import { CHUNK_RELOAD_MARKER } from '../../src/lib/build/reload-guard';
import { agents, chats, composer, flushMock, folders, forceFailure, messages, openThreadWithMessages, sidebar, signIn, waitForServer } from './helpers';

test.describe('chat', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('open a thread, send a message, watch the reply stream in and complete; it is still there after a reload', { tag: DATES }, async ({ page }) => {
    await openThreadWithMessages(page, 0);
    const text = `Give me a checklist for the grants panel ${Date.now()}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    // My message shows at once, and the box is empty for the next one.
    await expect(messages(page).getByText(text)).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    // The reply streams in token by token, with a visible state...
    const reply = messages(page).locator('article.msg-agent').last();
    await expect(page.locator('.msg-agent.is-streaming, .msg-agent[aria-label$="is typing"]').first()).toBeVisible();
    await expect(reply.locator('.md')).toBeVisible();
    // ...and completes.
    await expect(page.locator('.msg-agent.is-streaming')).toHaveCount(0, { timeout: E2E_REPLY_MS });
    await expect(page.getByText('Enter to send, Shift+Enter for a new line')).toBeVisible();
    const replyText = (await reply.locator('.md').innerText()).trim();
    expect(replyText.length).toBeGreaterThan(0);

    await flushMock(page);
    await page.reload();
    await expect(messages(page).getByText(text)).toBeVisible();
    await expect(messages(page).locator('article.msg-agent').last().locator('.md')).toContainText(replyText.slice(0, 30).trim());
  });

  test('Enter sends, Shift+Enter makes a new line, and the message list is a live log', async ({ page }) => {
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

  test('create a folder and move a thread into it; both survive a reload', async ({ page }) => {
    const folderName = `Grants ${Date.now() % 100000}`;
    await sidebar(page).getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel('Name').fill(folderName);
    await dialog.getByLabel('Name').press('Enter');
    await expect(dialog).toBeHidden();
    const folderButton = folders(page).getByRole('button', { name: new RegExp(`^${folderName}`) });
    await expect(folderButton).toHaveAttribute('aria-expanded', 'true');

    const row = chats(page).getByRole('listitem').filter({ has: page.getByRole('link') }).first();
    const title = (await row.getByRole('link').getAttribute('title'))!;
    const href = (await row.getByRole('link').getAttribute('href'))!;
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Move to folder' }).hover();
    await page.getByRole('menuitem', { name: folderName }).click();

    const folderList = folders(page).getByRole('list', { name: `Chats in ${folderName}` });
    await expect(folderList.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(chats(page).locator(`a[href="${href}"]`)).toHaveCount(0);
    const threadId = Number(href.split('/').pop());
    await waitForServer(page, (mock, { threadId, folderName }) => {
      const folder = mock.state.db.folders.all().find((f) => f.name === folderName);
      return !!folder && mock.state.db.threads.get(threadId)?.folder_id === folder.id;
    }, { threadId, folderName });

    await flushMock(page);
    await page.reload();
    const reloadedFolder = folders(page).getByRole('button', { name: new RegExp(`^${folderName}`) });
    await expect(reloadedFolder).toBeVisible();
    if ((await reloadedFolder.getAttribute('aria-expanded')) !== 'true') await reloadedFolder.click();
    await expect(folders(page).getByRole('list', { name: `Chats in ${folderName}` }).locator(`a[href="${href}"]`)).toHaveAttribute('title', title);
  });

  test('drag a thread onto a folder', async ({ page }) => {
    const target = folders(page).locator('li.folder-item').last();
    await expect(target).toBeVisible();
    const folderName = ((await target.locator('.folder-name').textContent()) ?? '').trim();
    const row = chats(page).getByRole('listitem').filter({ has: page.getByRole('link') }).first();
    const href = (await row.getByRole('link').getAttribute('href'))!;
    // Both ends of the drag on screen first: a scroll in the middle of a drag moves what is under the mouse.
    await folders(page).evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await expect(row).toBeInViewport();
    await row.dragTo(target.locator('.folder-row'));
    await expect(chats(page).locator(`a[href="${href}"]`)).toHaveCount(0);
    const toggle = folders(page).getByRole('button', { name: new RegExp(`^${folderName}`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(folders(page).getByRole('list', { name: `Chats in ${folderName}` }).locator(`a[href="${href}"]`)).toBeVisible();
  });

  test('pin an agent: it moves to the top at once, and stays pinned after a reload', async ({ page }) => {
    // The list is folded to the pinned agents (issue 38).
    await agents(page).getByRole('button', { name: /^Show all/ }).click();
    const unpinned = agents(page).getByRole('button', { name: /^Pin / }).first();
    const label = (await unpinned.getAttribute('aria-label'))!;
    const name = label.slice('Pin '.length);
    await unpinned.click();
    await expect(agents(page).getByRole('button', { name: `Unpin ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(agents(page).locator('li[data-agent-id]').first()).toContainText(name);
    const agentId = Number(await agents(page).locator('li[data-agent-id]').first().getAttribute('data-agent-id'));
    await waitForServer(page, (mock, id) => mock.state.db.userAgents.all().some((r) => r.agent_id === id && r.user_id === 1 && r.is_pinned), agentId);

    await flushMock(page);
    await page.reload();
    await expect(agents(page).getByRole('button', { name: `Unpin ${name}` })).toBeVisible();
    await expect(agents(page).locator('li[data-agent-id]').first()).toContainText(name);
  });

  test('a failed pin is undone with "Failed to update pin state"', async ({ page }) => {
    await agents(page).getByRole('button', { name: /^Show all/ }).click();
    const unpinned = agents(page).getByRole('button', { name: /^Pin / }).first();
    const name = (await unpinned.getAttribute('aria-label'))!.slice('Pin '.length);
    await forceFailure(page, 'updateProfileAgent', 500);
    await unpinned.click();
    await expect(page.getByText('Failed to update pin state')).toBeVisible();
    await expect(agents(page).getByRole('button', { name: `Pin ${name}` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('attach files by picker and by drag and drop, see them upload, send them with a message', async ({ page }) => {
    await openThreadWithMessages(page, 2);
    await page.getByTestId('file-input').setInputFiles({ name: 'agenda.txt', mimeType: 'text/plain', buffer: Buffer.from('Item 1: minutes') });
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
    await page.getByTestId('file-input').setInputFiles({ name: 'rejected.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(attachments.getByRole('alert')).toBeVisible();
    await attachments.getByRole('button', { name: 'Remove rejected.pdf' }).click();

    await composer(page).fill('Here are the agenda and the figures');
    await composer(page).press('Enter');
    const sent = messages(page).locator('.msg-user').filter({ hasText: 'Here are the agenda and the figures' });
    await expect(sent.getByRole('link', { name: 'agenda.txt' })).toBeVisible();
    await expect(sent.getByRole('link', { name: 'figures.csv' })).toBeVisible();
    await expect(attachments).toBeHidden();
  });

  test('delete a thread and undo; after a reload it is still there', { tag: DATES }, async ({ page }) => {
    const row = chats(page).getByRole('listitem').filter({ has: page.getByRole('link') }).first();
    const title = (await row.getByRole('link').getAttribute('title'))!;
    const href = (await row.getByRole('link').getAttribute('href'))!;
    await row.getByRole('button', { name: /^Actions for / }).click();
    // The 5 s undo window waits on the page's clock while the journey reaches for Undo.
    await pauseClock(page);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await runNextFrames(page);
    await expect(chats(page).locator(`a[href="${href}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.clock.resume();
    await expect(chats(page).locator(`a[href="${href}"]`)).toBeVisible();
    // Past the undo window (5 s, run on the page's clock at once): nothing was deleted.
    await page.clock.runFor(5_500);
    await flushMock(page);
    await page.reload();
    await expect(chats(page).locator(`a[href="${href}"]`)).toHaveAttribute('title', title);
  });

  test('delete a thread without undo: it is gone after the undo window, also after a reload', async ({ page }) => {
    const row = chats(page).getByRole('listitem').filter({ has: page.getByRole('link') }).nth(1);
    const href = (await row.getByRole('link').getAttribute('href'))!;
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(chats(page).locator(`a[href="${href}"]`)).toHaveCount(0);
    await waitForServer(page, (mock, id) => mock.state.db.threads.get(id) === undefined, Number(href.split('/').pop()));
    await flushMock(page);
    await page.reload();
    await expect(chats(page).getByRole('link').first()).toBeVisible();
    await expect(chats(page).locator(`a[href="${href}"]`)).toHaveCount(0);
  });

  test('a failed send keeps its text once, in the failed message, and Retry sends it', async ({ page }) => {
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

  test('Ctrl+K searches threads by title; Ctrl+Shift+O starts a new chat with an agent', { tag: DATES }, async ({ page }) => {
    await openThreadWithMessages(page, 0);
    await page.keyboard.press('Control+k');
    const search = sidebar(page).getByRole('searchbox', { name: 'Search chats and messages' });
    await expect(search).toBeFocused();
    const wanted = (await chats(page).getByRole('link').nth(2).getAttribute('title'))!;
    await search.fill(wanted.slice(0, 12));
    await expect(sidebar(page).getByRole('region', { name: 'Chat titles' }).getByRole('link', { name: new RegExp(escape(wanted.slice(0, 12))) }).first()).toBeVisible();
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
    await expect(page.locator('.msg-agent.is-streaming')).toHaveCount(0, { timeout: E2E_REPLY_MS });
    await expect(messages(page).locator('.msg-agent')).toHaveCount(1);
  });

  test('menus load their code on first use, and a keyboard user lands on the first item', async ({ page }) => {
    // Radix names its parts in strings the minifier keeps; a script holding one is the menu code.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    const menuCodeLoaded = async () => (await Promise.all(scripts)).some((source) => source.includes('DropdownMenuTrigger'));
    await page.reload();
    await expect(chats(page).getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await menuCodeLoaded()).toBe(false);

    const trigger = chats(page).getByRole('listitem').first().getByRole('button', { name: /^Actions for / });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Rename…' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Move to folder' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await menuCodeLoaded()).toBe(true);
  });

  test('a dialog whose code does not arrive reloads the page once, then says so and loads on "Try again"', async ({ page, context }) => {
    let blocked = true;
    let failed = 0;
    await context.route(/\/assets\/NameDialog-[\w-]+\.js$/, async (route) => {
      if (!blocked) return route.continue();
      failed += 1;
      return route.abort('failed');
    });
    await markDocument(page);
    const newFolder = sidebar(page).getByRole('button', { name: 'New folder' });
    // First failure: as for a deployment that replaced the chunk, the page reloads once.
    await newFolder.click();
    await expect.poll(() => documentIsMarked(page).catch(() => true)).toBe(false);
    await expect(chats(page).getByRole('link').first()).toBeAttached();
    // The guard's 10 s run on the page's clock: each failure below happens a second after the
    // reload, however long the steps between (two axe passes) take on a loaded machine.
    const reloadedAt = await lastReloadAt(page, CHUNK_RELOAD_MARKER);
    const aSecondAfterTheReload = () => page.clock.setSystemTime(reloadedAt + 1_000);

    // Failing again within the guard's 10 s: no second reload, the failure is said in place.
    await markDocument(page);
    await aSecondAfterTheReload();
    await newFolder.click();
    const alert = page.getByRole('alert').filter({ hasText: 'This dialog could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expectAccessible(page, 'a dialog that failed to load');
    await expectAccessibleOnDarkPhone(page, 'a dialog that failed to load');
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    // Opening it again retries; once the code arrives, "Try again" opens the dialog itself.
    await aSecondAfterTheReload();
    await newFolder.click();
    await expect(alert).toBeVisible();
    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'New folder' }).getByLabel('Name')).toBeFocused();
    expect(failed).toBe(3);
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('keyboard only: Tab reaches the sidebar, a thread, and the composer with a visible focus ring', async ({ page }) => {
    // The new-chat screen focuses its composer once the agents are in: let it settle first.
    await expect(composer(page)).toBeFocused();
    await sidebar(page).getByRole('button', { name: 'New chat', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(sidebar(page).getByRole('searchbox')).toBeFocused();
    const outline = await sidebar(page).getByRole('searchbox').evaluate((el) => getComputedStyle(el).outlineStyle);
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

test.describe('chat on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the sidebar is a drawer; picking a thread closes it; dark theme applies', async ({ page }) => {
    await signIn(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show chats' }).click();
    await expect(sidebar(page)).toBeVisible();
    const link = chats(page).getByRole('link').first();
    const title = (await link.getAttribute('title'))!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    const background = await page.locator('.chat-sidebar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    const box = await composer(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
