import type { Order } from '@/generated/model';

export interface CurrencyTotals {
  currency: string;
  paid: number;
  pending: number;
  /** Failed and refunded orders, kept apart: no money was kept for them. */
  other: number;
}

/** Sums of the orders by currency: completed (paid), pending, and the rest. */
export function orderTotals(orders: readonly Order[]): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const order of orders) {
    const totals = byCurrency.get(order.currency) ?? { currency: order.currency, paid: 0, pending: 0, other: 0 };
    if (order.status === 'completed') totals.paid += order.amount;
    else if (order.status === 'pending') totals.pending += order.amount;
    else totals.other += order.amount;
    byCurrency.set(order.currency, totals);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
