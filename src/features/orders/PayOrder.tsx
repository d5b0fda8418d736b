import type { Order } from '@/generated/model';

/**
 * Paying a pending order goes through the shared payment step (src/features/payments, built by the
 * agents issue). Until it lands the order is only marked as awaiting payment.
 */
export function PayOrder({ order }: { order: Order; councilId: number }) {
  return <span className="muted">Awaiting payment<span className="sr-only"> for {order.item_name}</span></span>;
}
