/**
 * The billing facts Laravel's resources add to prices and orders (openapi PriceTerms, Order): the
 * VAT rate of the seller's billing configuration, whether a price recurs, the account an invoice is
 * paid into and the reference a transfer quotes. One place, so the store, the plans and the orders
 * say the same.
 */
import type { BankDetails, PriceTerms } from '@/generated/model';

/** The UK standard rate; prices are stored and shown without it (`includes_vat: false`). */
export const VAT_RATE = 20;

export const SELLER_BANK: BankDetails = {
  account_name: 'Council Chat Ltd',
  bank_name: 'Barclays Bank UK PLC',
  sort_code: '20-00-00',
  account_number: '55779911',
  iban: 'GB33BUKB20000055779911',
  bic: 'BUKBGB22',
};

/** A paid agent is bought once; a plan recurs every month or year. */
export function priceTerms(recurrence: PriceTerms['recurrence']): PriceTerms {
  return { recurrence, vat_rate: VAT_RATE, includes_vat: false };
}

/** VAT on a net amount in minor units, rounded half up as HMRC allows per invoice line. */
export function vatOn(amount: number): number {
  return Math.round((amount * VAT_RATE) / 100);
}

/** The reference a bank transfer quotes: the invoice's number, else one made from the order's. */
export function paymentReference(order: { id: number; invoice_number: string | null }): string {
  return order.invoice_number ?? `CC-ORDER-${String(order.id).padStart(5, '0')}`;
}
