import type { PriceTerms } from '@/generated/model';

/** An amount in minor units (as the API sends prices) in the currency's format; null means free. */
export function formatMoney(
  minorUnits: number | null | undefined,
  currency: string | null | undefined,
): string {
  if (minorUnits === null || minorUnits === undefined) return 'Free';
  try {
    const format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: currency ?? 'EUR',
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** digits);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency ?? ''}`.trim();
  }
}

/** What a price means, from the API's price terms: paid once or recurring, and how VAT applies. */
export function priceTermsText(terms: PriceTerms | null | undefined): string {
  if (!terms) return '';
  const when =
    terms.recurrence === 'one_off'
      ? 'One-off payment'
      : `Per ${terms.recurrence}, renews automatically`;
  const vat = terms.includes_vat
    ? `VAT (${terms.vat_rate}%) included`
    : `plus ${terms.vat_rate}% VAT`;
  return `${when}, ${vat}`;
}

/** The same, short, beside a price on a card: "one-off + VAT", "/month incl. VAT". */
export function priceTermsShort(terms: PriceTerms | null | undefined): string {
  if (!terms) return '';
  return `${terms.recurrence === 'one_off' ? 'one-off' : `/${terms.recurrence}`} ${terms.includes_vat ? 'incl. VAT' : '+ VAT'}`;
}

/*
 * The money rule (docs/app-rules.md#money): an amount someone pays or has paid is shown as charged,
 * VAT included; a price before VAT is shown only with its VAT said beside it.
 */

/**
 * What a price with these terms is charged, VAT included, in minor units: the price itself when it
 * includes VAT, else the price plus its VAT rounded half up, as the backend computes an order's
 * `vat_amount` (the order's `total` is this figure).
 */
export function chargedAmount(price: number, terms: PriceTerms | null | undefined): number {
  if (!terms || terms.includes_vat) return price;
  return price + Math.round((price * terms.vat_rate) / 100);
}

/** A price as it is charged: "£41.99 incl. VAT" (free stays "Free"). */
export function formatCharged(
  price: number | null | undefined,
  currency: string | null | undefined,
  terms: PriceTerms | null | undefined,
): string {
  if (price === null || price === undefined) return 'Free';
  const amount = formatMoney(chargedAmount(price, terms), currency);
  return terms ? `${amount} incl. VAT` : amount;
}

/** A catalogue price with its VAT said beside it: "£34.99 + VAT", or "£41.99 incl. VAT". */
export function formatPrice(
  price: number | null | undefined,
  currency: string | null | undefined,
  terms: PriceTerms | null | undefined,
): string {
  if (price === null || price === undefined) return 'Free';
  if (!terms) return formatMoney(price, currency);
  return `${formatMoney(price, currency)} ${terms.includes_vat ? 'incl. VAT' : '+ VAT'}`;
}

/** What an order charges (its `total`, VAT included), as the order list, the totals and its document show it. */
export function formatOrderTotal(order: { total: number; currency: string }): string {
  return formatMoney(order.total, order.currency);
}
