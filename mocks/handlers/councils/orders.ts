/**
 * Orders: placing one (the one rule every purchase shares: at most one order waiting for payment
 * per item and buyer) and a council's orders (a user's own purchases: ../profile/orders.ts). Paying an order, and what a
 * completed order grants, is handlers/support/payments.ts.
 */
import type { Db } from '../../db';
import type { OrderRow } from '../../db/tables/councils';
import { defineOperation } from '../../laravel/define-operation';
import { invalid } from '../../laravel/errors';
import { paginate } from '../../laravel/paginate';
import { orderResource } from '../../resources/councils';
import type { MockState } from '../../laravel/mock-state';

type NewOrder = Pick<
  OrderRow,
  'council_id' | 'user_id' | 'type' | 'item_id' | 'item_name' | 'amount' | 'currency'
>;

/**
 * The order for the same item waiting for payment: a council's (whoever of its admins placed it),
 * or, for a personal purchase, the buyer's own.
 */
export function pendingOrderFor(
  db: Db,
  order: Pick<OrderRow, 'council_id' | 'user_id' | 'type' | 'item_id'>,
): OrderRow | undefined {
  const candidates =
    order.council_id === null
      ? db.orders.by('user_id', order.user_id).filter((o) => o.council_id === null)
      : db.orders.by('council_id', order.council_id);
  return candidates.find(
    (o) => o.status === 'pending' && o.type === order.type && o.item_id === order.item_id,
  );
}

/** Places a pending order; 422 on `field` when the same item already has one waiting for payment. */
export async function placeOrder(
  state: MockState,
  order: NewOrder,
  field: string,
): Promise<OrderRow> {
  const waiting = pendingOrderFor(state.db, order);
  if (waiting) {
    const what = order.type === 'agent' ? 'agent' : 'plan';
    throw invalid(field, `Order #${waiting.id} for this ${what} is already waiting for payment.`);
  }
  return state.db.orders.create({
    ...order,
    status: 'pending',
    payment_status: 'awaiting_payment',
    payment_method: null,
    invoice_number: null,
    due_at: null,
    paid_at: null,
    created_at: state.now().toISOString(),
  });
}

/** Newest first, the id breaking a tie: the order both order lists use. */
export const newestFirst = (a: OrderRow, b: OrderRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const orderOperations = [
  defineOperation('listCouncilOrders', ({ params, query, db, url }) => {
    const orders = db.orders
      .by('council_id', params.council)
      .filter(
        (order) =>
          (query.status === undefined || order.status === query.status) &&
          (query.payment_status === undefined || order.payment_status === query.payment_status) &&
          (query.type === undefined || order.type === query.type),
      )
      .sort(newestFirst)
      .map((order) => orderResource(db, order));
    return { body: paginate(orders, url, query) };
  }),
];
