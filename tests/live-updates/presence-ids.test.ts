/**
 * Presence ids enter the app through one reader (src/lib/realtime/presence.ts): integers or
 * strings of digits from the wire, integers inside the app.
 */
import { describe, expect, it } from 'vitest';
import { createPresenceStore } from '@/features/live-updates/presence-store';
import { presenceId, toOnlineMember } from '@/lib/realtime/presence';

const ada = { name: 'Ada', avatar_url: null };
const bob = { name: 'Bob', avatar_url: 'https://cdn.example.com/b.png' };

describe('presenceId', () => {
  it('reads an integer or a string of digits as the integer', () => {
    expect([presenceId(3), presenceId('3'), presenceId('40')]).toEqual([3, 3, 40]);
  });

  it('names no user for anything else', () => {
    for (const value of [
      0,
      -1,
      1.5,
      '0',
      '03',
      ' 3',
      '3a',
      '',
      '9007199254740993',
      null,
      undefined,
      {},
      true,
    ])
      expect(presenceId(value), JSON.stringify(value)).toBeNull();
  });
});

describe('toOnlineMember', () => {
  it('keeps name and avatar, the id as an integer', () => {
    expect(toOnlineMember({ id: '2', ...bob })).toEqual({ id: 2, ...bob });
    expect(toOnlineMember({ id: 2, ...bob })).toEqual({ id: 2, ...bob });
  });

  it('leaves out a member without a usable id', () => {
    expect(toOnlineMember({ name: 'Nobody' })).toBeNull();
    expect(toOnlineMember('3')).toBeNull();
  });
});

describe.each([
  ['strings', (id: number) => String(id)],
  ['integers', (id: number) => id],
])('the presence store with ids as %s', (_what, typed) => {
  it('lists, adds, deduplicates and removes members by their integer id', () => {
    const store = createPresenceStore();
    store.here([{ id: typed(1), ...ada }, { id: typed(1), ...ada }, { name: 'no id' }]);
    expect(store.getSnapshot()).toEqual([{ id: 1, ...ada }]);
    store.joining({ id: typed(2), ...bob });
    // The same user again, in the other type: still one entry.
    store.joining({ id: typeof typed(2) === 'string' ? 2 : '2', ...bob });
    expect(store.getSnapshot().map((m) => m.id)).toEqual([1, 2]);
    store.leaving({ id: typeof typed(1) === 'string' ? 1 : '1', ...ada });
    expect(store.getSnapshot()).toEqual([{ id: 2, ...bob }]);
  });
});
