/**
 * Forms on a slow device: what is typed while a save is on its way (held by the mock's gate) is
 * still in the form when the answer lands, and the save arrives once.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../chat/helpers';
import { navigateInApp } from '../shell/helpers';
import { expect, hold, release, test, waitUntilHeld } from './slow-device';

type Db = {
  users: { get(id: number): { name: string } | undefined };
  agents: { where(fn: (a: { name: string }) => boolean): unknown[] };
};

test.beforeEach(async ({ page, slowCpu }) => {
  await signIn(page);
  await slowCpu();
});

test('Settings: the profile keeps what was typed while it was saved', async ({ page }) => {
  await navigateInApp(page, '/Settings');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Demo Admin');
  await hold(page, 'updateProfile');
  await name.fill('Demo Saved');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await waitUntilHeld(page, 'updateProfile');
  await name.press('End');
  await name.pressSequentially(' and typed while saving');
  await release(page, 'updateProfile');
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(name).toHaveValue('Demo Saved and typed while saving');
  expect(
    await page.evaluate(
      () =>
        (
          window as unknown as { __councilMock: { state: { db: Db } } }
        ).__councilMock.state.db.users.get(1)?.name,
    ),
  ).toBe('Demo Saved');
});

test('agent builder: a new agent keeps what was typed while it was created, is created once, and keeps that text across pages', async ({
  page,
}) => {
  await navigateInApp(page, '/Manage_agents?new=1');
  const agentName = `Slow device agent ${test.info().project.name}`;
  await page.getByLabel('Name').fill(agentName);
  await page.getByLabel('Description').fill('Drafts the parish newsletter.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await hold(page, 'createAgent');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await waitUntilHeld(page, 'createAgent');
  await page.getByLabel('Instructions').pressSequentially('typed while it was created');
  await release(page, 'createAgent');
  await expect(page).toHaveURL(/\?agent=\d+$/);
  await expect(page.locator('.builder-panel > .builder-actions h2')).toContainText('Draft');
  await expect(page.getByLabel('Instructions')).toHaveValue('typed while it was created');
  await expect(page.getByLabel('Description')).toHaveValue('Drafts the parish newsletter.');
  await expect(page.getByLabel('Name')).toHaveValue(agentName);
  expect(await storedAgents(page, agentName)).toBe(1);

  // What was typed during the creation is the new agent's unsaved change, kept across another
  // page; the next new agent starts blank.
  const created = page.url();
  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await navigateInApp(page, created.slice(created.indexOf('/Manage_agents')));
  await expect(page.getByLabel('Instructions')).toHaveValue('typed while it was created');
  await page.getByRole('link', { name: 'New agent' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Instructions')).toHaveValue('');
});

async function storedAgents(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (name) =>
      (
        window as unknown as { __councilMock: { state: { db: Db } } }
      ).__councilMock.state.db.agents.where((a) => a.name === name).length,
    name,
  );
}

test('feedback: what is typed while the feedback is sent stays as the next draft, and the first arrives once', async ({
  page,
}) => {
  await page.getByTestId('signed-in-user').click();
  await page.getByRole('menuitem', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  const message = dialog.getByLabel('Your feedback');
  const first = `Sent from a slow phone ${test.info().project.name}.`;
  await message.pressSequentially(first);
  await hold(page, 'sendFeedback');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await waitUntilHeld(page, 'sendFeedback');
  await message.press('End');
  await message.pressSequentially(' And typed while it was sent.');
  await release(page, 'sendFeedback');
  await expect(
    dialog.getByText(/Your feedback was sent\. What you wrote since is kept here/),
  ).toBeVisible();
  await expect(message).toHaveValue(`${first} And typed while it was sent.`);
  expect(await storedFeedback(page, first)).toBe(1);
  // Sent again, it arrives as a second feedback; the first is still there once.
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Thank you, your feedback was sent.')).toBeVisible();
  expect(await storedFeedback(page, `${first} And typed while it was sent.`)).toBe(1);
  expect(await storedFeedback(page, first)).toBe(1);
});

async function storedFeedback(page: Page, message: string): Promise<number> {
  return page.evaluate((message) => {
    type Row = { message: string };
    const db = (
      window as unknown as { __councilMock: { state: { db: { feedback: { all(): Row[] } } } } }
    ).__councilMock.state.db;
    return db.feedback.all().filter((row) => row.message === message).length;
  }, message);
}
