import { expect, type Locator } from '@playwright/test';

/**
 * Runs one of a console row's actions the way the screen offers it: on a laptop the row's "⋯"
 * menu (RowActions.tsx) and its item, on a phone the row's button. `button` names the phone's
 * button (with its screen-reader words), `item` the menu's.
 */
export async function rowAction(
  row: Locator,
  { button, item }: { button: string | RegExp; item: string | RegExp },
): Promise<void> {
  const menu = row.getByRole('button', { name: /^Actions for / });
  const phoneButton = row.getByRole('button', { name: button });
  // The row draws one of the two; wait for it before asking which (isVisible() does not wait).
  await expect(menu.or(phoneButton).first()).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    const page = row.page();
    await page.getByRole('menuitem', { name: item }).click();
    return;
  }
  await phoneButton.click();
}
