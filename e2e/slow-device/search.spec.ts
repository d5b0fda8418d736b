/**
 * Search boxes kept in the address, on a slow device: every keystroke stays in the box while the
 * address follows (each write a navigation that lands later) and while the data is held back.
 */
import { signIn } from '../chat/helpers';
import { navigateInApp } from '../shell/helpers';
import { expect, hold, release, test, waitUntilHeld } from './slow-device';

test.beforeEach(async ({ page, slowCpu }) => {
  await signIn(page);
  await slowCpu();
});

test('help: the search box keeps every keystroke while the help pages load', async ({ page }) => {
  await hold(page, 'listHelpPages');
  await navigateInApp(page, '/help');
  const box = page.getByRole('searchbox', { name: 'Search help' });
  await box.pressSequentially('licences and orders');
  await waitUntilHeld(page, 'listHelpPages');
  await expect(box).toHaveValue('licences and orders');
  await release(page, 'listHelpPages');
  await expect(page).toHaveURL(/\/help\?q=licences\+and\+orders$/);
  await expect(box).toHaveValue('licences and orders');
  // Back to the help centre by a link: the address's value (none) replaces the text.
  await page.getByRole('link', { name: 'Help centre' }).click();
  await expect(box).toHaveValue('');
});

test('app store: the search box keeps what is typed after its last pause while the agents load', async ({
  page,
}) => {
  await navigateInApp(page, '/App_store');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(page.getByRole('heading', { name: 'App store', level: 1 })).toBeVisible();
  await hold(page, 'listAgents');
  await box.pressSequentially('news');
  // The box wrote its search at the pause; the agents of that search are on their way.
  await expect(page).toHaveURL(/q=news/);
  await waitUntilHeld(page, 'listAgents');
  await box.pressSequentially('letter');
  await release(page, 'listAgents');
  await expect(page).toHaveURL(/q=newsletter/);
  await expect(box).toHaveValue('newsletter');
});

test('chat sidebar: the search box keeps every keystroke while the matching chats load, and across another page', async ({
  page,
}) => {
  const box = page.getByRole('searchbox', { name: 'Search chats and messages' });
  await hold(page, 'listThreads');
  await box.pressSequentially('Mill');
  // The box asked for the chats matching its text; they are on their way.
  await waitUntilHeld(page, 'listThreads');
  await box.pressSequentially(' Lane');
  await expect(box).toHaveValue('Mill Lane');
  await release(page, 'listThreads');
  await expect(box).toHaveValue('Mill Lane');
  await expect(
    page
      .getByRole('complementary', { name: 'Chats and agents' })
      .getByRole('link', { name: /Mill Lane/ })
      .first(),
  ).toBeVisible();
  await expect(box).toHaveValue('Mill Lane');
  // Another page unmounts the sidebar; coming back finds the search as it was left.
  await navigateInApp(page, '/Settings');
  await expect(box).toBeHidden();
  await navigateInApp(page, '/chat');
  await expect(box).toHaveValue('Mill Lane');
});
