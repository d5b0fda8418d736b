/**
 * Back from the payment provider's page (production's redirect confirmation): the URL carries
 * `payment_order`. The order's data is refetched, the user is told, and the parameter leaves the
 * URL; the `order.completed` broadcast then says when the provider has finished.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { invalidateByPrefix } from '@/features/live-updates/invalidate';
import { PAYMENT_RETURN_PARAM } from './provider/return-url';

export function usePaymentReturn(): void {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const orderId = params.get(PAYMENT_RETURN_PARAM);
  useEffect(() => {
    if (orderId === null) return;
    void invalidateByPrefix(
      queryClient,
      '/api/profile',
      '/api/agents',
      '/api/subscriptions',
      '/api/councils',
    );
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
