/** A council's users: its members and pending invitees. */
import type { Db } from '../../db';
import {
  invitationStatus,
  licenceStatus,
  membershipOf,
  pendingInvitationOf,
} from '../../db/queries/councils';
import type { MembershipRow } from '../../db/tables/councils';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import { paginate } from '../../laravel/paginate';
import { councilUserResource } from '../../resources/councils';
import { councilEvents } from '../council-events';
import { isLastAdmin, setLicenceHolder } from '../council-membership';

const LAST_ADMIN = 'The council must keep at least one admin.';

/** Invitees are listed while their invitation is pending; once it expired they are not. */
function isListed(db: Db, membership: MembershipRow, now: Date): boolean {
  if (membership.status === 'active') return true;
  const invitation = pendingInvitationOf(db, membership.council_id, membership.user_id);
  return invitation !== undefined && invitationStatus(invitation, now) === 'pending';
}

/** The council's member or pending invitee named by the path; 404 otherwise. */
export function councilUserOf(db: Db, councilId: number, userId: number, now: Date): MembershipRow {
  const membership = membershipOf(db, councilId, userId);
  if (!membership || !isListed(db, membership, now)) throw notFound();
  return membership;
}

export const councilUserOperations = [
  defineOperation('listCouncilUsers', ({ params, query, db, state, url }) => {
    const now = state.now();
    const search = query.search?.toLowerCase();
    const users = db.memberships
      .by('council_id', params.council)
      .filter((m) => isListed(db, m, now))
      .filter((m) => query.role === undefined || m.role === query.role)
      .filter((m) => query.status === undefined || m.status === query.status)
      .map((m) => councilUserResource(db, m))
      .filter(
        (u) =>
          !search ||
          u.name.toLowerCase().includes(search) ||
          u.email.toLowerCase().includes(search),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return { body: paginate(users, url, query) };
  }),

  defineOperation('getCouncilUser', ({ params, db, state }) => {
    return {
      body: {
        data: councilUserResource(db, councilUserOf(db, params.council, params.user, state.now())),
      },
    };
  }),

  defineOperation('updateCouncilUser', ({ params, body, db, state }) => {
    const now = state.now();
    let membership = councilUserOf(db, params.council, params.user, now);
    if (body.role !== undefined && body.role !== 'admin' && isLastAdmin(db, membership))
      throw invalid('role', LAST_ADMIN);
    if (body.position_id != null && !db.positions.get(body.position_id))
      throw invalid('position_id', 'The selected position id is invalid.');

    const licenceId = body.licence_id;
    const licence = licenceId == null ? undefined : db.licences.get(licenceId);
    if (licenceId != null) {
      if (!licence || licence.council_id !== params.council)
        throw invalid('licence_id', 'The selected licence id is invalid.');
      if (membership.status !== 'active')
        throw invalid('licence_id', 'Licences can only be given to active members.');
      if (licenceStatus(licence, now) === 'expired')
        throw invalid('licence_id', 'This licence has expired.');
      if (licence.user_id !== null && licence.user_id !== membership.user_id) {
        throw invalid('licence_id', 'This licence is already assigned to another user.');
      }
    }

    membership = db.memberships.update(membership.id, {
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.position_id !== undefined ? { position_id: body.position_id } : {}),
    });
    if (membership.status === 'invited') {
      const invitation = pendingInvitationOf(db, membership.council_id, membership.user_id);
      if (invitation)
        db.invitations.update(invitation.id, {
          role: membership.role,
          position_id: membership.position_id,
        });
    }
    if (licenceId !== undefined && licenceId !== membership.licence_id) {
      const held =
        membership.licence_id === null ? undefined : db.licences.get(membership.licence_id);
      if (held) setLicenceHolder(state, held, null);
      if (licence) setLicenceHolder(state, licence, membership.user_id);
      membership = db.memberships.get(membership.id)!;
    }
    const resource = councilUserResource(db, membership);
    councilEvents(state, params.council).memberUpdated(resource);
    return { body: { data: resource } };
  }),

  defineOperation('removeCouncilUser', ({ params, db, state }) => {
    const membership = councilUserOf(db, params.council, params.user, state.now());
    if (isLastAdmin(db, membership)) throw invalid('user', LAST_ADMIN);
    const before = councilUserResource(db, membership);
    const held =
      membership.licence_id === null ? undefined : db.licences.get(membership.licence_id);
    if (held) setLicenceHolder(state, held, null);
    for (const assignment of db.councilAgentUsers.by('user_id', membership.user_id)) {
      if (assignment.council_id === membership.council_id)
        db.councilAgentUsers.delete(assignment.id);
    }
    const invitation = pendingInvitationOf(db, membership.council_id, membership.user_id);
    if (invitation) db.invitations.delete(invitation.id);
    db.memberships.delete(membership.id);
    councilEvents(state, params.council).memberRemoved(before);
    return {};
  }),
];
