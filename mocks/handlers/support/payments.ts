/**
 * Paying orders. `completeOrder` is the one place where an order takes effect (the agent joins the
 * buyer's list or the council's agents, a plan becomes the council's subscription with its seats)
 * and the buyer hears `order.completed`; buying on invoice and the payment provider's confirmation
 * both end here. There is no real provider: a card payment stays `requires_action` until the fake
 * provider below is told the card holder's answer (the app's test-card step, in mock builds), or a
 * test or the dev panel calls `simulateCardPayment`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { defineOperation } from '../../laravel/define-operation';
import { forbidden, invalid, notFound } from '../../laravel/errors';
import type { OrderRow } from '../../db/tables/councils';
import type { MockState } from '../../laravel/mock-state';
import { orderResource } from '../../resources/councils';
import { paymentResource } from '../../resources/identity';
import { pendingOrderFor } from '../councils/orders';
import { randomHex } from '../secrets';
import { grantUserAgent } from '../../db/user-agents';

const DAY = 86_400_000;

/** Days an invoice gives the council to pay. */
export const INVOICE_DUE_DAYS = 30;

/** The number printed on an order's invoice or receipt. */
export const invoiceNumberOf = (order: OrderRow, issued: Date) =>
  `INV-${issued.getUTCFullYear()}-${String(order.id).padStart(6, '0')}`;

/**
 * Marks a pending order completed and applies what was bought: `paid` (the provider confirmed a
 * card payment) or `invoiced` (an invoice is issued, due in 30 days, and nothing is paid yet).
 * Does nothing to an order that is not pending.
 */
export async function completeOrder(
  state: MockState,
  orderId: number,
  how: 'paid' | 'invoiced',
): Promise<OrderRow | undefined> {
  const { db } = state;
  const order = db.orders.get(orderId);
  if (!order || order.status !== 'pending') return order;
  const now = state.now();
  const completed = db.orders.update(order.id, {
    status: 'completed',
    payment_status: how,
    payment_method: how === 'paid' ? 'card' : 'invoice',
    invoice_number: invoiceNumberOf(order, now),
    due_at:
      how === 'invoiced' ? new Date(now.getTime() + INVOICE_DUE_DAYS * DAY).toISOString() : null,
    paid_at: how === 'paid' ? now.toISOString() : null,
  });

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
    order: orderResource(db, completed),
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
  const order = state.db.orders.get(orderId);
  if (order?.status === 'completed' && order.payment_status === 'invoiced') {
    // An invoice paid by card: the order already took effect; only the money side changes.
    const paid = state.db.orders.update(orderId, {
      payment_status: 'paid',
      payment_method: 'card',
      paid_at: state.now().toISOString(),
    });
    state.realtime.publish(`private-App.Models.User.${paid.user_id}`, 'order.completed', {
      order: orderResource(state.db, paid),
    });
    return;
  }
  await completeOrder(state, orderId, 'paid');
}

/** The provider reports a card payment as refused (3-D Secure declined, insufficient funds): the order stays pending. */
export function failCardPayment(state: MockState, orderId: number): void {
  if (state.db.payments.get(orderId))
    state.db.payments.update(orderId, { status: 'failed', updated_at: state.now().toISOString() });
}

/** How long the fake provider takes over a payment confirmed with the "approve later" answer. */
export const PROVIDER_PROCESSING_MS = 2_000;

/** Where the app's test-card step reports the card holder's answer (what a real provider's browser SDK calls). */
export const PAYMENT_PROVIDER_CONFIRM_PATH = '/mock-provider/payment-intents/:secret/confirm';

type ProviderOutcome = 'approve' | 'decline' | 'approve_later';
const OUTCOMES: readonly ProviderOutcome[] = ['approve', 'decline', 'approve_later'];

/**
 * The fake payment provider: outside the contract, like Stripe's own API. It answers as a
 * provider's confirmation does, `{ payment_intent: { id, status }, error? }`, with the status
 * the contract names (succeeded, processing, failed).
 */
export function paymentProviderHandler(state: MockState, origin: string): HttpHandler {
  return http.post(`${origin}${PAYMENT_PROVIDER_CONFIRM_PATH}`, async ({ request, params }) => {
    const secret = String(params.secret);
    const payment = state.db.payments.all().find((p) => p.client_secret === secret);
    if (!payment || payment.payment_method !== 'card') {
      return HttpResponse.json(
        { error: { code: 'resource_missing', message: 'No such payment intent.' } },
        { status: 404 },
      );
    }
    const body = (await request.json().catch(() => ({}))) as { outcome?: unknown };
    const outcome = OUTCOMES.find((o) => o === body.outcome);
    if (!outcome) {
      return HttpResponse.json(
        {
          error: {
            code: 'parameter_invalid',
            message: 'outcome must be approve, decline or approve_later.',
          },
        },
        { status: 400 },
      );
    }
    const intent = (status: string) => ({ id: secret.split('_secret_')[0], status });
    if (payment.status === 'succeeded')
      return HttpResponse.json({ payment_intent: intent('succeeded') });
    if (outcome === 'decline') {
      failCardPayment(state, payment.id);
      return HttpResponse.json(
        {
          payment_intent: intent('failed'),
          error: {
            code: 'card_declined',
            message:
              'The card was declined: the card holder did not confirm the payment (3-D Secure).',
          },
        },
        { status: 402 },
      );
    }
    if (outcome === 'approve_later') {
      state.db.payments.update(payment.id, {
        status: 'processing',
        updated_at: state.now().toISOString(),
      });
      setTimeout(() => void simulateCardPayment(state, payment.id), PROVIDER_PROCESSING_MS);
      return HttpResponse.json({ payment_intent: intent('processing') });
    }
    await simulateCardPayment(state, payment.id);
    return HttpResponse.json({ payment_intent: intent('succeeded') });
  });
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
    const invoiced = order.payment_status === 'invoiced';
    if (invoiced && body.payment_method === 'invoice')
      throw invalid(
        'payment_method',
        'This order is already invoiced: pay its invoice by transfer or by card.',
      );
    if (order.status === 'completed' && !invoiced)
      throw invalid('payment', 'This order has already been paid.');
    if (order.status === 'failed') {
      // Trying a failed payment again reopens the order, unless the item has another order waiting.
      const waiting = pendingOrderFor(db, order);
      if (waiting)
        throw invalid(
          'payment',
          `Order #${waiting.id} for this item is already waiting for payment.`,
        );
      db.orders.update(order.id, {
        status: 'pending',
        payment_status: 'awaiting_payment',
        payment_method: null,
      });
    } else if (order.status !== 'pending' && !invoiced)
      throw invalid('payment', 'This order can no longer be paid.');
    if (body.payment_method === 'invoice' && order.council_id === null) {
      throw invalid('payment_method', 'Invoices are available for council orders only.');
    }

    const now = state.now().toISOString();
    const existing = db.payments.get(order.id);
    // A card payment the provider is still working on is not restarted: the caller is told so.
    if (
      body.payment_method === 'card' &&
      existing?.payment_method === 'card' &&
      existing.status === 'processing'
    ) {
      return { body: { data: paymentResource(existing) } };
    }
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
          amount: orderResource(db, order).total,
          currency: order.currency,
          created_at: now,
          updated_at: now,
          ...fields,
        });
    if (body.payment_method === 'invoice') await completeOrder(state, order.id, 'invoiced');
    return { body: { data: paymentResource(payment) } };
  }),
];
