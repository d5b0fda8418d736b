/**
 * Subscription plans and buying one for a council. Placing and listing orders is ./orders.ts; paying
 * one (and what a completed order grants) is `completeOrder` in handlers/support/payments.ts.
 */
import { defineOperation } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import { orderResource, subscriptionResource } from '../../resources/councils';
import { placeOrder } from '../councils/orders';

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
    const order = await placeOrder(
      state,
      {
        council_id: council.id,
        user_id: user!.id,
        type: 'subscription',
        item_id: plan.id,
        item_name: plan.name,
        amount: plan.price,
        currency: plan.currency,
      },
      'council_id',
    );
    return {
      status: 201,
      body: {
        data: orderResource(db, order),
        message: 'Order created. Complete the payment to activate the subscription.',
      },
    };
  }),
];
