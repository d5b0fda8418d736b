import type { Order } from '@/generated/model';
import type { StatusKey } from '@/features/common/status';

/** The order's payment as a status badge: an invoice whose due date passed is overdue. */
export function paymentStatusOf(order: Order, now: Date): StatusKey {
  if (order.payment_status === 'invoiced' && order.due_at && Date.parse(order.due_at) < now.getTime()) return 'overdue';
  return order.payment_status;
}

/** What the order's printable document is: an invoice (money due), a receipt (paid or refunded), or the order itself. */
export function documentKindOf(order: Order): 'Invoice' | 'Receipt' | 'Order' {
  if (order.payment_status === 'invoiced') return 'Invoice';
  if (order.payment_status === 'paid' || order.payment_status === 'refunded') return 'Receipt';
  return 'Order';
}

export const ORDER_PAYMENT_STATUSES = ['awaiting_payment', 'invoiced', 'paid', 'failed', 'refunded'] as const satisfies readonly Order['payment_status'][];
