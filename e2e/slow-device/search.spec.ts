/**
 * Search boxes kept in the address, on a slow device: every keystroke stays in the box while the
 * address follows (each write a navigation that lands later) and while the data is held back.
 */
import { rowAction } from '../row-actions';
import { signIn } from '../chat/helpers';
import { navigateInApp } from '../shell/helpers';
import { expect, firstCouncilAgent, hold, release, test, waitUntilHeld } from './slow-device';

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

test('app store and users: a search left for another page, even within its pause, is there again and applied when the page is opened again', async ({
  page,
}) => {
  await navigateInApp(page, '/App_store');
  await expect(page.getByRole('heading', { name: 'App store', level: 1 })).toBeVisible();
  const store = page.getByRole('searchbox', { name: 'Search' });
  await store.pressSequentially('newsletter');
  await navigateInApp(page, '/Users');
  const users = page.getByRole('search', { name: 'Filter users' }).getByLabel('Search');
  await users.pressSequentially('mia');
  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await navigateInApp(page, '/App_store');
  await expect(store).toHaveValue('newsletter');
  await expect(page).toHaveURL(/\/App_store\?(.*&)?q=newsletter/);
  await navigateInApp(page, '/Users');
  await expect(users).toHaveValue('mia');
  await expect(page).toHaveURL(/\/Users\?(.*&)?q=mia/);
  await expect(page.getByRole('row', { name: /Mia Member/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Max Manager/ })).toHaveCount(0);
});

test("a council agent's members: the search typed and the members ticked stay when the dialog is closed and opened again, until saved", async ({
  page,
}) => {
  const { row, agentName } = await firstCouncilAgent(page);
  const open = {
    click: () => rowAction(row, { button: `Members of ${agentName}`, item: 'Members' }),
  };
  const dialog = page.getByRole('dialog', { name: `${agentName}: Who may use it` });
  const search = dialog.getByRole('searchbox', { name: 'Search members' });
  const mia = dialog.getByRole('checkbox', { name: /Mia Member/ });
  await open.click();
  await search.pressSequentially('Mia');
  const wasChosen = await mia.isChecked();
  await mia.setChecked(!wasChosen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await navigateInApp(page, '/Council_management?tab=agents');
  await open.click();
  await expect(search).toHaveValue('Mia');
  await expect(mia).toBeVisible();
  await expect(mia).toBeChecked({ checked: !wasChosen });
  await expect(dialog.getByRole('checkbox', { name: /Max Manager/ })).toHaveCount(0);
  // Saved, the choice is the council's: nothing of it is kept beside it.
  await dialog.getByRole('button', { name: 'Save members' }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(mia).toBeChecked({ checked: !wasChosen });
  await mia.setChecked(wasChosen);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await open.click();
  await expect(mia).toBeChecked({ checked: wasChosen });
});
