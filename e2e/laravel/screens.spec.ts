/**
 * The main screens against the project's own Laravel backend and the real Reverb
 * (playwright.laravel.config.ts), beside journeys.spec.ts: the chat with its folders and the
 * message search, the settings' profile, and the council console (members, an invitation, a role
 * change, a removal) with what the other members see of it over Reverb. The backend is the run's
 * one seeded copy, shared with journeys.spec.ts, so each journey makes and names its own records.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  chats,
  composer,
  DEMO,
  folders,
  MEMBER,
  messages,
  sidebar,
  signIn,
  watchConsole,
} from '../network/support/journey';
import { E2E_LARAVEL_REPLY_MS } from '../../tests/support/test-waits';
import { rowAction } from '../row-actions';
import { createFolder, failedAnswers } from './support/screens';
import { UNAVAILABLE_VARIABLE } from './support/settings';
import { clearThrottles } from './support/throttles';

test.skip(
  !!process.env[UNAVAILABLE_VARIABLE],
  `Laravel test bed skipped: ${process.env[UNAVAILABLE_VARIABLE]}`,
);
test.beforeEach(() => clearThrottles());

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('chat with folders and search: a new chat moved into a folder, then found by a word of its message', async ({
  page,
}) => {
  const console = watchConsole(page);
  const failures = failedAnswers(page);
  await signIn(page);
  await createFolder(page, 'Budget 2026');

  // A word no seeded record holds, so the search finds this chat's message and nothing else.
  const word = 'quokkaledger';
  await composer(page).fill(`Where is the ${word} for the village hall kept?`);
  await composer(page).press('Enter');
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const href = new URL(page.url()).pathname;
  const reply = messages(page).locator('article.msg-agent[data-message-id]').last();
  await expect(reply).not.toHaveClass(/is-streaming/, { timeout: E2E_LARAVEL_REPLY_MS });

  // Moved into the folder (updateThread's folder_id): listed there, no longer among the loose chats.
  const row = chats(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${href}"]`) });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).hover();
  // Laravel's answer before the page is left: a navigation would cancel the call under way.
  const moved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === `/api${href.replace('/chat/', '/threads/')}`,
  );
  await page.getByRole('menuitem', { name: 'Budget 2026' }).click();
  expect((await moved).status()).toBe(200);
  const inFolder = folders(page).getByRole('list', { name: 'Chats in Budget 2026' });
  await expect(inFolder.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(chats(page).locator(`a[href="${href}"]`)).toHaveCount(0);

  // Laravel's message search: the hit links to the chat; reloaded, the folder still holds it.
  await page.goto('/chat');
  const search = sidebar(page).getByRole('searchbox', { name: 'Search chats and messages' });
  await search.fill(word);
  const hits = sidebar(page).getByRole('list', { name: 'Messages that match' }).getByRole('link');
  await expect(hits.first()).toBeVisible();
  await expect(hits.first()).toContainText(word);
  await hits.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
  await expect(
    messages(page).getByRole('article', { name: 'Your message' }).filter({ hasText: word }),
  ).toBeVisible();
  await page.reload();
  await expect(
    folders(page).getByRole('list', { name: 'Chats in Budget 2026' }).locator(`a[href="${href}"]`),
  ).toBeAttached();

  expect(console.errors()).toEqual([]);
  expect(failures).toEqual([]);
});

test('settings: the profile saved in Laravel, a taken email refused under its field', async ({
  page,
}) => {
  const console = watchConsole(page);
  const failures = failedAnswers(page);
  await signIn(page, MEMBER);
  await page.goto('/Settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Email').fill(DEMO.email);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('The email has already been taken.')).toBeVisible();

  await profile.getByLabel('Email').fill(MEMBER.email);
  await profile.getByLabel('Name').fill('Mia Member-Jones');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Mia Member-Jones');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Name')).toHaveValue(
    'Mia Member-Jones',
  );

  expect(console.errors()).toEqual([]);
  expect(failures).toEqual(['422 PUT /api/profile']);
});

test('the council console: the members, an invitation, a role change and a removal, which the other members hear over Reverb', async ({
  page,
  browser,
}) => {
  const console = watchConsole(page);
  const failures = failedAnswers(page);
  await signIn(page);
  const member = await memberWatching(browser, page);

  await page.goto('/Users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(rowWith(page, DEMO.email)).toBeVisible();
  await expect(rowWith(page, MEMBER.email)).toBeVisible();

  // Invite one person: Laravel stores the invitation (and mails it); the member is told.
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill('new.clerk@example.org');
  await invite.getByLabel('Role').selectOption('manager');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to new.clerk@example.org.')).toBeVisible();
  await expect(rowWith(page, 'new.clerk@example.org')).toBeVisible();
  await expect(member.getByText('new.clerk@example.org was invited to the council.')).toBeVisible();

  // The member's role: saved, told to the member, and read back from Laravel after a reload.
  const role = rowWith(page, MEMBER.email).getByRole('combobox', { name: /^Role of Mia Member/ });
  await role.selectOption('manager');
  await expect(page.getByText(/^Mia Member.* is now a manager\.$/)).toBeVisible();
  await expect(member.getByText(/membership changed \(manager\)/)).toBeVisible();
  await page.reload();
  await expect(
    rowWith(page, MEMBER.email).getByRole('combobox', { name: /^Role of Mia Member/ }),
  ).toHaveValue('manager');

  // Revoke the invitation, then remove the member, each confirmed.
  await rowAction(rowWith(page, 'new.clerk@example.org'), {
    button: /^Revoke/,
    item: 'Revoke invitation',
  });
  await page
    .getByRole('alertdialog', { name: 'Revoke this invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(rowWith(page, 'new.clerk@example.org')).toHaveCount(0);
  await rowAction(rowWith(page, MEMBER.email), { button: /^Remove/, item: 'Remove from council' });
  await page
    .getByRole('alertdialog', { name: 'Remove this member?' })
    .getByRole('button', { name: 'Remove member' })
    .click();
  await expect(rowWith(page, MEMBER.email)).toHaveCount(0);
  await expect(member.getByText(/^Mia Member.* left the council\.$/)).toBeVisible();
  await page.reload();
  await expect(rowWith(page, DEMO.email)).toBeVisible();
  await expect(rowWith(page, MEMBER.email)).toHaveCount(0);

  // toOthers(): the admin's own tab is told by its answers, never by its own broadcasts.
  await expect(page.getByText('new.clerk@example.org was invited to the council.')).toHaveCount(0);
  await member.context().close();
  expect(console.errors()).toEqual([]);
  expect(failures).toEqual([]);
});

/** The member signed in in a context of their own, on the chat page, on Northfield's presence channel. */
async function memberWatching(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const member = await context.newPage();
  await signIn(member, MEMBER);
  await expect(
    member.getByRole('region', { name: 'Your councils' }).getByTestId('online-members'),
  ).toHaveText(/^\d+ online\b/);
  return member;
}
