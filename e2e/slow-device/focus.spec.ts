/**
 * Focus on a slow device: a field that appears once its data lands (the new chat's message box,
 * which waits for the agents) must not take the focus from a field the person is already typing in,
 * or the rest of their keys go into it.
 */
import { composer, signIn } from '../chat/helpers';
import { expect, hold, release, test, waitUntilHeld } from './slow-device';

test("the new chat's message box, appearing after the agents land, leaves the search box its keys", async ({
  page,
  slowCpu,
}) => {
  await signIn(page, { beforeSubmit: () => hold(page, 'listProfileAgents') });
  await slowCpu();
  const box = page.getByRole('searchbox', { name: 'Search chats and messages' });
  await box.pressSequentially('Mill');
  await waitUntilHeld(page, 'listProfileAgents');
  await expect(composer(page)).toHaveCount(0);
  await release(page, 'listProfileAgents');
  await expect(composer(page)).toBeVisible();
  // Typed where the focus is, as a person types: not refocused first, as a locator's typing would.
  await page.keyboard.type(' Lane');
  await expect(box).toHaveValue('Mill Lane');
  await expect(box).toBeFocused();
  await expect(composer(page)).toHaveValue('');
});
