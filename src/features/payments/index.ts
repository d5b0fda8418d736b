export { PaymentDialog, preloadPaymentDialog } from './PaymentDialog';
export type { PaymentDialogProps } from './PaymentDialogContent';
export { formatMoney } from '@/lib/money';
export { usePaymentReturn } from './use-payment-return';
export { PayLaterNote, payLaterPlace } from './pay-later';
