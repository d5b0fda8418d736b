/** The default date format of product-spec section 9: two-digit month, day and year. */
export const DEFAULT_DATE_FORMAT = 'mm/dd/yy';

type DateInput = Date | string | number | null | undefined;

const TOKENS = /yyyy|yy|mm|dd|m|d/g;

/**
 * Formats a date in the user's local time. Tokens: `yyyy` (2025), `yy` (25), `mm` (01-12),
 * `m` (1-12), `dd` (01-31), `d` (1-31); everything else is copied. Accepts a Date, an ISO-8601
 * string (as the API sends) or epoch milliseconds; returns '' for a missing or invalid date.
 */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(year).padStart(4, '0');
      case 'yy':
        return String(year % 100).padStart(2, '0');
      case 'mm':
        return String(month).padStart(2, '0');
      case 'm':
        return String(month);
      case 'dd':
        return String(day).padStart(2, '0');
      default:
        return String(day);
    }
  });
}
