import type { Order } from '@/generated/model';
import type { StatusKey } from '@/components/status';

/** The order's payment as a status badge: an invoice whose due date passed is overdue. */
export function paymentStatusOf(order: Order, now: Date): StatusKey {
  if (
    order.payment_status === 'invoiced' &&
    order.due_at &&
    Date.parse(order.due_at) < now.getTime()
  )
    return 'overdue';
  return order.payment_status;
}

/** What the order's printable document is: an invoice (money due), a receipt (paid or refunded), or the order itself. */
export function documentKindOf(order: Order): 'Invoice' | 'Receipt' | 'Order' {
  if (order.payment_status === 'invoiced') return 'Invoice';
  if (order.payment_status === 'paid' || order.payment_status === 'refunded') return 'Receipt';
  return 'Order';
}

/** The number the order's document is filed under: a receipt's own number, else the invoice's; null for a plain order. */
export function documentNumberOf(order: Order): string | null {
  const kind = documentKindOf(order);
  if (kind === 'Receipt') return order.receipt_number ?? order.invoice_number;
  if (kind === 'Invoice') return order.invoice_number;
  return null;
}

export const ORDER_PAYMENT_STATUSES = [
  'awaiting_payment',
  'invoiced',
  'paid',
  'failed',
  'refunded',
] as const satisfies readonly Order['payment_status'][];

/**
 * What can still be done about an order's money, and the button that does it: pay one waiting,
 * try a failed payment again, pay an issued invoice (overdue or not) by card. Null when nothing is due.
 */
export function payActionOf(order: Order): string | null {
  switch (order.payment_status) {
    case 'awaiting_payment':
      return 'Pay';
    case 'failed':
      return 'Retry payment';
    case 'invoiced':
      return 'Pay invoice';
    default:
      return null;
  }
}

/** The total line's words: what the total is to the reader, by where the money is. */
export function totalLabelOf(order: Order, now: Date): string {
  switch (paymentStatusOf(order, now)) {
    case 'paid':
      return 'Total paid';
    case 'refunded':
      return 'Total refunded';
    case 'invoiced':
      return 'Total to pay by the due date';
    case 'overdue':
      return 'Total overdue';
    case 'failed':
      return 'Total (not paid: the payment failed)';
    default:
      return 'Total to pay';
  }
}
