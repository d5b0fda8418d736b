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
