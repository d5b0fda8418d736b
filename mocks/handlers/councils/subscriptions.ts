/**
 * Subscription plans, buying one for a council, and the council's orders. Paying an order (and
 * what a completed order grants) is `completeOrder` in handlers/identity/payments.ts.
 */
import { defineOperation } from '../../http/define-operation';
import { invalid, notFound } from '../../http/errors';
import { paginate } from '../../http/paginate';
import { orderResource, subscriptionResource } from '../../resources/councils';

export const subscriptionOperations = [
  defineOperation('listSubscriptions', ({ user, db }) => {
    const plans = db.subscriptions.all().sort((a, b) => a.price - b.price || a.id - b.id);
    return { body: { data: plans.map((plan) => subscriptionResource(db, plan, user!.id)) } };
  }),

  defineOperation('buySubscription', async ({ params, body, user, db, state }) => {
    const plan = db.subscriptions.get(params.subscription);
    if (!plan) throw notFound();
    const council = db.councils.get(body.council_id);
    if (!council) throw invalid('council_id', 'The selected council id is invalid.');
    // Only admins reach here: the x-council-roles policy checked `council_id`.
    if (council.subscription_id === plan.id)
      throw invalid('council_id', 'The council is already subscribed to this plan.');
    const order = await db.orders.create({
      council_id: council.id,
      user_id: user!.id,
      type: 'subscription',
      item_id: plan.id,
      item_name: plan.name,
      amount: plan.price,
      currency: plan.currency,
      status: 'pending',
      created_at: state.now().toISOString(),
    });
    return {
      status: 201,
      body: {
        data: orderResource(order),
        message: 'Order created. Complete the payment to activate the subscription.',
      },
    };
  }),

  defineOperation('listCouncilOrders', ({ params, query, db, url }) => {
    const orders = db.orders
      .by('council_id', params.council)
      .filter(
        (order) =>
          (query.status === undefined || order.status === query.status) &&
          (query.type === undefined || order.type === query.type),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(orderResource);
    return { body: paginate(orders, url, query) };
  }),
];
