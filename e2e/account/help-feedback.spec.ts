import { expect, test } from '../test';
import {
  MEMBER,
  expectAccessible,
  expectAccessibleOnDarkPhone,
  forceStatus,
  open,
  signIn,
} from './helpers';

// Journeys with several axe-core passes: longer than the default on a busy two-core machine.

test('open a help page three levels deep by its address, search for a word and open the hit', async ({
  page,
}) => {
  await signIn(page, MEMBER, '/help/getting-started/join-a-council/join-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Join codes' })).toBeVisible();
  await expect(page).toHaveTitle('Join codes · Help · Council Chat');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Help',
    'Getting started',
    'Join a council',
    'Join codes',
  ]);
  await expect(page.locator('.help-body code', { hasText: 'NORTH-2026' })).toBeVisible();
  await expectAccessible(page, 'a help page');

  await page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .getByRole('link', { name: /Accepting an invitation/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accepting an invitation' }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search help' }).fill('invoice');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “invoice”' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/q=invoice/);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: 'Free and paid agents' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Free and paid agents' })).toBeVisible();
  await expect(page).toHaveURL(/\/help\/agents\/app-store\/free-and-paid$/);
  await expect(page.locator('.help-body table')).toBeVisible();
  await expectAccessibleOnDarkPhone(page, 'a help page');

  await open(page, '/help/agents/nothing-here');
  await expect(
    page.getByRole('heading', { name: 'Page Not Found: /help/agents/nothing-here' }),
  ).toBeVisible();
});

test('send feedback from the user menu with one forced failure first', async ({ page }) => {
  await signIn(page, MEMBER, '/App_store');
  await forceStatus(page, 'sendFeedback', 500, 1);
  await page.getByTestId('signed-in-user').click();
  await page.getByRole('menuitem', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Tell us what you think.')).toBeVisible();

  await dialog.getByLabel('Subject (optional)').fill('Filters');
  await dialog.getByLabel('Your feedback').fill('Please remember my category filter.');
  await dialog.getByText('Good').click();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your feedback was not sent');
  await expect(dialog.getByLabel('Your feedback')).toHaveValue(
    'Please remember my category filter.',
  );
  await expectAccessible(page, 'the feedback dialog with a failure');

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByText('Thank you, your feedback was sent.')).toBeVisible();
  const stored = await page.evaluate(() => {
    type Row = { message: string; rating: number | null; page_url: string | null };
    const mock = (
      window as unknown as { __councilMock: { state: { db: { feedback: { all(): Row[] } } } } }
    ).__councilMock;
    return (
      mock.state.db.feedback
        .all()
        .find((row) => row.message === 'Please remember my category filter.') ?? null
    );
  });
  expect(stored).toMatchObject({ rating: 4, page_url: expect.stringMatching(/\/App_store$/) });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('send feedback from the help centre', async ({ page }) => {
  await signIn(page, MEMBER, '/help/billing');
  // As a reader would: the page is there before they ask about it (the button shows while it loads).
  await expect(page.getByRole('heading', { level: 1, name: 'Billing and orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog.getByLabel('Subject (optional)')).toHaveValue('Help: Billing and orders');
  await dialog.getByLabel('Your feedback').fill('The billing page answered my question.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Thank you, your feedback was sent.')).toBeVisible();
});
