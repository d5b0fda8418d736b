/**
 * Issue 61, finding 3: one money rule (docs/app-rules.md#money). For every order of the mock's
 * seed, the amount in its list, the tiles above the list, its document's total and the payment
 * step's total are the same figure, what was charged with VAT; and the store's Buy button says the
 * figure the order then charges.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OrdersPage from '@/features/council/console/orders/OrdersPage';
import { ProfilePurchases } from '@/features/council';
import { PaymentSummary } from '@/features/payments/PaymentSummary';
import { chargedAmount, formatCharged, formatMoney } from '@/lib/money';
import { listAgents } from '@/generated/api/agents/agents';
import { orderResource } from '@mocks/resources/councils';
import { COUNCILS } from '@mocks/db/seed-ids';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

/** Each row's order number and the text of its total cell, read by the column's header. */
async function rowsOf(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const column = headers.findIndex((h) => h.startsWith('Total (incl. VAT)'));
  expect(column).toBeGreaterThan(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return { id: Number(cells[0]!.textContent!.slice(1)), shown: cells[column]!.textContent };
    });
}

/** Opens each row's document and checks its total line says what the row says. */
async function expectDocumentsAgree(
  table: HTMLElement,
  rows: { id: number; shown: string | null }[],
) {
  const user = userEvent.setup();
  for (const { id, shown } of rows) {
    await user.click(
      within(table).getByRole('button', {
        name: new RegExp(`^(Details|Invoice|Receipt) for order #${id}$`),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const total = dialog.querySelector('.order-document-total td');
    expect(total?.textContent, `order #${id}'s document`).toBe(shown);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
}

const seeded = (where: (o: { council_id: number | null; user_id: number }) => boolean) =>
  mock.state.db.orders
    .all()
    .filter(where)
    .map((o) => orderResource(mock.state.db, o));

describe('one money rule, for every order of the seed', () => {
  it.each([
    ['demo@example.com', COUNCILS.northwind],
    ['grace.okafor@example.com', COUNCILS.riverside],
    ['partner@example.com', COUNCILS.partnerLab],
  ])(
    '%s, council %i: list, tiles, documents and the payment step show what is charged',
    async (email, councilId) => {
      const user = mock.state.db.users.all().find((u) => u.email === email)!;
      mock.state.db.users.update(user.id, { current_council_id: councilId });
      const orders = seeded((o) => o.council_id === councilId);
      expect(orders.length).toBeGreaterThan(0);
      renderPage(<OrdersPage />, await signedInStore(email));
      const table = await screen.findByRole('table', { name: /^Orders of / });
      const rows = await rowsOf(table);
      expect(rows.map((r) => r.id).sort()).toEqual(orders.map((o) => o.id).sort());
      for (const { id, shown } of rows) {
        const order = orders.find((o) => o.id === id)!;
        expect(shown, `order #${id} in the list`).toBe(formatMoney(order.total, order.currency));
        // The payment step's total is the same figure.
        const { unmount } = render(<PaymentSummary order={order} />);
        expect(screen.getByTestId('pay-summary')).toHaveTextContent(
          `Total (incl. VAT)${formatMoney(order.total, order.currency)}`,
        );
        unmount();
      }
      const paid = orders.filter((o) => o.payment_status === 'paid');
      const tiles = within(screen.getByRole('region', { name: 'Order totals' }));
      expect(tiles.getByText(/^Paid/).nextElementSibling?.textContent).toBe(
        formatMoney(
          paid.reduce((sum, o) => sum + o.total, 0),
          'GBP',
        ),
      );
      await expectDocumentsAgree(table, rows);
    },
  );

  it.each([['demo@example.com'], ['member@example.com'], ['manager@example.com']])(
    '%s: own purchases and their receipts show what is charged',
    async (email) => {
      const user = mock.state.db.users.all().find((u) => u.email === email)!;
      const orders = seeded((o) => o.council_id === null && o.user_id === user.id);
      expect(orders.length).toBeGreaterThan(0);
      renderPage(<ProfilePurchases />, await signedInStore(email));
      const table = await screen.findByRole('table', { name: 'Your purchases' });
      const rows = await rowsOf(table);
      for (const { id, shown } of rows) {
        const order = orders.find((o) => o.id === id)!;
        expect(shown).toBe(formatMoney(order.total, order.currency));
      }
      await expectDocumentsAgree(table, rows);
    },
  );

  it('prices each seeded agent order as the store’s Buy button does', async () => {
    await signedInStore('demo@example.com');
    const { data: agents } = await listAgents({ per_page: 100 });
    const agentOrders = seeded(() => true).filter((o) => o.type === 'agent');
    expect(agentOrders.length).toBeGreaterThan(0);
    for (const order of agentOrders) {
      const agent = agents.find((a) => a.id === order.item_id);
      if (!agent || agent.price === null) continue;
      expect(chargedAmount(agent.price, agent.price_terms), agent.name).toBe(order.total);
      expect(formatCharged(agent.price, agent.currency, agent.price_terms)).toBe(
        `${formatMoney(order.total, order.currency)} incl. VAT`,
      );
    }
  });
});
