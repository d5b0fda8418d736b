/**
 * Forms left for another page on a slow device: the page unmounts the form, so what was typed and not
 * saved lived only as long as the page did. It is now kept for the tab (`useFormDraft`) and laid over
 * the saved values when the form is shown again; nothing of it is saved until the person saves.
 */
import type { Page } from '@playwright/test';
import { signIn as signInAsDemo } from '../chat/helpers';
import { DEMO, navigateInApp, open, signIn, submitRegistration } from '../shell/helpers';
import { expect, test } from './slow-device';

type Row = Record<string, unknown>;
type Db = Record<string, { all(): Row[] }>;

async function stored(page: Page, table: string, field: string, value: unknown): Promise<number> {
  return page.evaluate(
    ({ table, field, value }) =>
      (window as unknown as { __councilMock: { state: { db: Db } } }).__councilMock.state.db[
        table
      ]!.all().filter((row) => row[field] === value).length,
    { table, field, value },
  );
}

test('Settings and the council profile keep what was typed, unsaved, across other pages', async ({
  page,
  slowCpu,
}) => {
  await signInAsDemo(page);
  await slowCpu();
  const name = `Unsaved name ${test.info().project.name}`;
  const description = `Unsaved description ${test.info().project.name}`;
  await navigateInApp(page, '/Settings');
  const profileName = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(profileName).toHaveValue('Demo Admin');
  await profileName.fill(name);

  await navigateInApp(page, '/Council_management');
  const council = page.getByRole('form', { name: 'Profile' });
  await expect(council.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await council.getByLabel('Description').fill(description);

  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await navigateInApp(page, '/Settings');
  await expect(profileName).toHaveValue(name);
  await navigateInApp(page, '/Council_management');
  await expect(council.getByLabel('Description')).toHaveValue(description);
  // The draft is the form's unsaved state: it still offers to save it, and nothing was saved.
  await expect(council.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  expect(await stored(page, 'users', 'name', name)).toBe(0);
  expect(await stored(page, 'councils', 'description', description)).toBe(0);
});

test('invite dialog: the email typed stays when the dialog is closed and when another page is opened, until it is sent', async ({
  page,
  slowCpu,
}) => {
  await signInAsDemo(page);
  await slowCpu();
  const email = `unsent-${test.info().project.name}@example.com`;
  await navigateInApp(page, '/Users');
  const invite = page.getByRole('button', { name: 'Invite', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.click();
  await dialog.getByLabel('Email').pressSequentially(email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await invite.click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await page.keyboard.press('Escape');

  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await navigateInApp(page, '/Users');
  await invite.click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  expect(await stored(page, 'users', 'email', email)).toBe(1);
  // Sent: the next invitation starts blank.
  await invite.click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
});

test('invite many: the pasted addresses stay when the dialog is closed and another page opened, and go once all are sent', async ({
  page,
  slowCpu,
}) => {
  await signInAsDemo(page);
  await slowCpu();
  const addresses = ['one', 'two'].map((n) => `${n}-${test.info().project.name}@example.org`);
  await navigateInApp(page, '/Users');
  const inviteMany = page.getByRole('button', { name: 'Invite many' });
  const dialog = page.getByRole('dialog', { name: 'Invite many people' });
  const paste = dialog.getByLabel('Email addresses');
  await inviteMany.click();
  await paste.pressSequentially(addresses.join('\n'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await navigateInApp(page, '/Users');
  await inviteMany.click();
  await expect(paste).toHaveValue(addresses.join('\n'));
  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(dialog.getByText('Invited', { exact: true })).toHaveCount(2);
  for (const email of addresses) expect(await stored(page, 'users', 'email', email)).toBe(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await inviteMany.click();
  await expect(paste).toHaveValue('');
});

test('create council: the name typed, and the council search, stay across another page; the name is forgotten once the council is created', async ({
  page,
  slowCpu,
}) => {
  await signIn(page, { email: 'nocouncil@example.com' });
  await slowCpu();
  const name = `Unsaved Parish ${test.info().project.name}`;
  await navigateInApp(page, '/Council_management');
  const form = page.getByRole('form', { name: 'Create a council' });
  await form.getByLabel('Council name').pressSequentially(name);
  const search = page
    .getByRole('search', { name: 'Find a council' })
    .getByLabel('Council name or join code');
  await search.pressSequentially('Northwind');
  await navigateInApp(page, '/Settings');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await navigateInApp(page, '/Council_management');
  await expect(form.getByLabel('Council name')).toHaveValue(name);
  await expect(search).toHaveValue('Northwind');
  await form.getByRole('button', { name: 'Create council' }).click();
  await expect(page.getByText(`${name} is created. You are its administrator.`)).toBeVisible();
  expect(await stored(page, 'councils', 'name', name)).toBe(1);
  expect(
    await page.evaluate(() => sessionStorage.getItem('council-chat:typed:form:create-council')),
  ).toBeNull();
});

test("the agent builder and a tool's Try form in Settings keep what was typed, unsaved, across other pages", async ({
  page,
  slowCpu,
}) => {
  await signInAsDemo(page);
  await slowCpu();
  const instructions = `Unsaved instructions ${test.info().project.name}`;
  await navigateInApp(page, '/Manage_agents');
  const yours = page.getByRole('navigation', { name: 'Your agents' });
  await yours.getByRole('link').first().click();
  await expect(page).toHaveURL(/\?agent=\d+$/);
  const edited = page.url().slice(page.url().indexOf('/Manage_agents'));
  const box = page.getByLabel('Instructions');
  await box.fill(instructions);

  await navigateInApp(page, '/Settings');
  const calendar = page.getByTestId('tool-google-calendar');
  await calendar.getByRole('button', { name: 'Try a function' }).click();
  await calendar.getByLabel('What to try').selectOption('create_event');
  await calendar.getByLabel('Title').pressSequentially('Budget meeting');

  await navigateInApp(page, '/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await navigateInApp(page, edited);
  await expect(box).toHaveValue(instructions);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await navigateInApp(page, '/Settings');
  await calendar.getByRole('button', { name: 'Try a function' }).click();
  await expect(calendar.getByLabel('What to try')).toHaveValue('create_event');
  await expect(calendar.getByLabel('Title')).toHaveValue('Budget meeting');
  expect(await stored(page, 'agents', 'instructions', instructions)).toBe(0);
});

test('signed out: the sign-in, registration, partner and request-access forms keep what was typed (never a password) across each other, until it is sent', async ({
  page,
  slowCpu,
}) => {
  await open(page, '/auth/Login');
  await slowCpu();
  const email = page.getByLabel('Email');
  await email.pressSequentially(DEMO.email);
  await page.getByLabel('Password').pressSequentially(DEMO.password);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').pressSequentially('Nina Newclerk');
  await page.getByRole('link', { name: 'Register as a partner' }).click();
  const company = page.getByLabel('Company');
  await company.pressSequentially('Parish Partners Ltd');
  await navigateInApp(page, '/auth/Access');
  const organisation = page.getByLabel('Organisation');
  await organisation.pressSequentially('Harbor Town Council');
  await navigateInApp(page, '/auth/Forgot_password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  await navigateInApp(page, '/auth/Access');
  await expect(organisation).toHaveValue('Harbor Town Council');

  await navigateInApp(page, '/auth/partner/registration');
  await expect(company).toHaveValue('Parish Partners Ltd');
  await navigateInApp(page, '/auth');
  await expect(page.getByLabel('Full name')).toHaveValue('Nina Newclerk');
  await navigateInApp(page, '/auth/Login');
  await expect(email).toHaveValue(DEMO.email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(Object.values(sessionStorage)))).not.toContain(
    DEMO.password,
  );

  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(
    await page.evaluate(() => sessionStorage.getItem('council-chat:typed:form:sign-in')),
  ).toBeNull();
});

test('onboarding: the choice and the council name typed stay across a reload, and the council is created once', async ({
  page,
  slowCpu,
}) => {
  await submitRegistration(page, {
    name: 'Olga Onboard',
    email: `olga.${test.info().project.name}.${Date.now()}@example.com`,
  });
  await expect(page).toHaveURL(/\/auth\/Onboarding$/);
  await slowCpu();
  const name = `Olga Parish ${test.info().project.name}`;
  await page.getByLabel('Create a new council').check();
  await page.getByLabel('Council name').pressSequentially(name);
  await page.reload();
  await expect(page.getByLabel('Create a new council')).toBeChecked();
  await expect(page.getByLabel('Council name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await stored(page, 'councils', 'name', name)).toBe(1);
  expect(
    await page.evaluate(() => sessionStorage.getItem('council-chat:typed:form:onboarding')),
  ).toBeNull();
});

test('asking to join a council: the message typed stays when another council is chosen and across a reload, and is sent once', async ({
  page,
  slowCpu,
}) => {
  await signIn(page, { email: 'nocouncil@example.com' });
  await slowCpu();
  const message = `I am the new clerk (${test.info().project.name}).`;
  await page.getByRole('link', { name: 'Ask to join' }).first().click();
  await page.getByLabel('Council name').fill('Harbor');
  await page.getByRole('button', { name: 'Search' }).click();
  const askToJoin = page
    .getByRole('list', { name: 'Councils found' })
    .getByRole('button', { name: 'Ask to join' })
    .first();
  const box = page.getByLabel('Message to the admins (optional)');
  await askToJoin.click();
  await box.pressSequentially(message);
  await page.getByRole('button', { name: 'Choose another council' }).click();
  await askToJoin.click();
  await expect(box).toHaveValue(message);

  await page.reload();
  await page.getByLabel('Council name').fill('Harbor');
  await page.getByRole('button', { name: 'Search' }).click();
  await askToJoin.click();
  await expect(box).toHaveValue(message);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/auth\/Request_join_success$/);
  expect(await stored(page, 'joinRequests', 'message', message)).toBe(1);
});
