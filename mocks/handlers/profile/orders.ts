/** The signed-in user's own purchases (tag profile); placing and paying orders: ../councils/orders.ts. */
import { defineOperation } from '../../laravel/define-operation';
import { paginate } from '../../laravel/paginate';
import { orderResource } from '../../resources/councils';
import { newestFirst } from '../councils/orders';

export const profileOrderOperations = [
  defineOperation('listProfileOrders', ({ query, user, db, url }) => {
    const orders = db.orders
      .by('user_id', user!.id)
      .filter((order) => order.council_id === null)
      .filter(
        (order) =>
          query.payment_status === undefined || order.payment_status === query.payment_status,
      )
      .sort(newestFirst)
      .map((order) => orderResource(db, order));
    return { body: paginate(orders, url, query) };
  }),
];
