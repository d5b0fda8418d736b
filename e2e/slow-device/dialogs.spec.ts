/**
 * Dialogs on a slow device: what is typed while the dialog's save is on its way (held by the mock's
 * gate) is still in the box when the answer lands, and a second save never makes a second record.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../chat/helpers';
import { expect, firstCouncilAgent, hold, release, test, waitUntilHeld } from './slow-device';

type Db = { folders: { where(fn: (f: { name: string }) => boolean): { name: string }[] } };

test.beforeEach(async ({ page, slowCpu }) => {
  await signIn(page);
  await slowCpu();
});

test('new folder: the name typed on while the folder is created stays, and saving again renames that folder', async ({
  page,
}) => {
  const base = `Minutes ${test.info().project.name}`;
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await name.fill(base);
  await hold(page, 'createFolder');
  await name.press('Enter');
  await waitUntilHeld(page, 'createFolder');
  await name.pressSequentially(' 2027');
  await release(page, 'createFolder');

  const renaming = page.getByRole('dialog', { name: 'Rename folder' });
  await expect(renaming.getByRole('status')).toContainText(`“${base}” is saved`);
  await expect(renaming.getByRole('textbox', { name: 'Name' })).toHaveValue(`${base} 2027`);
  expect(await storedFolders(page, base)).toEqual([base]);

  await renaming.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(renaming).toBeHidden();
  await expect(
    page.getByRole('complementary', { name: 'Chats and agents' }).getByText(`${base} 2027`),
  ).toBeVisible();
  expect(await storedFolders(page, base)).toEqual([`${base} 2027`]);
});

async function storedFolders(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      (window as unknown as { __councilMock: { state: { db: Db } } }).__councilMock.state.db.folders
        .where((f) => f.name.startsWith(prefix))
        .map((f) => f.name),
    prefix,
  );
}

test("a council agent's settings: instructions typed on while they are saved stay to be saved next, and come back after the dialog is closed", async ({
  page,
}) => {
  const { row, agentName } = await firstCouncilAgent(page);
  await row.getByRole('button', { name: `Settings of ${agentName}` }).click();
  const dialog = page.getByRole('dialog', { name: `${agentName}: Settings` });
  const box = dialog.getByLabel('Council instructions');
  await box.fill('Answer in plain English.');
  await hold(page, 'updateCouncilAgent');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await waitUntilHeld(page, 'updateCouncilAgent');
  await box.press('End');
  await box.pressSequentially(' Cite the minutes.');
  await release(page, 'updateCouncilAgent');

  await expect(dialog.getByRole('status')).toHaveText(
    'Saved. What you typed since is not: Save saves it.',
  );
  // Said once, in the dialog where the person is typing: no toast of the same save besides.
  await expect(page.getByText(`${agentName} is saved.`)).toHaveCount(0);
  await expect(box).toHaveValue('Answer in plain English. Cite the minutes.');
  const saved = await storedInstructions(page);
  expect(saved).toContain('Answer in plain English.');
  expect(saved).not.toContain('Answer in plain English. Cite the minutes.');

  // Closed without saving, and opened again: the text typed is still there.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Settings of ${agentName}` }).click();
  await expect(box).toHaveValue('Answer in plain English. Cite the minutes.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedInstructions(page)).toContain('Answer in plain English. Cite the minutes.');
});

/** Every council agent's instructions in the mock. */
async function storedInstructions(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    (
      window as unknown as {
        __councilMock: {
          state: { db: Record<string, { all(): { instructions: string | null }[] }> };
        };
      }
    ).__councilMock.state.db
      .councilAgents!.all()
      .map((a) => a.instructions),
  );
}
