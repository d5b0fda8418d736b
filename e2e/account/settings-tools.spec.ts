import { expect, test, DATES } from '../test';
import { MEMBER, expectAccessible, expectAccessibleOnDarkPhone, signIn } from './helpers';

// Journeys with several axe-core passes: longer than the default on a busy two-core machine.

const MANAGER = { email: 'manager@example.com', password: 'password' };

test('connect Slack, run one of its functions, disconnect it', async ({ page }) => {
  await signIn(page, MANAGER, '/Settings');
  const slack = page.getByTestId('tool-slack');
  await expect(slack.getByText('Not connected', { exact: true })).toBeVisible();
  await expectAccessible(page, '/Settings');

  // The mock plays the provider: its consent page sends the browser straight back to the callback.
  await slack.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page).toHaveURL(/\/Settings#tools$/);
  await expect(page.getByText('Slack is connected.')).toBeVisible();
  await expect(slack.getByText('Connected', { exact: true })).toBeVisible();

  await slack.getByRole('button', { name: 'Try a function' }).click();
  await slack.getByLabel('What to try', { exact: true }).selectOption({ label: 'List channels' });
  await slack.getByRole('button', { name: 'Try it' }).click();
  await expect(slack.getByLabel('Result of List channels')).toContainText('council-news');
  await expectAccessible(page, '/Settings with a function result');

  await slack.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Slack?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the disconnect confirmation');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(slack.getByText('Not connected', { exact: true })).toBeVisible();
});

test('the revoked Google Drive of the member explains itself and reconnects', async ({ page }) => {
  await signIn(page, MEMBER, '/Settings#tools');
  const drive = page.getByTestId('tool-google-drive');
  await drive.getByRole('button', { name: 'Try a function' }).click();
  await drive.getByRole('button', { name: 'Try it' }).click();
  await expect(drive.getByText('Needs reconnecting')).toBeVisible();
  await expect(drive.getByRole('note')).toContainText(
    'Google Drive no longer accepts your authorization',
  );
  await expectAccessible(page, '/Settings with a revoked tool');

  await drive.getByRole('button', { name: 'Reconnect Google Drive' }).click();
  await expect(page.getByText('Google Drive is connected.')).toBeVisible();
  await expect(drive.getByText('Connected', { exact: true })).toBeVisible();
  await drive.getByRole('button', { name: 'Try a function' }).click();
  await drive.getByRole('button', { name: 'Try it' }).click();
  await expect(drive.getByLabel('Result of Search files')).toContainText(
    'Planning committee minutes',
  );
});

test(
  'edit the profile with the server’s field errors; theme and date format; phone and dark',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, MEMBER, '/Settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Email').fill('demo@example.com');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('The email has already been taken.')).toBeVisible();
    await profile.getByLabel('Email').fill('member@example.com');
    await profile.getByLabel('Name').fill('Mia Member-Jones');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Your profile is saved.')).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Mia Member-Jones');
    // Only what changed was sent: the member's position is still the seeded one.
    const saved = await page.evaluate(() => {
      type User = { name: string; position_id: number | null };
      const mock = (
        window as unknown as {
          __councilMock: { state: { db: { users: { get(id: number): User } } } };
        }
      ).__councilMock;
      return mock.state.db.users.get(2);
    });
    expect(saved).toMatchObject({ name: 'Mia Member-Jones', position_id: 2 });

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Present password').fill('wrong password');
    await password.getByLabel('New password', { exact: true }).fill('a longer passphrase');
    await password.getByLabel('Repeat the new password').fill('a longer passphrase');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The password is incorrect.')).toBeVisible();

    await page.getByRole('radio', { name: /Dark/ }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByLabel('Date format').selectOption('yyyy-mm-dd');
    await expect(page.getByText('Dates across the app look like this: 2026-03-14.')).toBeVisible();
    await expectAccessibleOnDarkPhone(page, '/Settings');
  },
);
