/**
 * TEMPORARY: the shared payment step (`PaymentDialog`, issue 10) is not on main yet. This stand-in
 * has its props; once it lands this file re-exports it from '@/features/payments'.
 */
import type { Order } from '@/generated/model';

export interface PaymentDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid?: (order: Order) => void;
}

export const preloadPaymentDialog = () => undefined;

export function PaymentDialog({ order, open }: PaymentDialogProps) {
  if (!open) return null;
  return (
    <p role="status" className="alert alert-info">
      Order #{order.id} is waiting for payment.
    </p>
  );
}
