/**
 * The sidebar's chats grouped by when they were last active, as ChatGPT and Claude.ai group them:
 * Today, Yesterday, Previous 7 days, Previous 30 days, then each earlier month of this year by its
 * name, then each earlier year. Days are the user's local calendar days.
 */
import type { Thread } from '@/generated/model';

export interface RecencyGroup<T> {
  label: string;
  items: T[];
}

const MONTH = new Intl.DateTimeFormat(undefined, { month: 'long' });
const DAY_MS = 86_400_000;

/** When a thread was last active: its newest message, else its creation (the API's order). */
export function lastActivity(thread: Pick<Thread, 'last_message_at' | 'created_at'>): string {
  return thread.last_message_at ?? thread.created_at;
}

/** The group a moment falls in, seen from `now`. */
export function recencyLabel(at: Date, now: Date): string {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOf(now) - startOf(at)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return 'Previous 7 days';
  if (days <= 30) return 'Previous 30 days';
  if (at.getFullYear() === now.getFullYear()) return MONTH.format(at);
  return String(at.getFullYear());
}

/**
 * Groups items in their given order (the API's, newest activity first); an item out of order
 * (an optimistic change not yet confirmed) joins its group rather than starting a second one.
 */
export function groupByRecency<T>(
  items: readonly T[],
  activityOf: (item: T) => string,
  now: Date = new Date(),
): RecencyGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const at = new Date(activityOf(item));
    const label = Number.isNaN(at.getTime()) ? 'Today' : recencyLabel(at, now);
    let list = groups.get(label);
    if (!list) groups.set(label, (list = []));
    list.push(item);
  }
  return [...groups].map(([label, list]) => ({ label, items: list }));
}
