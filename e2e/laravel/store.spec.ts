/**
 * The app store against the project's own Laravel backend (playwright.laravel.config.ts's `laravel`
 * project): a free agent added, and a paid one bought for the council on invoice, which Laravel
 * completes at once (buyAgent, Order::complete), so the order is listed as invoiced and the agent is
 * the council's. The seeders put Licensing Helper (free) and Budget Analyst (paid) in the store,
 * neither of them demo's.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, watchConsole } from '../network/support/journey';
import { failedAnswers } from './support/screens';
import { UNAVAILABLE_VARIABLE } from './support/settings';
import { clearThrottles } from './support/throttles';

test.skip(
  !!process.env[UNAVAILABLE_VARIABLE],
  `Laravel test bed skipped: ${process.env[UNAVAILABLE_VARIABLE]}`,
);
test.beforeEach(() => clearThrottles());

/** Opens an agent of the store from its card, found by a search. */
async function openStoreAgent(page: Page, name: string): Promise<void> {
  await page.goto('/App_store');
  await page.getByLabel('Search').fill(name);
  const card = page
    .getByTestId('app-store-agents')
    .locator('li.store-card')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the app store: a free agent added, a paid one bought for the council on invoice', async ({
  page,
}) => {
  const console = watchConsole(page);
  const failures = failedAnswers(page);
  await signIn(page, DEMO);

  await openStoreAgent(page, 'Licensing Helper');
  await page.getByRole('button', { name: 'Add to my agents' }).click();
  await expect(page.getByTestId('live-region')).toHaveText(
    'Licensing Helper was added to your agents',
  );

  await openStoreAgent(page, 'Budget Analyst');
  await page.getByRole('radio', { name: /^Northfield/ }).check();
  await page.getByRole('radio', { name: /^Invoice/ }).check();
  await page.getByRole('button', { name: /^Buy for / }).click();
  await expect(page.getByTestId('buy-review')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and buy on invoice' }).click();
  await expect(
    page.getByText(/Order #\d+ is invoiced \(not paid yet\): Budget Analyst/),
  ).toBeVisible();

  // Read back from Laravel: the council's order, invoiced and not paid.
  await page.goto('/Orders');
  const row = page.getByRole('row').filter({ hasText: 'Budget Analyst' });
  await expect(row.filter({ hasText: 'Invoiced' })).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);

  expect(console.errors()).toEqual([]);
  expect(failures).toEqual([]);
});
