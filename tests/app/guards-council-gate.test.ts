import { describe, expect, it } from 'vitest';
import { profileFixture } from './fixtures';
import { decide } from './guards-helpers';

const membership = (role: 'admin' | 'manager' | 'member') => ({
  id: 3,
  name: 'Northwind',
  slug: 'northwind',
  role,
  logo_url: null,
});

describe('the council gate is the guards’ last step', () => {
  it('explains every council page to a user with no council, and lets the others open', () => {
    const profile = profileFixture({ councils: [], current_council_id: null });
    for (const [path, operation] of [
      ['/Users', 'listCouncilUsers'],
      ['/Orders', 'listCouncilOrders'],
      ['/Licences', 'listCouncilLicences'],
      ['/Council_management', 'getCouncil'],
    ] as const)
      expect(decide(path, true, { profile })).toEqual({
        type: 'explain',
        gate: { type: 'no-council', operation },
      });
    expect(decide('/Settings', true, { profile })).toEqual({ type: 'allow' });
    expect(decide('/chat', true, { profile })).toEqual({ type: 'allow' });
  });

  it('explains a page to a role its operation leaves out, and shows it to the roles it allows', () => {
    const member = profileFixture({ councils: [membership('member')], current_council_id: 3 });
    expect(decide('/Orders', true, { profile: member })).toEqual({
      type: 'explain',
      gate: { type: 'role', operation: 'listCouncilOrders', council: membership('member') },
    });
    expect(decide('/Users', true, { profile: member })).toEqual({ type: 'allow' });
    const admin = profileFixture({ councils: [membership('admin')], current_council_id: 3 });
    expect(decide('/Orders', true, { profile: admin })).toEqual({ type: 'allow' });
  });

  it('runs after the page check and the sign-in: a visitor is sent to sign in, not explained', () => {
    expect(decide('/Orders', false)).toMatchObject({ type: 'redirect', reason: 'signed-out' });
  });
});
