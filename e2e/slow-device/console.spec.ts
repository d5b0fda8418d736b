/**
 * The council console's forms on a slow device: each is typed into the moment it appears, while the
 * data it waits for (or its own save) is held by the mock's gate; once the answer lands nothing
 * typed is lost, and what was sent arrives once.
 */
import type { Page } from '@playwright/test';
import { signIn as signInAsDemo } from '../chat/helpers';
import { navigateInApp, open } from '../shell/helpers';
import { expect, hold, release, test, waitUntilHeld } from './slow-device';

type Row = Record<string, unknown>;
type Db = Record<string, { all(): Row[] }>;

/** Rows of a mock table that match `fields`, read in the page. */
async function storedRows(page: Page, table: string, fields: Row): Promise<number> {
  return page.evaluate(
    ({ table, fields }) => {
      const db = (window as unknown as { __councilMock: { state: { db: Db } } }).__councilMock.state
        .db;
      return db[table]!.all().filter((row) =>
        Object.entries(fields).every(([key, value]) => row[key] === value),
      ).length;
    },
    { table, fields },
  );
}

/** How many invitations the mock holds for the user of `email`. */
async function invitationsFor(page: Page, email: string): Promise<number> {
  return page.evaluate((email) => {
    const db = (window as unknown as { __councilMock: { state: { db: Db } } }).__councilMock.state
      .db;
    const user = db.users!.all().find((u) => u.email === email);
    return user ? db.invitations!.all().filter((i) => i.user_id === user.id).length : 0;
  }, email);
}

test('invite dialog: the email typed while the members load stays, and the invitation is sent once', async ({
  page,
  slowCpu,
}) => {
  await signInAsDemo(page);
  await slowCpu();
  const email = `slow-${test.info().project.name}@example.com`;
  // The members are held: the dialog opens (once its roles are there) before the table.
  await hold(page, 'listCouncilUsers');
  await navigateInApp(page, '/Users');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').pressSequentially(email);
  await waitUntilHeld(page, 'listCouncilUsers');
  await release(page, 'listCouncilUsers');
  // The table landed behind the dialog (hidden from the accessibility tree while the dialog is open).
  await expect(page.locator('table caption', { hasText: /^Users of/ })).toBeAttached();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);

  await hold(page, 'inviteCouncilUser');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await waitUntilHeld(page, 'inviteCouncilUser');
  await release(page, 'inviteCouncilUser');
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  expect(await invitationsFor(page, email)).toBe(1);
});

test('create council: the name typed while the invitations load stays, and the council is created once', async ({
  page,
  slowCpu,
}) => {
  // The user's invitations (the sidebar and the panel beside the form list them) are held from
  // before signing in, so however fast the machine, the form is there before they are.
  await open(page, '/auth/Login');
  await hold(page, 'listProfileInvitations');
  await page.getByLabel('Email').fill('nocouncil@example.com');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await slowCpu();
  const name = `Slow Parish ${test.info().project.name}`;
  await navigateInApp(page, '/Council_management');
  const form = page.getByRole('form', { name: 'Create a council' });
  await form.getByLabel('Council name').pressSequentially(name);
  await waitUntilHeld(page, 'listProfileInvitations');
  await release(page, 'listProfileInvitations');
  await form
    .getByLabel('Description (optional)')
    .pressSequentially('Typed after the invitations landed.');
  await expect(form.getByLabel('Council name')).toHaveValue(name);

  await hold(page, 'createCouncil');
  await form.getByRole('button', { name: 'Create council' }).click();
  await waitUntilHeld(page, 'createCouncil');
  await release(page, 'createCouncil');
  await expect(page.getByText(`${name} is created. You are its administrator.`)).toBeVisible();
  expect(
    await storedRows(page, 'councils', {
      name,
      description: 'Typed after the invitations landed.',
    }),
  ).toBe(1);
});

test('council settings: what is typed while the profile is saved stays, and the save arrives once', async ({
  page,
  slowCpu,
}) => {
  await signInAsDemo(page);
  await slowCpu();
  const name = `Northwind Parish Council ${test.info().project.name}`;
  await navigateInApp(page, '/Council_management');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await hold(page, 'updateCouncil');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await waitUntilHeld(page, 'updateCouncil');
  await form.getByLabel('Description').fill('Typed while the profile was saved.');
  await release(page, 'updateCouncil');
  await expect(page.getByText('The council profile is saved.')).toBeVisible();
  await expect(form.getByLabel('Description')).toHaveValue('Typed while the profile was saved.');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  // The description typed since is not saved yet: the form still offers to save it.
  await expect(form.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  expect(await storedRows(page, 'councils', { name })).toBe(1);
  expect(
    await storedRows(page, 'councils', { description: 'Typed while the profile was saved.' }),
  ).toBe(0);
});
