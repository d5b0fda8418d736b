/**
 * The times of messages: the short time beside each, the full date and time on hover and focus,
 * and the local calendar day that groups them under date separators. Formatting with Intl is slow
 * enough to show up while scrolling a long thread, so each timestamp is formatted once.
 */
import { formatDate } from '@/lib/constants/dates';

export interface MessageTime {
  /** The local calendar day, `YYYY-MM-DD` ('' for an invalid timestamp). */
  day: string;
  /** e.g. `08:21 AM`. */
  short: string;
  /** e.g. `Monday, November 23, 2026 at 8:21 AM`. */
  full: string;
}

const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const FULL_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const DAY_WITH_YEAR_FORMAT = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const times = new Map<string, MessageTime>();

export function localDay(date: Date): string {
  return formatDate(date, 'yyyy-mm-dd');
}

export function messageTime(iso: string): MessageTime {
  let hit = times.get(iso);
  if (!hit) {
    const date = new Date(iso);
    hit = Number.isNaN(date.getTime())
      ? { day: '', short: '', full: '' }
      : { day: localDay(date), short: TIME_FORMAT.format(date), full: FULL_FORMAT.format(date) };
    if (times.size > 2000) times.clear();
    times.set(iso, hit);
  }
  return hit;
}

/** A date separator's words: Today, Yesterday, else the weekday and date (with the year when not this year's). */
export function dayLabel(day: string, now: Date = new Date()): string {
  const today = localDay(now);
  if (day === today) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === localDay(yesterday)) return 'Yesterday';
  const [year, month, date] = day.split('-').map(Number);
  const value = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  return (year === now.getFullYear() ? DAY_FORMAT : DAY_WITH_YEAR_FORMAT).format(value);
}
