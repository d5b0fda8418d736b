/** What the Laravel journeys share: making a folder through the sidebar, and the answers that failed. */
import { expect, type Page } from '@playwright/test';
import { folders, sidebar } from '../../network/support/journey';

export async function createFolder(page: Page, name: string): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(folders(page).getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
}

/** Every API answer of 400 or more the page meets, as `<status> <method> <path>` (a live list). */
export function failedAnswers(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
      failures.push(
        `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  return failures;
}
