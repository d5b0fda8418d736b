/**
 * Billing tells the truth, in Chromium against the demo build's in-browser mock, on the suite's
 * clock (the seed's dates, invoice due dates and "overdue" follow it): order numbers, who
 * placed each order, invoiced is not paid, a printable invoice or receipt, no second order for
 * something waiting for payment, and a user's own purchases.
 */
import { rowAction } from '../row-actions';
import { type Page } from '@playwright/test';
import { DATES, test } from '../test';
import { DEMO, MEMBER, open, signIn } from '../shell/helpers';
import { expect, expectAccessible, mockRecords } from '../councils/helpers';

interface OrderRecord {
  id: number;
  council_id: number | null;
  user_id: number;
  type: 'agent' | 'subscription';
  item_id: number;
  item_name: string;
  status: string;
  payment_status: string;
  due_at: string | null;
  invoice_number: string | null;
}

const byNumber = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });

// Long journeys (several pages, a payment, a print view) that read dates (due, overdue, paid):
// three times the suite's test timeout, and run again at each instant of the clock matrix.
test.slow();

test(
  'an administrator reads the orders as they are: numbers, buyers, an overdue invoice, totals, and prints it',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, DEMO);
    const orders = await mockRecords<OrderRecord>(page, 'orders');
    const users = await mockRecords<{ id: number; name: string }>(page, 'users');
    const northwind = orders.filter((o) => o.council_id === 1);
    const invoiced = northwind.find((o) => o.payment_status === 'invoiced')!;
    expect(invoiced.status).toBe('completed');

    await open(page, '/Orders');
    await expect(
      page.getByRole('table', { name: 'Orders of Northwind Parish Council' }),
    ).toBeVisible();
    // Every order has its number and who placed it.
    for (const order of northwind) {
      const row = byNumber(page, order.id);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(users.find((u) => u.id === order.user_id)!.name);
    }
    // The invoice is not paid, and its due date (30 days after the order) has passed: overdue, in red.
    const row = byNumber(page, invoiced.id);
    await expect(row.getByText('Overdue')).toHaveClass(/badge-danger/);
    await expect(row).toContainText('due');
    await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
    const totals = page.getByRole('region', { name: 'Order totals' });
    await expect(totals.getByText('Invoiced, not paid')).toBeVisible();
    await expect(totals.getByText('Awaiting payment')).toBeVisible();
    await expectAccessible(page, '/Orders');

    // Filtering by payment: Paid leaves the invoice out.
    await page
      .getByRole('search', { name: 'Filter orders' })
      .getByLabel('Payment')
      .selectOption('paid');
    await expect(page).toHaveURL(/payment=paid/);
    await expect(byNumber(page, invoiced.id)).toHaveCount(0);
    await page
      .getByRole('search', { name: 'Filter orders' })
      .getByLabel('Payment')
      .selectOption('');

    // The invoice, printable: in print, only the document shows.
    await rowAction(byNumber(page, invoiced.id), {
      button: `Invoice for order #${invoiced.id}`,
      item: 'Open invoice',
    });
    const dialog = page.getByRole('dialog', { name: `Invoice for order #${invoiced.id}` });
    // The number is printed as the invoice number and again as the payment reference to quote.
    await expect(dialog.getByText(invoiced.invoice_number!).first()).toBeVisible();
    await expect(dialog.getByText('Due', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Total overdue')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`order=${invoiced.id}`));
    await expectAccessible(page, 'invoice dialog');
    const document = page.getByRole('article', { name: `Invoice ${invoiced.invoice_number}` });
    await expect(document).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    // The document alone is printed (the dialog around it is hidden, the document is not).
    await expect(document.getByText(invoiced.invoice_number!).first()).toBeVisible();
    await expect(document.getByText('Total overdue')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    // The link opens the same document after a reload.
    await page.reload();
    await expect(
      page.getByRole('dialog', { name: `Invoice for order #${invoiced.id}` }),
    ).toBeVisible();
  },
);

test(
  'a plan or an agent with an order waiting for payment reopens that order instead of ordering again',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, DEMO);
    const before = await mockRecords<OrderRecord>(page, 'orders');
    const plans = await mockRecords<{ id: number; name: string; interval: string }>(
      page,
      'subscriptions',
    );
    const waitingPlan = before.find(
      (o) => o.council_id === 1 && o.type === 'subscription' && o.status === 'pending',
    )!;
    const plan = plans.find((p) => p.id === waitingPlan.item_id)!;

    await open(page, `/Subscriptions?billing=${plan.interval}`);
    const card = page.getByTestId(`plan-${plan.id}`);
    await expect(card.getByRole('button', { name: `Pay order #${waitingPlan.id}` })).toBeVisible();
    await expect(
      card.getByRole('button', { name: new RegExp(`^(Buy|Upgrade to|Switch to) ${plan.name}$`) }),
    ).toHaveCount(0);
    await card.getByRole('button', { name: `Pay order #${waitingPlan.id}` }).click();
    await expect(page.getByRole('dialog', { name: `Pay for ${plan.name}` })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await mockRecords(page, 'orders')).toHaveLength(before.length);

    // An agent bought for yourself and not paid yet: its detail offers to pay that order.
    const waitingAgent = before.find(
      (o) => o.council_id === null && o.user_id === 1 && o.status === 'pending',
    )!;
    await open(page, `/App_store?agent=${waitingAgent.item_id}`);
    await expect(page.getByText(`Order #${waitingAgent.id} for`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy for/ })).toBeDisabled();
    await page.getByRole('button', { name: `Pay order #${waitingAgent.id}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Pay for ${waitingAgent.item_name}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await mockRecords(page, 'orders')).toHaveLength(before.length);
  },
);

test(
  'a member finds their own purchases and receipts in Settings',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, MEMBER);
    const orders = await mockRecords<OrderRecord>(page, 'orders');
    const mine = orders.find(
      (o) => o.council_id === null && o.user_id === 2 && o.payment_status === 'paid',
    )!;
    await open(page, '/Settings#purchases');
    const table = page.getByRole('table', { name: 'Your purchases' });
    await expect(table).toBeVisible();
    const row = byNumber(page, mine.id);
    await expect(row).toContainText(mine.item_name);
    await expect(row.getByText('Paid', { exact: true })).toHaveClass(/badge-success/);
    await expectAccessible(page, '/Settings purchases');
    await rowAction(row, { button: `Receipt for order #${mine.id}`, item: 'Open receipt' });
    const receipt = page.getByRole('dialog', { name: `Receipt for order #${mine.id}` });
    await expect(receipt.getByText('Total paid')).toBeVisible();
    await expect(receipt.getByText('Paid on')).toBeVisible();
    await expectAccessible(page, 'receipt dialog');
  },
);
