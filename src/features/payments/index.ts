export { PaymentDialog, preloadPaymentDialog } from './PaymentDialog';
export type { PaymentDialogProps } from './PaymentDialogContent';
export { usePaymentReturn } from './use-payment-return';
export { PayLaterNote, payLaterPlace } from './pay-later';
