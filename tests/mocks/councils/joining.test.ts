/**
 * The councils area's ways in: join codes and join requests, invitations (their info, accepting
 * them, inviting), through the app's generated client against the mock backend.
 */
import {
  decideJoinRequest,
  getCouncil,
  listJoinRequests,
  requestJoinCouncil,
} from '@/generated/api/councils/councils';
import {
  acceptInvitation,
  getInvitationInfo,
  inviteCouncilUser,
  listCouncilUsers,
} from '@/generated/api/council-users/council-users';
import { getProfile } from '@/generated/api/profile/profile';
import { describe, expect, it } from 'vitest';
import { COUNCILS, FIRST_EXTRA_USER_ID, INVITATIONS, JOIN_CODES, USERS } from '@mocks/db/seed-ids';
import { latestMail } from '@mocks/handlers/mail';
import { acceptInvitationPage } from '@mocks/handlers/council-users/invitations';
import { failure, signInAs, signOut, useMockServer } from '../helpers';
import { useStatuses, watchBroadcasts } from '../councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const extra = (n: number) => FIRST_EXTRA_USER_ID + n;
const emailOf = (userId: number) => mock.state.db.users.get(userId)!.email;

describe('requestJoinCouncil', () => {
  it('stores a pending request (201), tells the council, and refuses a second one', async () => {
    await signInAs('nocouncil@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await requestJoinCouncil(COUNCILS.harbor, { message: 'Hello from Nora.' });
    expect(status.last()).toBe(201);
    expect(data).toMatchObject({
      council_id: COUNCILS.harbor,
      status: 'pending',
      message: 'Hello from Nora.',
      decided_at: null,
    });
    expect(data.user.id).toBe(USERS.noCouncil);
    expect(events()).toEqual([
      {
        channel: `presence-councils.${COUNCILS.harbor}`,
        event: 'council.join-request.created',
        payload: { council_id: COUNCILS.harbor, join_request: data },
      },
    ]);
    const again = await failure(requestJoinCouncil(COUNCILS.harbor, {}), 422);
    expect(again.errors).toEqual({
      council: ['You already have a pending request to join this council.'],
    });
  });

  it('answers 422 for a wrong code and stores nothing', async () => {
    await signInAs(emailOf(extra(11)));
    const before = mock.state.db.joinRequests.size;
    const error = await failure(requestJoinCouncil(COUNCILS.harbor, { code: 'WRONG123' }), 422);
    expect(error.body).toEqual({
      message: 'The join code is invalid.',
      errors: { code: ['The join code is invalid.'] },
    });
    expect(mock.state.db.joinRequests.size).toBe(before);
  });

  it('joins at once with the right code (200), approving a pending request', async () => {
    await signInAs(emailOf(extra(17)));
    const events = watchBroadcasts(mock);
    const response = await requestJoinCouncil(COUNCILS.harbor, {
      code: JOIN_CODES.harbor.toLowerCase(),
    });
    expect(status.last()).toBe(200);
    expect(response).toMatchObject({
      message: 'You have joined the council.',
      data: { status: 'approved' },
    });
    expect(response.data.decided_at).not.toBeNull();
    expect(events().map((e) => e.event)).toEqual(['council.member.added']);
    expect(events()[0]).toMatchObject({
      payload: {
        user: {
          id: extra(17),
          role: 'member',
          status: 'active',
        },
      },
    });
    expect((await getCouncil(COUNCILS.harbor)).data.my_role).toBe('member');
    const member = await failure(requestJoinCouncil(COUNCILS.harbor, {}), 422);
    expect(member.errors).toEqual({ council: ['You are already a member of this council.'] });
  });

  it('answers 404 for an unknown council and 401 to a guest', async () => {
    await signInAs('demo@example.com');
    await failure(requestJoinCouncil(999, {}), 404);
    await signOut();
    await failure(requestJoinCouncil(COUNCILS.harbor, {}), 401);
  });
});

describe('listJoinRequests and decideJoinRequest', () => {
  const pendingOf = (userId: number) =>
    mock.state.db.joinRequests
      .by('user_id', userId)
      .find((r) => r.council_id === COUNCILS.northwind && r.status === 'pending')!;

  it('lists the council requests newest first, filtered by status', async () => {
    await signInAs('demo@example.com');
    const all = await listJoinRequests(COUNCILS.northwind);
    expect(all.meta).toMatchObject({ total: 5, current_page: 1, per_page: 15 });
    const times = all.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const pending = await listJoinRequests(COUNCILS.northwind, { status: 'pending' });
    expect(pending.data.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.meta.total).toBe(3);
  });

  it('answers 403 to a manager and 422 for an unknown status', async () => {
    await signInAs('manager@example.com');
    await failure(listJoinRequests(COUNCILS.northwind), 403);
    await signInAs('demo@example.com');
    await failure(listJoinRequests(COUNCILS.northwind, { status: 'maybe' as 'pending' }), 422);
  });

  it('approves: the requester becomes a member and is told', async () => {
    await signInAs('demo@example.com');
    const request = pendingOf(extra(10));
    const events = watchBroadcasts(mock);
    const response = await decideJoinRequest(COUNCILS.northwind, request.id, {
      status: 'approved',
    });
    expect(response).toMatchObject({
      message: 'Join request approved.',
      data: { id: request.id, status: 'approved' },
    });
    expect(events().map((e) => [e.channel, e.event])).toEqual([
      [`presence-councils.${COUNCILS.northwind}`, 'council.member.added'],
      [`private-App.Models.User.${extra(10)}`, 'join-request.decided'],
    ]);
    const users = await listCouncilUsers(COUNCILS.northwind, { search: emailOf(extra(10)) });
    expect(users.data[0]).toMatchObject({ id: extra(10), role: 'member', status: 'active' });
  });

  it('rejects, and answers 422 for a decided request', async () => {
    await signInAs('demo@example.com');
    const request = pendingOf(extra(11));
    const response = await decideJoinRequest(COUNCILS.northwind, request.id, {
      status: 'rejected',
    });
    expect(response).toMatchObject({
      message: 'Join request rejected.',
      data: { status: 'rejected' },
    });
    expect(response.data.decided_at).not.toBeNull();
    const error = await failure(
      decideJoinRequest(COUNCILS.northwind, request.id, { status: 'approved' }),
      422,
    );
    expect(error.errors).toEqual({ status: ['This join request has already been decided.'] });
  });

  it('answers 404 for a request of another council and 403 to a member', async () => {
    await signInAs('demo@example.com');
    const harbors = mock.state.db.joinRequests.by('council_id', COUNCILS.harbor)[0]!;
    await failure(decideJoinRequest(COUNCILS.northwind, harbors.id, { status: 'approved' }), 404);
    await signInAs('member@example.com');
    await failure(
      decideJoinRequest(COUNCILS.northwind, pendingOf(extra(21)).id, { status: 'approved' }),
      403,
    );
  });
});

describe('getInvitationInfo', () => {
  it('describes a pending invitation to a guest, with user_exists', async () => {
    await signOut();
    const { data } = await getInvitationInfo({ token: INVITATIONS.newAccount.token });
    expect(data).toMatchObject({
      email: INVITATIONS.newAccount.email,
      role: 'member',
      user_exists: false,
    });
    expect(data.council).toMatchObject({
      id: COUNCILS.northwind,
      is_member: false,
      has_pending_request: false,
    });
    const existing = await getInvitationInfo({ token: INVITATIONS.noCouncil.token });
    expect(existing.data.user_exists).toBe(true);
  });

  it('answers 404 for an unknown token and 422 for an expired or accepted one', async () => {
    const unknown = await failure(getInvitationInfo({ token: 'nope' }), 404);
    expect(unknown.body).toEqual({ message: 'Invitation not found.' });
    const expired = await failure(getInvitationInfo({ token: INVITATIONS.expired.token }), 422);
    expect(expired.errors).toEqual({ token: ['This invitation has expired.'] });
    const accepted = await failure(getInvitationInfo({ token: INVITATIONS.accepted.token }), 422);
    expect(accepted.errors).toEqual({ token: ['This invitation has already been accepted.'] });
  });
});

describe('acceptInvitation', () => {
  it('needs a name and a confirmed password for an email without an account', async () => {
    await signOut();
    const missing = await failure(acceptInvitation({ token: INVITATIONS.newAccount.token }), 422);
    expect(missing.errors).toMatchObject({
      name: ['The name field is required.'],
      password: ['The password field is required.'],
    });
    const mismatch = await failure(
      acceptInvitation({
        token: INVITATIONS.newAccount.token,
        name: 'Dan',
        password: 'secret-one',
        password_confirmation: 'secret-two',
      }),
      422,
    );
    expect(mismatch.errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });

  it('completes the account, signs it in and makes it an active member', async () => {
    await signOut();
    const events = watchBroadcasts(mock);
    const response = await acceptInvitation({
      token: INVITATIONS.newAccount.token,
      name: 'Nell Clerk',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
    });
    expect(response).toEqual({
      message: 'Invitation accepted.',
      data: {
        id: COUNCILS.northwind,
        name: 'Northwind Parish Council',
        slug: 'northwind-parish-council',
        role: 'member',
        logo_url: null,
      },
    });
    const profile = (await getProfile()).data;
    expect(profile).toMatchObject({
      email: INVITATIONS.newAccount.email,
      name: 'Nell Clerk',
      current_council_id: COUNCILS.northwind,
    });
    expect(profile.email_verified_at).not.toBeNull();
    expect(events().map((e) => e.event)).toEqual(['council.member.added']);
    expect(events()[0]).toMatchObject({
      payload: { user: { name: 'Nell Clerk', status: 'active' } },
    });
    await signOut();
    await signInAs(INVITATIONS.newAccount.email, 'correct-horse');
    const again = await failure(acceptInvitation({ token: INVITATIONS.newAccount.token }), 422);
    expect(again.errors).toEqual({ token: ['This invitation has already been accepted.'] });
  });

  it('needs the invitee signed in when the account exists: 401 for a guest, 403 for someone else', async () => {
    await signOut();
    await failure(acceptInvitation({ token: INVITATIONS.noCouncil.token }), 401);
    await signInAs('member@example.com');
    const other = await failure(acceptInvitation({ token: INVITATIONS.noCouncil.token }), 403);
    expect(other.body).toEqual({ message: 'This invitation was sent to another email address.' });
    await signInAs('nocouncil@example.com');
    const { data } = await acceptInvitation({ token: INVITATIONS.noCouncil.token });
    expect(data).toMatchObject({ id: COUNCILS.northwind, role: 'member' });
    expect((await getCouncil(COUNCILS.northwind)).data.my_role).toBe('member');
  });

  it('answers 404 for an unknown token and 422 for an expired one', async () => {
    await signInAs('member@example.com');
    await failure(acceptInvitation({ token: 'unknown-token' }), 404);
    await failure(acceptInvitation({ token: INVITATIONS.expired.token }), 422);
  });
});

describe('inviteCouncilUser', () => {
  it('invites a new email: a passwordless invitee listed with status invited', async () => {
    await signInAs('demo@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await inviteCouncilUser(COUNCILS.northwind, {
      email: 'dan.hughes@example.org',
      role: 'member',
      position_id: 3,
    });
    expect(status.last()).toBe(201);
    expect(data).toMatchObject({
      email: 'dan.hughes@example.org',
      role: 'member',
      status: 'pending',
      invited_by: { id: USERS.demo },
    });
    expect(data.council).toMatchObject({ id: COUNCILS.northwind, is_member: true });
    expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(7 * 86_400_000);
    expect(events().map((e) => e.event)).toEqual(['council.member.added']);
    // The invitation's link is mailed to the invitee.
    const token = mock.state.db.invitations.get(data.id)!.token;
    expect(latestMail(mock.state, 'dan.hughes@example.org')).toMatchObject({
      kind: 'invitation',
      subject: `Your invitation to ${mock.state.db.councils.get(COUNCILS.northwind)!.name}`,
      link: acceptInvitationPage(token),
    });
    const invited = await listCouncilUsers(COUNCILS.northwind, {
      status: 'invited',
      search: 'dan.hughes',
    });
    expect(invited.data).toEqual([
      expect.objectContaining({
        name: 'dan.hughes',
        status: 'invited',
        joined_at: null,
        position: { id: 3, name: expect.any(String) },
      }),
    ]);
  });

  it('replaces a pending invitation of the same email', async () => {
    await signInAs('demo@example.com');
    const before = mock.state.db.invitations.find((i) => i.email === 'dan.hughes@example.org')!;
    const oldToken = before.token;
    const { data } = await inviteCouncilUser(COUNCILS.northwind, {
      email: 'dan.hughes@example.org',
      role: 'manager',
    });
    expect(data).toMatchObject({ id: before.id, role: 'manager', status: 'pending' });
    expect(mock.state.db.invitations.get(before.id)!.token).not.toBe(oldToken);
    expect(
      mock.state.db.invitations.where((i) => i.email === 'dan.hughes@example.org'),
    ).toHaveLength(1);
    // Mailed again, with the new link.
    expect(latestMail(mock.state, 'dan.hughes@example.org')?.link).toBe(
      acceptInvitationPage(mock.state.db.invitations.get(before.id)!.token),
    );
  });

  it('tells an existing user about the invitation', async () => {
    await signInAs('demo@example.com');
    const events = watchBroadcasts(mock);
    await inviteCouncilUser(COUNCILS.northwind, { email: 'partner@example.com', role: 'manager' });
    expect(events().map((e) => [e.channel, e.event])).toEqual([
      [`presence-councils.${COUNCILS.northwind}`, 'council.member.added'],
      [`private-App.Models.User.${USERS.partner}`, 'invitation.received'],
    ]);
    expect(events()[1]).toMatchObject({
      payload: {
        invitation: {
          council: {
            id: COUNCILS.northwind,
            is_member: false,
          },
        },
      },
    });
  });

  it('answers 422 for an active member or a bad email, and 403 to a manager', async () => {
    await signInAs('demo@example.com');
    const member = await failure(
      inviteCouncilUser(COUNCILS.northwind, { email: 'MEMBER@example.com', role: 'member' }),
      422,
    );
    expect(member.body).toEqual({
      message: 'This user is already a member of the council.',
      errors: { email: ['This user is already a member of the council.'] },
    });
    const bad = await failure(
      inviteCouncilUser(COUNCILS.northwind, { email: 'not-an-email', role: 'member' }),
      422,
    );
    expect(bad.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    await signInAs('manager@example.com');
    await failure(
      inviteCouncilUser(COUNCILS.northwind, { email: 'x@example.org', role: 'member' }),
      403,
    );
  });
});
