import { createListeners } from '@/lib/store';

/** The default date format (docs/app-rules.md#constants): two-digit month, day and year. */
export const DEFAULT_DATE_FORMAT = 'mm/dd/yy';

/** The formats a user may pick in Settings (the default first). */
export const DATE_FORMAT_OPTIONS = [
  'mm/dd/yy',
  'dd/mm/yy',
  'yyyy-mm-dd',
  'dd.mm.yyyy',
  'mm/dd/yyyy',
] as const;
export type DateFormatOption = (typeof DATE_FORMAT_OPTIONS)[number];

const DATE_FORMAT_KEY = 'council-chat:date-format';
const dateFormatChanged = createListeners();
/** Read once, not on every date a long list formats. */
let cachedDateFormat: DateFormatOption | null = null;

/** The user's chosen date format (kept in this browser), else the default. */
export function preferredDateFormat(): DateFormatOption {
  if (cachedDateFormat) return cachedDateFormat;
  try {
    const value = localStorage.getItem(DATE_FORMAT_KEY);
    cachedDateFormat = (DATE_FORMAT_OPTIONS as readonly string[]).includes(value ?? '')
      ? (value as DateFormatOption)
      : DEFAULT_DATE_FORMAT;
  } catch {
    cachedDateFormat = DEFAULT_DATE_FORMAT;
  }
  return cachedDateFormat;
}

export function setPreferredDateFormat(format: DateFormatOption): void {
  try {
    if (format === DEFAULT_DATE_FORMAT) localStorage.removeItem(DATE_FORMAT_KEY);
    else localStorage.setItem(DATE_FORMAT_KEY, format);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  cachedDateFormat = format;
  dateFormatChanged.notify();
}

export function subscribeDateFormat(listener: () => void): () => void {
  return dateFormatChanged.subscribe(listener);
}

type DateInput = Date | string | number | null | undefined;

const TOKENS = /yyyy|yy|mm|dd|m|d/g;

/**
 * Formats a date in the user's local time, in the user's chosen format unless one is given. Tokens: `yyyy` (2025), `yy` (25), `mm` (01-12),
 * `m` (1-12), `dd` (01-31), `d` (1-31); everything else is copied. Accepts a Date, an ISO-8601
 * string (as the API sends) or epoch milliseconds; returns '' for a missing or invalid date.
 */
export function formatDate(value: DateInput, format: string = preferredDateFormat()): string {
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
