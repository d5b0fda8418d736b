/**
 * Dialogs on a slow device: what is typed while the dialog's save is on its way (held by the mock's
 * gate) is still in the box when the answer lands, and a second save never makes a second record.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../chat/helpers';
import { expect, hold, release, test, waitUntilHeld } from './slow-device';

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
