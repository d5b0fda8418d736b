/**
 * The payment step's states, as a pure reducer: the PaymentSetup statuses of the contract plus
 * the moments around them (choosing the method, waiting for the setup call, a setup call that
 * failed). Every state has words for the user in `describePayment`.
 */
import type { PaymentSetup } from '@/generated/model';

export type PaymentMethod = PaymentSetup['payment_method'];

export type PaymentState =
  | { step: 'choose' }
  | { step: 'preparing'; method: PaymentMethod }
  | { step: 'requires_action'; setup: PaymentSetup }
  | { step: 'confirming'; setup: PaymentSetup }
  | { step: 'processing'; setup: PaymentSetup | null }
  | { step: 'succeeded'; setup: PaymentSetup | null }
  | { step: 'invoiced'; setup: PaymentSetup }
  | { step: 'failed'; method: PaymentMethod; message: string }
  | { step: 'setup_error'; method: PaymentMethod; message: string };

export type PaymentEvent =
  | { type: 'start'; method: PaymentMethod }
  | { type: 'setup'; setup: PaymentSetup }
  | { type: 'setup_failed'; method: PaymentMethod; message: string }
  | { type: 'confirm' }
  | { type: 'provider'; status: 'succeeded' | 'processing' }
  | { type: 'provider_failed'; message: string }
  | { type: 'completed' }
  | { type: 'retry' };

export const initialPaymentState: PaymentState = { step: 'choose' };

/** What a failed card payment says when the provider gave no reason. */
export const CARD_FAILED_MESSAGE = 'The payment provider refused the payment.';

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'start':
      return { step: 'preparing', method: event.method };
    case 'setup': {
      const { setup } = event;
      switch (setup.status) {
        case 'requires_action':
          return { step: 'requires_action', setup };
        case 'processing':
          return { step: 'processing', setup };
        case 'succeeded':
          return { step: 'succeeded', setup };
        case 'invoiced':
          return { step: 'invoiced', setup };
        case 'failed':
          return { step: 'failed', method: setup.payment_method, message: CARD_FAILED_MESSAGE };
      }
      return state;
    }
    case 'setup_failed':
      return { step: 'setup_error', method: event.method, message: event.message };
    case 'confirm':
      return state.step === 'requires_action' ? { step: 'confirming', setup: state.setup } : state;
    case 'provider': {
      const setup = 'setup' in state ? state.setup : null;
      return event.status === 'succeeded'
        ? { step: 'succeeded', setup }
        : { step: 'processing', setup };
    }
    case 'provider_failed':
      return { step: 'failed', method: 'card', message: event.message };
    case 'completed':
      // The order was completed (broadcast, or found paid when checked again).
      if (state.step === 'invoiced' || state.step === 'succeeded') return state;
      return { step: 'succeeded', setup: 'setup' in state ? state.setup : null };
    case 'retry':
      return { step: 'choose' };
  }
}

/** Whether the payment is over and the order paid (or invoiced). */
export const isPaid = (state: PaymentState) =>
  state.step === 'succeeded' || state.step === 'invoiced';

/** Whether a call or the provider is still working (the dialog keeps its buttons quiet meanwhile). */
export const isBusy = (state: PaymentState) =>
  state.step === 'preparing' || state.step === 'confirming';

/**
 * A lead and the provider's or the server's reason as two sentences: the reason often has a colon
 * of its own ("The card was declined: …"), and a second colon after the lead read as a stutter.
 */
function withReason(lead: string, reason: string): string {
  const text = reason.trim();
  if (text === '') return `${lead}.`;
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return `${lead}. ${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`}`;
}

/** The state in words, for the status line and the live region. */
export function describePayment(state: PaymentState): string {
  switch (state.step) {
    case 'choose':
      return 'Choose how to pay.';
    case 'preparing':
      return state.method === 'card' ? 'Preparing the card payment…' : 'Issuing the invoice…';
    case 'requires_action':
      return 'Your card needs confirmation: confirm the payment to continue.';
    case 'confirming':
      return 'Confirming the payment with your card issuer…';
    case 'processing':
      return 'Your payment is processing. This can take a moment; you can close this window and we will tell you when it is done.';
    case 'succeeded':
      return 'Payment succeeded. Your order is complete.';
    case 'invoiced':
      return "Invoice issued to the council's billing address, due in 30 days. The order is invoiced, not paid: it is paid when the invoice is.";
    case 'failed':
      return withReason('The payment failed', state.message);
    case 'setup_error':
      return withReason('The payment could not be started', state.message);
  }
}
