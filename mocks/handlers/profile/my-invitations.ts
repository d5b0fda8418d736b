/**
 * The signed-in user's own invitations (`/api/profile/invitations`): list the pending ones, accept
 * or decline one by id, without the emailed link. Accepting shares its rules with the token flow.
 */
import type { Db } from '../../db';
import { invitationStatus, membershipOf } from '../../db/queries/councils';
import type { InvitationRow } from '../../db/tables/councils';
import { defineOperation, type MockUser } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import { councilUserResource, invitationResource } from '../../resources/councils';
import type { MockState } from '../../laravel/mock-state';
import { councilEvents } from '../council-events';
import { joinByInvitation } from '../council-users/invitations';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One of the caller's invitations, still pending: 404 when not theirs, 422 on `invitation` when used up. */
function ownPendingInvitation(db: Db, user: MockUser, id: number, now: Date): InvitationRow {
  const invitation = db.invitations.get(id);
  // Another user's invitation is as unknown as one that does not exist: route model binding's 404.
  if (!invitation || (invitation.user_id !== user.id && !sameEmail(invitation.email, user.email)))
    throw notFound();
  const status = invitationStatus(invitation, now);
  if (status === 'accepted')
    throw invalid('invitation', 'This invitation has already been accepted.');
  if (status === 'expired') throw invalid('invitation', 'This invitation has expired.');
  return invitation;
}

/** Drops a declined invitation and the invitee's `invited` row, and tells the council. */
function decline(state: MockState, invitation: InvitationRow): void {
  const { db } = state;
  const row = membershipOf(db, invitation.council_id, invitation.user_id);
  db.invitations.delete(invitation.id);
  if (row?.status === 'invited') {
    const before = councilUserResource(db, row);
    db.memberships.delete(row.id);
    councilEvents(state, invitation.council_id).memberRemoved(before);
  }
}

export const myInvitationOperations = [
  defineOperation('listProfileInvitations', ({ user, db, state }) => {
    const now = state.now();
    const mine = db.invitations
      .where((i) => i.user_id === user!.id || sameEmail(i.email, user!.email))
      .filter((i) => invitationStatus(i, now) === 'pending')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { body: { data: mine.map((i) => invitationResource(db, i, user!.id, now)) } };
  }),

  defineOperation('acceptProfileInvitation', async ({ params, user, state }) => {
    const invitation = ownPendingInvitation(state.db, user!, params.invitation, state.now());
    const data = await joinByInvitation(state, invitation, user!.id);
    return { body: { message: 'Invitation accepted.' as const, data } };
  }),

  defineOperation('declineProfileInvitation', ({ params, user, state }) => {
    decline(state, ownPendingInvitation(state.db, user!, params.invitation, state.now()));
    return {};
  }),
];
