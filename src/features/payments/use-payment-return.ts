/**
 * Back from the payment provider's page (production's redirect confirmation): the URL carries
 * `payment_order`. The order's data is refetched, the user is told, and the parameter leaves the
 * URL; the `order.completed` broadcast then says when the provider has finished.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { afterPayment } from '@/lib/query/refresh';
import { PAYMENT_RETURN_PARAM } from './provider/return-url';

export function usePaymentReturn(): void {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const orderId = params.get(PAYMENT_RETURN_PARAM);
  useEffect(() => {
    if (orderId === null) return;
    // Which order's council is not known here: every council's data.
    void afterPayment(queryClient);
    toast(
      `Back from your bank: order #${orderId} is being confirmed. You will be told when it is complete.`,
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [orderId, queryClient, setParams]);
}
