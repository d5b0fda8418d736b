/**
 * Paying orders. `completeOrder` is the one place where an order takes effect (the agent joins the
 * buyer's list or the council's agents, a plan becomes the council's subscription with its seats)
 * and the buyer hears `order.completed`; buying on invoice and the payment provider's confirmation
 * both end here. There is no real provider: a card payment stays `requires_action` until a test or
 * the dev panel calls `simulateCardPayment`.
 */
import { defineOperation } from '../../http/define-operation';
import { forbidden, invalid, notFound } from '../../http/errors';
import type { OrderRow } from '../../db/tables/councils';
import type { MockState } from '../../state';
import { paymentResource } from '../../resources/identity';
import { randomHex } from './secrets';
import { grantUserAgent } from './user-agents';

const DAY = 86_400_000;

/** Marks a pending order completed and applies what was bought. Does nothing to an order that is not pending. */
export async function completeOrder(
  state: MockState,
  orderId: number,
): Promise<OrderRow | undefined> {
  const { db } = state;
  const order = db.orders.get(orderId);
  if (!order || order.status !== 'pending') return order;
  const now = state.now();
  const completed = db.orders.update(order.id, { status: 'completed' });

  const councilId = order.council_id;
  if (order.type === 'agent' && councilId === null) {
    await grantUserAgent(db, order.user_id, order.item_id, 'purchased', now.toISOString());
  } else if (order.type === 'agent' && councilId !== null) {
    const row = db.councilAgents
      .by('agent_id', order.item_id)
      .find((r) => r.council_id === councilId);
    if (row) db.councilAgents.update(row.id, { is_enabled: true, updated_at: now.toISOString() });
    else {
      await db.councilAgents.create({
        council_id: councilId,
        agent_id: order.item_id,
        is_enabled: true,
        instructions: null,
        sharepoint_drive: null,
        sharepoint_path: null,
        updated_at: now.toISOString(),
      });
    }
  } else if (councilId !== null) {
    const plan = db.subscriptions.get(order.item_id);
    if (plan) {
      db.councils.update(councilId, { subscription_id: plan.id, updated_at: now.toISOString() });
      const expires = new Date(
        now.getTime() + (plan.interval === 'year' ? 365 : 30) * DAY,
      ).toISOString();
      for (let seat = 1; seat <= plan.seats; seat++) {
        await db.licences.create({
          council_id: councilId,
          name: `${plan.name} seat ${seat}`,
          user_id: null,
          status: 'unassigned',
          expires_at: expires,
          created_at: now.toISOString(),
          subscription_id: plan.id,
        });
      }
    }
  }
  state.realtime.publish(`private-App.Models.User.${order.user_id}`, 'order.completed', {
    order: { ...completed },
  });
  return completed;
}

/** The provider reports a card payment as succeeded (for tests and the dev panel). */
export async function simulateCardPayment(state: MockState, orderId: number): Promise<void> {
  const payment = state.db.payments.get(orderId);
  if (payment)
    state.db.payments.update(orderId, {
      status: 'succeeded',
      updated_at: state.now().toISOString(),
    });
  await completeOrder(state, orderId);
}

/** The order's user, or an admin of the order's council. */
function mayPay(state: MockState, order: OrderRow, userId: number): boolean {
  if (order.user_id === userId) return true;
  if (order.council_id === null) return false;
  return state.db.memberships
    .by('council_id', order.council_id)
    .some((m) => m.user_id === userId && m.status === 'active' && m.role === 'admin');
}

export const paymentOperations = [
  defineOperation('setupPayment', async ({ params, body, user, state }) => {
    const { db } = state;
    const order = db.orders.get(params.payment);
    if (!order) throw notFound();
    if (!mayPay(state, order, user!.id)) throw forbidden();
    if (order.status === 'completed') throw invalid('payment', 'This order has already been paid.');
    if (order.status !== 'pending') throw invalid('payment', 'This order can no longer be paid.');
    if (body.payment_method === 'invoice' && order.council_id === null) {
      throw invalid('payment_method', 'Invoices are available for council orders only.');
    }

    const now = state.now().toISOString();
    const existing = db.payments.get(order.id);
    const fields =
      body.payment_method === 'card'
        ? {
            payment_method: 'card' as const,
            // Called again, the same payment intent is reused.
            client_secret:
              existing?.payment_method === 'card' && existing.client_secret !== null
                ? existing.client_secret
                : `pi_${randomHex(12)}_secret_${randomHex(8)}`,
            redirect_url: null,
            status: 'requires_action' as const,
          }
        : {
            payment_method: 'invoice' as const,
            client_secret: null,
            redirect_url: `https://invoice.example.com/i/${order.id}/${randomHex(6)}`,
            status: 'invoiced' as const,
          };
    const payment = existing
      ? db.payments.update(order.id, { ...fields, updated_at: now })
      : await db.payments.create({
          id: order.id,
          amount: order.amount,
          currency: order.currency,
          created_at: now,
          updated_at: now,
          ...fields,
        });
    if (body.payment_method === 'invoice') await completeOrder(state, order.id);
    return { body: { data: paymentResource(payment) } };
  }),
];
