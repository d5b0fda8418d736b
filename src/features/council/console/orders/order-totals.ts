import type { Order } from '@/generated/model';

/** Sums of what the orders charge, VAT included (docs/app-rules.md#money). */
export interface CurrencyTotals {
  currency: string;
  /** Money received. */
  paid: number;
  /** Invoiced and not paid yet: owed, not received. */
  invoiced: number;
  /** Orders waiting for payment (nothing granted yet). */
  awaiting: number;
  refunded: number;
  /** Failed payments, kept apart: no money moved. */
  failed: number;
}

/** Sums of the orders by currency, split as their payment statuses are. */
export function orderTotals(orders: readonly Order[]): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const order of orders) {
    const totals = byCurrency.get(order.currency) ?? {
      currency: order.currency,
      paid: 0,
      invoiced: 0,
      awaiting: 0,
      refunded: 0,
      failed: 0,
    };
    const key = (
      {
        paid: 'paid',
        invoiced: 'invoiced',
        awaiting_payment: 'awaiting',
        refunded: 'refunded',
        failed: 'failed',
      } as const
    )[order.payment_status];
    // As charged, VAT included: the same figure as each order's row and document.
    totals[key] += order.total;
    byCurrency.set(order.currency, totals);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
