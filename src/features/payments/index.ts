export { PaymentDialog, preloadPaymentDialog } from './PaymentDialog';
export type { PaymentDialogProps } from './PaymentDialogContent';
export { formatMoney } from '@/features/common/money';
export { usePaymentReturn } from './use-payment-return';
