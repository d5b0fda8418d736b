/** The invite list parser: pasted addresses or a CSV, each row checked before anything is sent. */
import { describe, expect, it } from 'vitest';
import { parseInvites, validRows } from '@/features/council/console/users/invite/parse-invites';

const dictionaries = {
  roles: [
    { id: 1, name: 'Administrator', slug: 'admin' as const },
    { id: 2, name: 'Manager', slug: 'manager' as const },
    { id: 3, name: 'Member', slug: 'member' as const },
  ],
  positions: [
    { id: 4, name: 'Clerk' },
    { id: 5, name: 'Councillor' },
  ],
};

describe('parseInvites', () => {
  it('reads a pasted list separated by lines, commas, semicolons or spaces, with the default role', () => {
    const rows = parseInvites(
      'a@example.org, b@example.org;c@example.org\n\n  d@example.org e@example.org',
      'manager',
      dictionaries,
    );
    expect(rows.map((r) => [r.line, r.email, r.role, r.problems])).toEqual([
      [1, 'a@example.org', 'manager', []],
      [1, 'b@example.org', 'manager', []],
      [1, 'c@example.org', 'manager', []],
      [3, 'd@example.org', 'manager', []],
      [3, 'e@example.org', 'manager', []],
    ]);
  });

  it('takes the address out of "Name <address>", as mail clients copy them', () => {
    const rows = parseInvites(
      'Dan Hughes <dan@example.org>, Erin Walsh <erin@example.org>',
      'member',
      dictionaries,
    );
    expect(rows.map((r) => r.email)).toEqual(['dan@example.org', 'erin@example.org']);
    expect(validRows(rows)).toHaveLength(2);
  });

  it('flags bad emails and duplicates (case-insensitive) on their rows', () => {
    const rows = parseInvites(
      'good@example.org\nnot-an-email\nGOOD@example.org\nx@y',
      'member',
      dictionaries,
    );
    expect(rows.map((r) => r.problems)).toEqual([
      [],
      ['“not-an-email” is not a valid email address.'],
      ['Duplicate of line 1.'],
      ['“x@y” is not a valid email address.'],
    ]);
    expect(validRows(rows).map((r) => r.email)).toEqual(['good@example.org']);
  });

  it('reads a CSV with a header, roles by slug or name, positions by name or id, and quoted fields', () => {
    const csv =
      'email,role,position\r\nann@example.org,Manager,clerk\n"bob@example.org",admin,5\ncara@example.org,,\n"dan@example.org","member","Councillor"\n';
    const rows = parseInvites(csv, 'member', dictionaries);
    expect(rows.map((r) => [r.line, r.email, r.role, r.positionId, r.problems.length])).toEqual([
      [2, 'ann@example.org', 'manager', 4, 0],
      [3, 'bob@example.org', 'admin', 5, 0],
      [4, 'cara@example.org', 'member', null, 0],
      [5, 'dan@example.org', 'member', 5, 0],
    ]);
  });

  it('flags unknown roles and positions, and a row without an email', () => {
    const rows = parseInvites(
      '\uFEFFemail,role,position\nann@example.org,owner,Clerk\nbob@example.org,member,Mayor\n,member,Clerk',
      'member',
      dictionaries,
    );
    expect(rows.map((r) => r.problems)).toEqual([
      ['Unknown role “owner” (use Administrator, Manager or Member).'],
      ['Unknown position “Mayor”.'],
      ['The email is missing.'],
    ]);
    expect(validRows(rows)).toEqual([]);
  });

  it('gives nothing for empty input', () => {
    expect(parseInvites('  \n\n', 'member', dictionaries)).toEqual([]);
  });
});

describe('parseInvites against the council’s people', () => {
  it('flags an existing member and a pending invitation (any case) before anything is sent', () => {
    const known = new Map([
      ['ann@example.org', { name: 'Ann Active', status: 'active' as const }],
      ['ivy@example.org', { name: 'ivy', status: 'invited' as const }],
    ]);
    const rows = parseInvites(
      'ANN@example.org\nivy@example.org\nnew@example.org',
      'member',
      dictionaries,
      known,
    );
    expect(rows.map((r) => r.problems)).toEqual([
      ['Ann Active is already a member.'],
      ['Already invited: resend the invitation from the list instead.'],
      [],
    ]);
    expect(validRows(rows).map((r) => r.email)).toEqual(['new@example.org']);
  });
});
