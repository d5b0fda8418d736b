import { lazyDialog } from '@/lib/ui/lazy-dialog';

const payment = lazyDialog(
  () => import('./PaymentDialogContent').then((m) => m.PaymentDialogContent),
  <p className="sr-only" role="status">
    Loading the payment step…
  </p>,
);

/**
 * The payment step of a pending order (agents, subscriptions). Its code loads the first time it
 * opens. Invoice is offered only for council orders (`order.council_id !== null`), as the contract says.
 */
export const PaymentDialog = payment.Dialog;
/** Starts loading the payment step's code (Radix Dialog, the provider) before it is needed, e.g. on hover of "Buy". */
export const preloadPaymentDialog = payment.preload;
