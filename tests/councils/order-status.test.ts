/** Orders tell the truth: the payment status, an overdue invoice, the document kind and totals split the same way. */
import { describe, expect, it } from 'vitest';
import type { Order } from '@/generated/model';
import {
  documentKindOf,
  documentNumberOf,
  paymentStatusOf,
} from '@/features/council/console/orders/order-status';
import { orderTotals } from '@/features/council/console/orders/order-totals';

const order = (over: Partial<Order>): Order => ({
  id: 1,
  number: '1',
  council_id: 1,
  user_id: 1,
  buyer: { id: 1, name: 'Demo Admin', email: 'demo@example.com' },
  type: 'agent',
  item_id: 3,
  item_name: 'Agent',
  amount: 1000,
  currency: 'GBP',
  status: 'completed',
  payment_status: 'paid',
  payment_method: 'card',
  invoice_number: 'INV-2026-000001',
  receipt_number: 'RCT-2026-000001',
  supplier: {
    name: 'Council Chat Ltd',
    address_lines: ['4 Market Street', 'Ludlow', 'SY8 1AA', 'United Kingdom'],
    vat_number: 'GB 284 5176 39',
    company_number: '12345678',
  },
  due_at: null,
  paid_at: '2026-01-01T10:00:00Z',
  created_at: '2026-01-01T09:00:00Z',
  council: { id: 1, name: 'Northwind Parish Council' },
  vat_rate: 20,
  vat_amount: 200,
  total: 1200,
  payment_reference: null,
  bank_details: null,
  ...over,
});

describe('orders', () => {
  const invoiced = order({
    payment_status: 'invoiced',
    payment_method: 'invoice',
    paid_at: null,
    receipt_number: null,
    due_at: '2026-02-01T09:00:00Z',
  });

  it('calls an invoice overdue once its due date passed, never paid', () => {
    expect(paymentStatusOf(invoiced, new Date('2026-01-31T09:00:00Z'))).toBe('invoiced');
    expect(paymentStatusOf(invoiced, new Date('2026-02-02T09:00:00Z'))).toBe('overdue');
    expect(paymentStatusOf(order({}), new Date('2030-01-01'))).toBe('paid');
  });

  it('prints an invoice for money due, a receipt once paid, the order while awaiting payment', () => {
    expect(documentKindOf(invoiced)).toBe('Invoice');
    expect(documentKindOf(order({}))).toBe('Receipt');
    expect(
      documentKindOf(
        order({ status: 'pending', payment_status: 'awaiting_payment', invoice_number: null }),
      ),
    ).toBe('Order');
  });

  it('files a receipt under its own number and an invoice under the invoice number', () => {
    expect(documentNumberOf(order({}))).toBe('RCT-2026-000001');
    expect(documentNumberOf(invoiced)).toBe('INV-2026-000001');
    expect(
      documentNumberOf(order({ status: 'pending', payment_status: 'awaiting_payment' })),
    ).toBeNull();
  });

  it('splits the totals as the statuses are, as charged (VAT included): an invoiced order is not in the paid total', () => {
    // `amount` is before VAT; the tiles add what was charged, `total` (docs/app-rules.md#money).
    const totals = orderTotals([
      order({ amount: 1, total: 100 }),
      { ...invoiced, amount: 1, total: 20 },
      order({ amount: 1, total: 3, status: 'pending', payment_status: 'awaiting_payment' }),
      order({ amount: 1, total: 4000, status: 'failed', payment_status: 'failed' }),
      order({ amount: 1, total: 50000, status: 'refunded', payment_status: 'refunded' }),
    ]);
    expect(totals).toEqual([
      { currency: 'GBP', paid: 100, invoiced: 20, awaiting: 3, failed: 4000, refunded: 50000 },
    ]);
  });
});
