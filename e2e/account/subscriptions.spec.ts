import { expect, test, DATES } from '../test';
import { DEMO, expectAccessible, expectAccessibleOnDarkPhone, signIn } from './helpers';

// Journeys with several axe-core passes: longer than the default on a busy two-core machine.

test('buy a yearly plan by card and find the order', { tag: DATES }, async ({ page }) => {
  await signIn(page, DEMO, '/Subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByTestId('plan-2').getByText('Current plan')).toBeVisible();
  await expectAccessible(page, '/Subscriptions');

  // The switch lives in the URL: the radio shows the choice once the navigation has committed.
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page).toHaveURL(/billing=year/);
  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay for Enterprise' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the payment step');
  await dialog.getByRole('radio', { name: /Card/ }).check();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText(/Paid: Enterprise is now your council's plan/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('plan-4').getByText('Current plan')).toBeVisible();

  await page.getByRole('link', { name: 'See the order in Orders' }).click();
  await expect(page).toHaveURL(/\/Orders$/);
  const row = page.getByRole('row').filter({ hasText: 'Enterprise' }).first();
  await expect(row).toContainText('Paid');
});

test('a member sees the plans and why they cannot buy one; phone and dark theme', async ({
  page,
}) => {
  await signIn(page, { email: 'member@example.com' }, '/Subscriptions');
  await expect(page.getByTestId('buy-not-allowed')).toContainText(
    'Only administrators of Northwind Parish Council',
  );
  await expect(
    page.getByRole('button', {
      name: /^(Buy|Upgrade to|Switch to) (Starter|Team|Council|Enterprise)$/,
    }),
  ).toHaveCount(0);
  await expectAccessibleOnDarkPhone(page, '/Subscriptions');
});
