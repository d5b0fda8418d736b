import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBuySubscription } from '@/generated/api/subscriptions/subscriptions';
import type { Order, Subscription } from '@/generated/model';
import { afterOrderPlaced, afterPlanBought } from '@/lib/query/refresh';

/**
 * Buying a plan: `POST /api/subscriptions/{id}/buy` places a pending order, the shared payment step
 * pays it, and the plan becomes the council's once the payment completes.
 */
export type PurchaseState =
  | { step: 'idle' }
  | { step: 'ordering'; plan: Subscription }
  | { step: 'paying'; plan: Subscription | null; order: Order }
  /** The payment step was closed before paying: the order stays pending. */
  | { step: 'unpaid'; plan: Subscription | null; order: Order }
  | { step: 'paid'; order: Order }
  | { step: 'failed'; plan: Subscription; message: string };

export function useBuyPlan(councilId: number | null) {
  const queryClient = useQueryClient();
  const buy = useBuySubscription();
  const [state, setState] = useState<PurchaseState>({ step: 'idle' });
  // The order in the payment step; it stays open after paying until the user closes it.
  const [paying, setPaying] = useState<Order | null>(null);

  return {
    state,
    paying,
    /** Places the order for `plan`, then opens the payment step. */
    async start(plan: Subscription) {
      if (councilId === null) return;
      setState({ step: 'ordering', plan });
      try {
        const { data: order } = await buy.mutateAsync({
          subscription: plan.id,
          data: { council_id: councilId },
        });
        setState({ step: 'paying', plan, order });
        setPaying(order);
        void afterOrderPlaced(queryClient, councilId);
      } catch (error) {
        setState({
          step: 'failed',
          plan,
          message: error instanceof Error ? error.message : 'Request failed',
        });
      }
    },
    /** Opens the payment step for an order placed earlier and not paid yet. */
    pay(order: Order) {
      setState({ step: 'paying', plan: null, order });
      setPaying(order);
    },
    closePayment() {
      setPaying(null);
      setState((current) =>
        current.step === 'paying'
          ? { step: 'unpaid', plan: current.plan, order: current.order }
          : current,
      );
    },
    async paid(order: Order) {
      setState({ step: 'paid', order });
      // The plan is the council's now: the council and all of its data, its orders included.
      if (councilId !== null) await afterPlanBought(queryClient, { council_id: councilId });
    },
    dismiss() {
      setState({ step: 'idle' });
    },
  };
}
