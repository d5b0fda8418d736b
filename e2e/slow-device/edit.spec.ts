/**
 * The editor of the own last message on a slow device: what is typed in it stays while the person
 * scrolls up the 10,000-message thread (the list unmounts the row, older pages load meanwhile) and
 * when they leave the thread and come back. The editor and its text used to live in the row.
 */
import { composer, messages, signIn } from '../chat/helpers';
import { expect, test } from './slow-device';

const LONG_THREAD = '/chat/1';
const TYPED = ' (edited on a slow phone)';

test.beforeEach(async ({ page, slowCpu }) => {
  await signIn(page);
  await slowCpu();
});

test('an edit being typed stays when its row scrolls out of the list and when the thread is left and opened again', async ({
  page,
}) => {
  await page.locator(`#chat-sidebar a[href$="${LONG_THREAD}"]`).first().click();
  const own = messages(page).getByRole('article', { name: 'Your message' }).last();
  await expect(own).toBeVisible();
  const original = (await own.locator('.msg-text').textContent()) ?? '';
  await own.hover();
  await own.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: 'Edited message' });
  await expect(editor).toBeFocused();
  await editor.press('End');
  await editor.pressSequentially(TYPED);
  await expect(editor).toHaveValue(original + TYPED);

  // Up the thread until the row is gone from the list (older pages load on the way), then back down.
  const list = messages(page);
  await list.hover();
  // Each poll scrolls on and reads whether the row's editor is in the list.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -4000);
      return editor.count();
    })
    .toBe(0);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 100_000);
      return editor.count();
    })
    .toBe(1);
  await expect(editor).toHaveValue(original + TYPED);

  // Another screen and back: the thread's rows are all new, the edit is still open with its text.
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(composer(page)).toBeVisible();
  await page.locator(`#chat-sidebar a[href$="${LONG_THREAD}"]`).first().click();
  await expect(page.getByRole('textbox', { name: 'Edited message' })).toHaveValue(original + TYPED);
});
