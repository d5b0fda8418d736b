import { lazyModule } from '@/lib/ui/lazy-module';
import type { PaymentDialogProps } from './PaymentDialogContent';

const dialogModule = lazyModule(() => import('./PaymentDialogContent'));

/** Starts loading the payment step's code (Radix Dialog, the provider) before it is needed, e.g. on hover of "Buy". */
export const preloadPaymentDialog = () => void dialogModule.load().catch(() => undefined);

/**
 * The payment step of a pending order (agents, subscriptions). Its code loads the first time it
 * opens. Invoice is offered only for council orders (`order.council_id !== null`), as the contract says.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  if (!props.open) return null;
  return <Loaded {...props} />;
}

function Loaded(props: PaymentDialogProps) {
  const module = dialogModule.use();
  return module ? (
    <module.PaymentDialogContent {...props} />
  ) : (
    <p className="sr-only" role="status">
      Loading the payment step…
    </p>
  );
}
