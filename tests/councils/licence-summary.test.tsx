/** The licence summary: assigned, unassigned, expired and expiring soon, and members without one. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../chat/cleanup';
import { LicenceSummary } from '@/features/council/console/licences/LicenceSummary';
import {
  isExpiringSoon,
  membersWithoutLicence,
  summariseLicences,
} from '@/features/council/console/licences/licence-summary';
import type { CouncilUser, Licence } from '@/generated/model';

const NOW = new Date('2026-11-01T09:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();
const licence = (
  id: number,
  user_id: number | null,
  status: Licence['status'],
  expires_at: string | null,
  renews = false,
): Licence => ({
  id,
  council_id: 1,
  name: `Team seat ${id}`,
  user_id,
  user:
    user_id === null
      ? null
      : { id: user_id, name: `User ${user_id}`, email: `u${user_id}@example.org` },
  status,
  expires_at,
  renews,
  created_at: day(-100),
});
const member = (id: number, status: CouncilUser['status'] = 'active'): CouncilUser => ({
  id,
  name: `User ${id}`,
  email: `u${id}@example.org`,
  avatar_url: null,
  role: 'member',
  position: null,
  status,
  licence_id: null,
  joined_at: status === 'active' ? day(-10) : null,
});

const licences = [
  licence(1, 10, 'active', day(200)),
  licence(2, 11, 'active', day(10)), // expiring soon
  licence(3, null, 'unassigned', day(30)), // expiring soon (30 days: the edge counts)
  licence(4, null, 'unassigned', null),
  licence(5, 12, 'expired', day(-3)), // an expired licence frees nobody's seat
  licence(6, 13, 'active', day(12), true), // its plan renews on that day: not expiring
];

describe('summariseLicences', () => {
  it('counts assigned, unassigned, expired and expiring soon', () => {
    expect(summariseLicences(licences, NOW)).toEqual({
      total: 6,
      assigned: 3,
      unassigned: 2,
      expired: 1,
      expiringSoon: 2,
    });
    expect(isExpiringSoon(licence(6, 1, 'active', day(31)), NOW)).toBe(false);
    expect(isExpiringSoon(licence(7, 1, 'expired', day(5)), NOW)).toBe(false);
    expect(isExpiringSoon(licence(8, 1, 'active', day(5), true), NOW)).toBe(false);
    expect(isExpiringSoon(licence(8, 1, 'active', day(5), false), NOW)).toBe(true);
  });

  it('finds active members who hold no valid licence', () => {
    const members = [member(10), member(11), member(12), member(13), member(14, 'invited')];
    expect(membersWithoutLicence(members, licences).map((m) => m.id)).toEqual([12]);
  });

  it('shows the figures, warning where something needs attention', () => {
    render(<LicenceSummary summary={summariseLicences(licences, NOW)} withoutLicence={2} />);
    const figures = within(screen.getByLabelText('Licence summary'));
    const value = (label: RegExp) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value(/^Assigned$/)).toBe('3');
    expect(value(/^Unassigned$/)).toBe('2');
    expect(value(/^Expired$/)).toBe('1');
    expect(value(/^Expiring within 30 days$/)).toBe('2');
    expect(value(/^Members without a licence$/)).toBe('2');
    expect(figures.getByText(/^Expired$/).parentElement).toHaveClass('summary-danger');
    expect(figures.getByText(/^Unassigned$/).parentElement).not.toHaveClass('summary-danger');
  });
});
