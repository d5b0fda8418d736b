/**
 * One order's payment: the setup call, the provider's answer, the `order.completed` broadcast,
 * and what changes once it is paid (the cached lists that show the order or what it bought).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSetupPayment } from '@/generated/api/support/support';
import type { Order } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';
import { listenForEvent, RealtimeChannel, RealtimeEvent, useEcho } from '@/lib/realtime/live';
import { activeSession } from '@/lib/realtime/session-store';
import { afterPayment } from '@/lib/query/refresh';
import { errorText } from '@/lib/errors';
import type { ProviderResult } from './provider';
import { returnUrlFor } from './provider/return-url';
import {
  initialPaymentState,
  isPaid,
  paymentReducer,
  type PaymentMethod,
  type PaymentState,
} from './payment-machine';

export function usePayment(order: Order, onPaid?: (order: Order) => void) {
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const stateRef = useRef<PaymentState>(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const queryClient = useQueryClient();
  const { mutateAsync } = useSetupPayment();
  const echo = useEcho();

  const start = useCallback(
    async (method: PaymentMethod) => {
      const waiting = stateRef.current.step === 'processing';
      dispatch({ type: 'start', method });
      try {
        const response = await mutateAsync({
          payment: order.id,
          data:
            method === 'card'
              ? { payment_method: 'card', return_url: returnUrlFor(order.id) }
              : { payment_method: 'invoice' },
        });
        dispatch({ type: 'setup', setup: response.data });
      } catch (error) {
        // Checked again while processing, and the order is no longer pending: the provider finished it.
        if (waiting && isApiError(error) && error.status === 422 && error.errors.payment)
          dispatch({ type: 'completed' });
        else
          dispatch({ type: 'setup_failed', method, message: errorText(error, 'Request failed') });
      }
    },
    [mutateAsync, order.id],
  );

  const providerAnswered = useCallback((result: ProviderResult) => {
    if (result.status === 'failed') dispatch({ type: 'provider_failed', message: result.message });
    else dispatch({ type: 'provider', status: result.status });
  }, []);

  // The buyer hears `order.completed` when the provider finishes a payment it was still processing.
  const waiting =
    state.step === 'processing' || state.step === 'confirming' || state.step === 'requires_action';
  useEffect(() => {
    const session = activeSession();
    if (!waiting || echo === null || session === null || session.userId !== order.user_id) return;
    const channel = echo.private(RealtimeChannel.user(order.user_id));
    return listenForEvent(channel, RealtimeEvent.orderCompleted, (event) => {
      if (event.order.id === order.id) dispatch({ type: 'completed' });
    });
  }, [waiting, echo, order.id, order.user_id]);

  const paid = isPaid(state);
  const invoiced = state.step === 'invoiced';
  const latest = useRef({ order, onPaid, invoiced });
  useEffect(() => {
    latest.current = { order, onPaid, invoiced };
  });
  useEffect(() => {
    if (!paid) return;
    const { order: paidOrder, onPaid: notify, invoiced: wasInvoiced } = latest.current;
    void afterPayment(queryClient, paidOrder);
    // What the order is now: invoiced (granted, not paid) or paid; the server's copy follows in the lists.
    notify?.(
      wasInvoiced
        ? {
            ...paidOrder,
            status: 'completed',
            payment_status: 'invoiced',
            payment_method: 'invoice',
          }
        : { ...paidOrder, status: 'completed', payment_status: 'paid', payment_method: 'card' },
    );
  }, [paid, queryClient]);

  return {
    state,
    start,
    retry: () => dispatch({ type: 'retry' }),
    confirming: () => dispatch({ type: 'confirm' }),
    providerAnswered,
  };
}
