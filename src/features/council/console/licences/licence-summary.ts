import type { CouncilUser, Licence } from '@/generated/model';

/** A licence counts as expiring soon when it ends within this many days. */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 86_400_000;

export interface LicenceSummary {
  total: number;
  assigned: number;
  unassigned: number;
  expired: number;
  expiringSoon: number;
}

/**
 * Whether a licence that is still valid ends within EXPIRING_SOON_DAYS of `now`. A seat of a plan
 * that renews itself does not end at `expires_at` (its plan renews then), so it never counts.
 */
export function isExpiringSoon(licence: Licence, now: Date): boolean {
  if (licence.status === 'expired' || licence.expires_at === null || licence.renews) return false;
  const left = Date.parse(licence.expires_at) - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_DAYS * DAY_MS;
}

/** The figures above the licence table; an expired licence counts as expired only, whoever held it. */
export function summariseLicences(licences: readonly Licence[], now: Date): LicenceSummary {
  const summary: LicenceSummary = {
    total: licences.length,
    assigned: 0,
    unassigned: 0,
    expired: 0,
    expiringSoon: 0,
  };
  for (const licence of licences) {
    if (licence.status === 'expired') summary.expired++;
    else if (licence.user_id === null) summary.unassigned++;
    else summary.assigned++;
    if (isExpiringSoon(licence, now)) summary.expiringSoon++;
  }
  return summary;
}

/** Active members who hold no licence of the council. */
export function membersWithoutLicence(
  members: readonly CouncilUser[],
  licences: readonly Licence[],
): CouncilUser[] {
  const holders = new Set(
    licences.filter((l) => l.status !== 'expired' && l.user_id !== null).map((l) => l.user_id),
  );
  return members.filter((member) => member.status === 'active' && !holders.has(member.id));
}
