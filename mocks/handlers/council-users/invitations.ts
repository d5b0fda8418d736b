/** Inviting someone by email, and the invitee's side: reading and accepting the invitation. */
import type { Db } from '../../db';
import { invitationStatus, membershipOf, pendingInvitationOf } from '../../db/queries/councils';
import type { InvitationRow } from '../../db/tables/councils';
import { defineOperation } from '../../laravel/define-operation';
import type { MockState } from '../../laravel/mock-state';
import {
  forbidden,
  invalid,
  notFound,
  unauthenticated,
  validationError,
  type FieldErrors,
} from '../../laravel/errors';
import {
  councilMembershipResource,
  councilSummaryResource,
  councilUserResource,
  invitationResource,
} from '../../resources/councils';
import { hashPassword } from '../../db/passwords';
import { councilEvents, userEvents } from '../council-events';
import { findUserByEmail } from '../../db/users';
import { createInviteeUser, hasPassword } from '../../db/invitees';
import { addMember, setCurrentCouncil } from '../council-membership';
import { appBasePath, appOriginOf, sendMail } from '../mail';

const VALID_DAYS = 7;

const newToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** The frontend page where an invitee accepts, as the invitation mail links it. */
export const acceptInvitationPage = (token: string) =>
  `/auth/Accept_invitation?token=${encodeURIComponent(token)}`;

/** The invitation of a token, usable now: 404 when unknown, 422 on `token` when used up or expired. */
function usableInvitation(db: Db, token: string, now: Date): InvitationRow {
  const invitation = db.invitations.by('token', token)[0];
  if (!invitation) throw notFound('Invitation not found.');
  const status = invitationStatus(invitation, now);
  if (status === 'accepted') throw invalid('token', 'This invitation has already been accepted.');
  if (status === 'expired') throw invalid('token', 'This invitation has expired.');
  return invitation;
}

/** Laravel's rules for completing an account: name and a confirmed password. */
function newAccountErrors(body: {
  name?: string;
  password?: string;
  password_confirmation?: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!body.name) errors.name = ['The name field is required.'];
  if (!body.password) errors.password = ['The password field is required.'];
  else if (body.password !== body.password_confirmation)
    errors.password = ['The password field confirmation does not match.'];
  return errors;
}

/**
 * Makes the invitee an active member with the invitation's role and position, marks the invitation
 * accepted and the council current: the same whether the emailed token or the invitee's list was used.
 */
export async function joinByInvitation(
  state: MockState,
  invitation: InvitationRow,
  inviteeId: number,
) {
  const { db } = state;
  const membership = await addMember(
    state,
    invitation.council_id,
    inviteeId,
    invitation.role,
    invitation.position_id,
  );
  db.invitations.update(invitation.id, { status: 'accepted' });
  setCurrentCouncil(db, inviteeId, invitation.council_id, state.now().toISOString());
  return councilMembershipResource(db.councils.get(invitation.council_id)!, membership);
}

export const invitationOperations = [
  defineOperation('getInvitationInfo', ({ query, user, db, state }) => {
    const invitation = usableInvitation(db, query.token, state.now());
    const council = db.councils.get(invitation.council_id)!;
    const invitee = db.users.get(invitation.user_id);
    return {
      body: {
        data: {
          council: councilSummaryResource(db, council, user?.id ?? null),
          email: invitation.email,
          role: invitation.role,
          expires_at: invitation.expires_at,
          user_exists: invitee !== undefined && hasPassword(invitee),
        },
      },
    };
  }),

  defineOperation('acceptInvitation', async ({ body, user, db, state, signIn }) => {
    const now = state.now();
    const iso = now.toISOString();
    const invitation = usableInvitation(db, body.token, now);
    const invitee =
      db.users.get(invitation.user_id) ?? (await createInviteeUser(db, invitation.email, iso));

    if (hasPassword(invitee)) {
      if (!user) throw unauthenticated();
      if (user.id !== invitee.id)
        throw forbidden('This invitation was sent to another email address.');
    } else {
      const errors = newAccountErrors(body);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      // The emailed link proved the address.
      db.users.update(invitee.id, {
        name: body.name!,
        password_hash: hashPassword(body.password!),
        email_verified_at: invitee.email_verified_at ?? iso,
        updated_at: iso,
      });
      signIn(invitee.id);
    }

    return {
      body: {
        message: 'Invitation accepted.' as const,
        data: await joinByInvitation(state, invitation, invitee.id),
      },
    };
  }),

  defineOperation('inviteCouncilUser', async ({ params, body, user, db, state, request }) => {
    const councilId = params.council;
    if (body.position_id != null && !db.positions.get(body.position_id))
      throw invalid('position_id', 'The selected position id is invalid.');
    const now = state.now();
    const iso = now.toISOString();
    const expiresAt = new Date(now.getTime() + VALID_DAYS * 86_400_000).toISOString();
    const positionId = body.position_id ?? null;
    const token = newToken();

    const existingUser = findUserByEmail(db, body.email);
    const membership = existingUser && membershipOf(db, councilId, existingUser.id);
    if (membership?.status === 'active')
      throw invalid('email', 'This user is already a member of the council.');
    const invitee = existingUser ?? (await createInviteeUser(db, body.email, iso));

    // A pending invitation of the same email is replaced: new token and expiry, the new role and position.
    const previous = pendingInvitationOf(db, councilId, invitee.id);
    const values = {
      role: body.role,
      position_id: positionId,
      token,
      expires_at: expiresAt,
      created_at: iso,
      invited_by_id: user!.id,
    };
    const invitation = previous
      ? db.invitations.update(previous.id, { ...values, status: 'pending' })
      : await db.invitations.create({
          ...values,
          council_id: councilId,
          user_id: invitee.id,
          email: invitee.email,
          status: 'pending',
        });
    const row = membership
      ? db.memberships.update(membership.id, { role: body.role, position_id: positionId })
      : await db.memberships.create({
          council_id: councilId,
          user_id: invitee.id,
          role: body.role,
          status: 'invited',
          joined_at: null,
          position_id: positionId,
          licence_id: null,
        });

    // The contract: it emails the invitation's link (again, when a pending one is replaced).
    await sendMail(state, {
      to: invitee.email,
      kind: 'invitation',
      subject: `Your invitation to ${db.councils.get(councilId)?.name ?? 'a council'}`,
      link: acceptInvitationPage(token),
      origin: appOriginOf(request),
    });
    const events = councilEvents(state, councilId, request);
    if (membership) events.memberUpdated(councilUserResource(db, row));
    else events.memberAdded(councilUserResource(db, row));
    if (existingUser)
      userEvents(state, invitee.id, request).invitationReceived(
        invitationResource(db, invitation, invitee.id, now),
      );
    return { status: 201, body: { data: invitationResource(db, invitation, user!.id, now) } };
  }),

  defineOperation('resendCouncilInvitation', async ({ params, body, request, db, state }) => {
    const now = state.now();
    const membership = membershipOf(db, params.council, params.user);
    const user = db.users.get(params.user);
    if (!membership || !user) throw notFound();
    if (membership.status === 'active') throw invalid('user', `${user.name} is already a member.`);
    // An expired invitation is renewed too: resending is how an admin revives it.
    const invitation = db.invitations
      .by('user_id', params.user)
      .filter((i) => i.council_id === params.council && i.status === 'pending')
      .sort((a, b) => b.id - a.id)[0];
    if (!invitation) throw notFound();
    const renewed = db.invitations.update(invitation.id, {
      token: newToken(),
      expires_at: new Date(now.getTime() + VALID_DAYS * 86_400_000).toISOString(),
    });
    const link = acceptInvitationPage(renewed.token);
    const origin = appOriginOf(request);
    if (body?.notify !== false) {
      const council = db.councils.get(params.council);
      await sendMail(state, {
        to: renewed.email,
        kind: 'invitation',
        subject: `Your invitation to ${council?.name ?? 'a council'}`,
        link,
        origin,
      });
    }
    return {
      body: {
        data: {
          user_id: user.id,
          invitation_url: `${origin}${appBasePath()}${link}`,
          expires_at: renewed.expires_at,
        },
        message: body?.notify === false ? 'Invitation link renewed.' : 'Invitation sent again.',
      },
    };
  }),
];
