/**
 * The membership rules several council operations share: joining (by code, approved request or
 * accepted invitation), licence assignment, the last-admin rule and the user's current council
 * (which the profile falls back from by itself when the user leaves that council).
 */
import type { Db } from '../db';
import { membershipOf, pendingInvitationOf } from '../db/queries/councils';
import type { LicenceRow, MembershipRow } from '../db/tables/councils';
import { councilUserResource, licenceResource } from '../resources/councils';
import type { MockState } from '../laravel/mock-state';
import { councilEvents, userEvents } from './council-events';

/**
 * Makes the user an active member (turning a pending invitee's row into a member's, whose
 * invitation is then used up) and announces the new member on the council channel.
 */
export async function addMember(
  state: MockState,
  councilId: number,
  userId: number,
  role: MembershipRow['role'],
  positionId: number | null,
): Promise<MembershipRow> {
  const db = state.db;
  const now = state.now().toISOString();
  const existing = membershipOf(db, councilId, userId);
  const invitation = pendingInvitationOf(db, councilId, userId);
  if (invitation) db.invitations.update(invitation.id, { status: 'accepted' });
  const membership = existing
    ? db.memberships.update(existing.id, {
        role,
        status: 'active',
        joined_at: now,
        position_id: positionId ?? existing.position_id,
      })
    : await db.memberships.create({
        council_id: councilId,
        user_id: userId,
        role,
        status: 'active',
        joined_at: now,
        position_id: positionId,
        licence_id: null,
      });
  councilEvents(state, councilId).memberAdded(councilUserResource(db, membership));
  return membership;
}

/**
 * Gives a licence to a user (null takes it back), keeping the licence and the membership in step,
 * and tells the previous and the new holder and the council.
 */
export function setLicenceHolder(
  state: MockState,
  licence: LicenceRow,
  userId: number | null,
): LicenceRow {
  const db = state.db;
  const previous = licence.user_id;
  if (previous === userId) return licence;
  if (previous !== null) {
    const membership = membershipOf(db, licence.council_id, previous);
    if (membership?.licence_id === licence.id)
      db.memberships.update(membership.id, { licence_id: null });
  }
  const updated = db.licences.update(licence.id, {
    user_id: userId,
    status: userId === null ? 'unassigned' : 'active',
  });
  if (userId !== null) {
    const membership = membershipOf(db, licence.council_id, userId)!;
    db.memberships.update(membership.id, { licence_id: licence.id });
  }
  const resource = licenceResource(db, updated, state.now());
  if (previous !== null) userEvents(state, previous).licenceChanged(resource);
  if (userId !== null) userEvents(state, userId).licenceChanged(resource);
  councilEvents(state, licence.council_id).licenceChanged(resource);
  return updated;
}

/** The council stays usable: it keeps at least one active admin. */
export function isLastAdmin(db: Db, membership: MembershipRow): boolean {
  if (membership.status !== 'active' || membership.role !== 'admin') return false;
  return (
    db.memberships
      .by('council_id', membership.council_id)
      .filter((m) => m.status === 'active' && m.role === 'admin').length === 1
  );
}

export function setCurrentCouncil(db: Db, userId: number, councilId: number, now: string): void {
  db.users.update(userId, { current_council_id: councilId, updated_at: now });
}
