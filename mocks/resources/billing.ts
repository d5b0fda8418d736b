/**
 * The billing facts Laravel's resources add to prices and orders (openapi PriceTerms, Order): the
 * VAT rate of the seller's billing configuration, whether a price recurs, the account an invoice is
 * paid into and the reference a transfer quotes. One place, so the store, the plans and the orders
 * say the same.
 */
import type { BankDetails, PriceTerms, Supplier } from '@/generated/model';

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

/** Who issues the invoices and receipts (Laravel's `config('billing.supplier')`, the same values). */
export const SUPPLIER: Supplier = {
  name: 'Council Chat Ltd',
  address_lines: ['4 Market Street', 'Ludlow', 'SY8 1AA', 'United Kingdom'],
  vat_number: 'GB 284 5176 39',
  company_number: '12345678',
};

/** A receipt's number, apart from the invoice's: `RCT-{year paid}-{id}`; null until the money is received. */
export function receiptNumber(order: { id: number; paid_at: string | null }): string | null {
  if (order.paid_at === null) return null;
  return `RCT-${new Date(order.paid_at).getUTCFullYear()}-${String(order.id).padStart(6, '0')}`;
}

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
