/**
 * Issue 61, findings 6 and 8, in Chromium at 1440×900 (the laptop the review walked): the plan
 * cards' buttons line up, a card at the other interval says which order waits, and the payment
 * step closes at the card confirmation with a word on paying later.
 */
import { DATES, test } from '../test';
import { DEMO, open, signIn } from '../shell/helpers';
import { expect, expectAccessible, mockRecords } from '../councils/helpers';

interface OrderRecord {
  id: number;
  council_id: number | null;
  type: 'agent' | 'subscription';
  item_id: number;
  status: string;
}

test.use({ viewport: { width: 1440, height: 900 } });

test(
  'the plan cards line up their buttons and name the order that waits; the payment step closes and says what next',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, DEMO);
    const orders = await mockRecords<OrderRecord>(page, 'orders');
    const plans = await mockRecords<{ id: number; name: string; interval: string }>(
      page,
      'subscriptions',
    );
    const waiting = orders.find(
      (o) => o.council_id === 1 && o.type === 'subscription' && o.status === 'pending',
    )!;
    const ordered = plans.find((p) => p.id === waiting.item_id)!;
    const other = ordered.interval === 'year' ? 'month' : 'year';
    const word = ordered.interval === 'year' ? 'yearly' : 'monthly';

    for (const interval of ['month', 'year']) {
      await open(page, `/Subscriptions?billing=${interval}`);
      const list = page.getByRole('list', { name: /^(Monthly|Yearly) plans$/ });
      await expect(list.getByRole('button').first()).toBeVisible();
      // Every card's button sits at the same height, whatever notes the card has (the issue saw three).
      const bottoms = await list
        .getByRole('button')
        .evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().bottom)));
      expect(bottoms.length).toBeGreaterThan(2);
      expect(new Set(bottoms).size, `bottoms at ${interval}: ${bottoms.join(', ')}`).toBe(1);
    }

    await open(page, `/Subscriptions?billing=${other}`);
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: ordered.name }),
    });
    const pay = card.getByRole('button', { name: `Pay the ${word} order #${waiting.id}` });
    await expect(pay).toBeVisible();
    await expect(card).toContainText(
      `Order #${waiting.id} is for the ${word} ${ordered.name} plan`,
    );
    await expect(card.getByRole('button', { name: `Pay order #${waiting.id}` })).toHaveCount(0);
    await expectAccessible(page, '/Subscriptions with an order of the other interval');

    await pay.click();
    const dialog = page.getByRole('dialog', { name: `Pay for ${ordered.name}` });
    await dialog.getByRole('radio', { name: /Card/ }).check();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    await expect(dialog.getByTestId('pay-later')).toContainText(
      `Order #${waiting.id} keeps waiting: pay it here, or later from Orders`,
    );
    await expectAccessible(page, 'the card confirmation');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    const status = page.getByRole('status').filter({ hasText: `Order #${waiting.id}` });
    await expect(status).toContainText('is waiting for payment');
    await expect(status).toContainText('Nothing is charged until it is paid.');
    await expect(status.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  },
);
