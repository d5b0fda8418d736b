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
