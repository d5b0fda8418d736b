import { describe, expect, it } from 'vitest';
import { groupByRecency, recencyLabel } from '@/features/chat/sidebar/recency-groups';

// A Wednesday afternoon, local time.
const now = new Date(2026, 10, 25, 15, 30);
const at = (daysAgo: number, hour = 10) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hour);

describe('recent chats grouped by date', () => {
  it('names the groups as ChatGPT and Claude.ai do, by local calendar day', () => {
    expect(recencyLabel(at(0, 0), now)).toBe('Today');
    expect(recencyLabel(at(1, 23), now)).toBe('Yesterday');
    expect(recencyLabel(at(2), now)).toBe('Previous 7 days');
    expect(recencyLabel(at(7), now)).toBe('Previous 7 days');
    expect(recencyLabel(at(8), now)).toBe('Previous 30 days');
    expect(recencyLabel(at(30), now)).toBe('Previous 30 days');
    expect(recencyLabel(new Date(2026, 7, 3), now)).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'long' }).format(new Date(2026, 7, 3)),
    );
    expect(recencyLabel(new Date(2025, 11, 30), now)).toBe('2025');
    // A moment ahead of this device's clock is still today's.
    expect(recencyLabel(new Date(now.getTime() + 3_600_000 * 12), now)).toBe('Today');
  });

  it('keeps the given order inside each group and the groups in order of first appearance', () => {
    const items = [
      { id: 9, at: at(0, 14) },
      { id: 8, at: at(0, 9) },
      { id: 7, at: at(1) },
      { id: 6, at: at(3) },
      { id: 5, at: at(12) },
      { id: 4, at: new Date(2024, 4, 1) },
    ].map((i) => ({ id: i.id, when: i.at.toISOString() }));
    const groups = groupByRecency(items, (i) => i.when, now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', [9, 8]],
      ['Yesterday', [7]],
      ['Previous 7 days', [6]],
      ['Previous 30 days', [5]],
      ['2024', [4]],
    ]);
  });

  it('an item out of order joins its group instead of opening a second one', () => {
    const items = [at(0), at(1), at(0, 8)].map((d, id) => ({ id, when: d.toISOString() }));
    expect(groupByRecency(items, (i) => i.when, now).map((g) => g.label)).toEqual([
      'Today',
      'Yesterday',
    ]);
  });
});
