/** One way to write things: role names from one table, counted nouns by Intl.PluralRules, one status table. */
import { describe, expect, it } from 'vitest';
import { STATUS_WORDS } from '@/components/status';
import { count, listRoleNames, parseRole, roleName } from '@/lib/words';

describe('words', () => {
  it('counts with the plural English needs', () => {
    expect([0, 1, 2, 1000].map((n) => count(n, 'user'))).toEqual([
      '0 users',
      '1 user',
      '2 users',
      '1,000 users',
    ]);
    expect(count(1, 'licence')).toBe('1 licence');
    expect(count(3, 'person', 'people')).toBe('3 people');
  });

  it('names roles one way, and reads them back by key or name in any case', () => {
    expect(['admin', 'manager', 'member'].map((r) => roleName(r as 'admin'))).toEqual([
      'Administrator',
      'Manager',
      'Member',
    ]);
    expect(listRoleNames()).toBe('Administrator, Manager or Member');
    expect([
      parseRole('ADMIN'),
      parseRole(' administrator '),
      parseRole('Manager'),
      parseRole('owner'),
    ]).toEqual(['admin', 'admin', 'manager', null]);
  });

  it('colours statuses from one table: failed and expired red, pending amber, paid green; labels in sentence case', () => {
    expect(STATUS_WORDS.failed.tone).toBe('danger');
    expect(STATUS_WORDS.expired.tone).toBe('danger');
    expect(STATUS_WORDS.overdue.tone).toBe('danger');
    expect(STATUS_WORDS.awaiting_payment.tone).toBe('warn');
    expect(STATUS_WORDS.paid.tone).toBe('success');
    for (const { label } of Object.values(STATUS_WORDS))
      expect(label).toBe(label.charAt(0).toUpperCase() + label.slice(1).toLowerCase());
  });
});
