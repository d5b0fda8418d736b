/**
 * Orders say what is still due and let it be paid (issue 38): a failed order offers a retry, an
 * unpaid (overdue) invoice a Pay button, its bank details, payment reference and VAT line; a
 * document's title names the order once ("Order #5", not "Order for order #5").
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OrdersPage from '@/features/council/console/orders/OrdersPage';
import { COUNCILS } from '@mocks/db/seed-ids';
import { SELLER_BANK, SUPPLIER } from '@mocks/resources/billing';
import { renderPage, signedInStore, useCouncilMock } from './helpers';

const mock = useCouncilMock();

const northwindOrders = () =>
  mock.state.db.orders.all().filter((o) => o.council_id === COUNCILS.northwind);
const rowOf = async (id: number) => {
  const table = await screen.findByRole('table', { name: /^Orders of / });
  const rows = await within(table).findAllByRole('row');
  return rows.find((r) => within(r).queryAllByRole('cell')[0]?.textContent === `#${id}`)!;
};

describe('orders that are still due', () => {
  it('offers Retry payment on a failed order and Pay invoice on an unpaid invoice', async () => {
    const failed = northwindOrders().find((o) => o.payment_status === 'failed')!;
    const invoiced = northwindOrders().find((o) => o.payment_status === 'invoiced')!;
    renderPage(<OrdersPage />, await signedInStore('demo@example.com'));
    await waitFor(async () => expect(await rowOf(failed.id)).toBeDefined());
    expect(
      within(await rowOf(failed.id)).getByRole('button', {
        name: `Retry payment for order #${failed.id} (${failed.item_name})`,
      }),
    ).toBeEnabled();
    expect(
      within(await rowOf(invoiced.id)).getByRole('button', {
        name: `Pay invoice for order #${invoiced.id} (${invoiced.item_name})`,
      }),
    ).toBeEnabled();
  });

  it('shows an overdue invoice with VAT, bank details, the payment reference and a Pay button', async () => {
    const invoiced = northwindOrders().find((o) => o.payment_status === 'invoiced')!;
    renderPage(
      <OrdersPage />,
      await signedInStore('demo@example.com'),
      `/Orders?order=${invoiced.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: `Invoice for order #${invoiced.id}` });
    expect(dialog).toHaveTextContent('VAT (20%)');
    expect(dialog).toHaveTextContent('Total overdue');
    expect(dialog).not.toHaveTextContent('Total due');
    const bank = within(dialog).getByTestId('bank-transfer');
    expect(bank).toHaveTextContent(SELLER_BANK.iban);
    expect(bank).toHaveTextContent(`Payment reference${invoiced.invoice_number}`);
    expect(within(dialog).getByRole('button', { name: /^Pay invoice/ })).toBeEnabled();
  });

  it('titles an order without a document "Order #N"', async () => {
    const waiting = northwindOrders().find((o) => o.payment_status === 'awaiting_payment')!;
    renderPage(<OrdersPage />, await signedInStore('demo@example.com'));
    const user = userEvent.setup();
    await user.click(
      within(await rowOf(waiting.id)).getByRole('button', {
        name: `Details for order #${waiting.id}`,
      }),
    );
    expect(await screen.findByRole('dialog', { name: `Order #${waiting.id}` })).toHaveTextContent(
      'Total to pay',
    );
  });
});

describe('documents accounts can file (issue 61, finding 5)', () => {
  it('a receipt names the supplier, its address and VAT number, under a receipt number of its own', async () => {
    const paid = northwindOrders().find((o) => o.payment_status === 'paid')!;
    renderPage(<OrdersPage />, await signedInStore('demo@example.com'), `/Orders?order=${paid.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Receipt for order #${paid.id}` });
    const supplier = within(dialog).getByRole('group', { name: 'Supplier' });
    expect(supplier).toHaveTextContent(SUPPLIER.name);
    for (const line of SUPPLIER.address_lines) expect(supplier).toHaveTextContent(line);
    expect(supplier).toHaveTextContent(`VAT registration number: ${SUPPLIER.vat_number}`);
    const year = new Date(paid.paid_at!).getUTCFullYear();
    const receipt = `RCT-${year}-${String(paid.id).padStart(6, '0')}`;
    expect(dialog).toHaveTextContent(`Receipt number${receipt}`);
    expect(dialog).not.toHaveTextContent(/Receipt numberINV-/);
    expect(within(dialog).getByRole('article')).toHaveAccessibleName(`Receipt ${receipt}`);
  });

  it('an invoice names the supplier too, under its invoice number', async () => {
    const invoiced = northwindOrders().find((o) => o.payment_status === 'invoiced')!;
    renderPage(
      <OrdersPage />,
      await signedInStore('demo@example.com'),
      `/Orders?order=${invoiced.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: `Invoice for order #${invoiced.id}` });
    expect(within(dialog).getByRole('group', { name: 'Supplier' })).toHaveTextContent(
      SUPPLIER.vat_number,
    );
    expect(dialog).toHaveTextContent(`Invoice number${invoiced.invoice_number}`);
    expect(dialog).not.toHaveTextContent('Receipt number');
  });
});
