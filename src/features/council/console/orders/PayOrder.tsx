import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCan } from '@/lib/session/permissions';
import { afterCouncilChanged, afterPaymentDialogClosed } from '@/lib/query/refresh';
import { notificationText, orderNoticeId } from '@/lib/realtime/notification-messages';
import { PaymentDialog, preloadPaymentDialog } from '@/features/payments';
import type { Order } from '@/generated/model';

/**
 * Pays a pending order through the shared payment step (src/features/payments). Only those who may
 * see the council's orders (administrators) get here; the order list refreshes once it is paid.
 */
export function PayOrder({
  order,
  councilId,
  label = 'Pay',
}: {
  order: Order;
  councilId: number;
  label?: string;
}) {
  const queryClient = useQueryClient();
  const canPay = useCan('listCouncilOrders');
  const [open, setOpen] = useState(false);
  if (!canPay) return null;
  return (
    <>
      <button
        type="button"
        className="button button-small"
        onFocus={preloadPaymentDialog}
        onMouseEnter={preloadPaymentDialog}
        onClick={() => setOpen(true)}
      >
        {label}
        <span className="sr-only">
          {' '}
          for order #{order.number} ({order.item_name})
        </span>
      </button>
      <PaymentDialog
        order={order}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void afterPaymentDialogClosed(queryClient, councilId);
        }}
        onPaid={(paid) => {
          toast.success(notificationText.orderCompleted({ order: paid }), {
            id: orderNoticeId(paid),
          });
          void afterCouncilChanged(queryClient, councilId);
        }}
      />
    </>
  );
}
