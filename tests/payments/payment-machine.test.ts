/** Each PaymentSetup status the contract names maps to a state with words for the user. */
import { describe, expect, it } from 'vitest';
import type { PaymentSetup } from '@/generated/model';
import {
  CARD_FAILED_MESSAGE,
  describePayment,
  initialPaymentState,
  isPaid,
  paymentReducer,
} from '@/features/payments/payment-machine';

const setup = (
  status: PaymentSetup['status'],
  method: PaymentSetup['payment_method'] = 'card',
): PaymentSetup => ({
  id: 7,
  payment_method: method,
  client_secret: method === 'card' ? 'pi_1_secret_2' : null,
  redirect_url: null,
  status,
  amount: 1999,
  currency: 'GBP',
});

describe('paymentReducer', () => {
  const preparing = paymentReducer(initialPaymentState, { type: 'start', method: 'card' });

  it.each([
    ['requires_action', 'requires_action', 'Your card needs confirmation'],
    ['processing', 'processing', 'Your payment is processing'],
    ['succeeded', 'succeeded', 'Payment succeeded'],
    ['invoiced', 'invoiced', 'Invoice issued'],
    ['failed', 'failed', `The payment failed. ${CARD_FAILED_MESSAGE}`],
  ] as const)('setup status %s → %s, described in words', (status, step, words) => {
    const next = paymentReducer(preparing, {
      type: 'setup',
      setup: setup(status, status === 'invoiced' ? 'invoice' : 'card'),
    });
    expect(next.step).toBe(step);
    expect(describePayment(next)).toContain(words);
  });

  it('goes through the card confirmation to success, or to a failure with the reason', () => {
    const action = paymentReducer(preparing, { type: 'setup', setup: setup('requires_action') });
    const confirming = paymentReducer(action, { type: 'confirm' });
    expect(confirming.step).toBe('confirming');
    expect(paymentReducer(confirming, { type: 'provider', status: 'succeeded' }).step).toBe(
      'succeeded',
    );
    expect(paymentReducer(confirming, { type: 'provider', status: 'processing' }).step).toBe(
      'processing',
    );
    const failed = paymentReducer(confirming, {
      type: 'provider_failed',
      message: 'Card declined.',
    });
    expect(describePayment(failed)).toBe('The payment failed. Card declined.');
    // The provider's reason has a colon of its own: one colon in all, two sentences.
    const declined = paymentReducer(confirming, {
      type: 'provider_failed',
      message: 'The card was declined: the card holder did not confirm the payment (3-D Secure).',
    });
    expect(describePayment(declined)).toBe(
      'The payment failed. The card was declined: the card holder did not confirm the payment (3-D Secure).',
    );
    expect(paymentReducer(failed, { type: 'retry' })).toEqual(initialPaymentState);
  });

  it('a completed order ends any waiting state as paid, and a failed setup says why', () => {
    const processing = paymentReducer(preparing, { type: 'setup', setup: setup('processing') });
    expect(isPaid(paymentReducer(processing, { type: 'completed' }))).toBe(true);
    const error = paymentReducer(preparing, {
      type: 'setup_failed',
      method: 'card',
      message: 'Server Error',
    });
    expect(describePayment(error)).toBe('The payment could not be started. Server Error.');
    expect(isPaid(error)).toBe(false);
  });
});
