/**
 * The invitee's side without the emailed link (`/api/profile/invitations`): the pending invitations
 * of the signed-in user, accepting and declining one by id; and the council orders' filters.
 */
import {
  acceptProfileInvitation,
  declineProfileInvitation,
  listProfileInvitations,
} from '@/generated/api/profile/profile';
import { inviteCouncilUser, listCouncilUsers } from '@/generated/api/council-users/council-users';
import { listCouncilOrders } from '@/generated/api/councils/councils';
import { describe, expect, it } from 'vitest';
import { COUNCILS, INVITATIONS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';
import { useStatuses, watchBroadcasts } from '../councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const invitationOf = (token: string) => mock.state.db.invitations.by('token', token)[0]!;

describe('listProfileInvitations', () => {
  it('lists the pending invitations sent to the signed-in user, and none to others', async () => {
    await signInAs('nocouncil@example.com');
    const { data } = await listProfileInvitations();
    expect(status.last()).toBe(200);
    expect(data).toEqual([
      expect.objectContaining({
        id: invitationOf(INVITATIONS.noCouncil.token).id,
        email: 'nocouncil@example.com',
        status: 'pending',
        council: expect.objectContaining({ id: COUNCILS.northwind, is_member: false }),
      }),
    ]);
    // member@example.com only has an expired invitation; demo an accepted one.
    await signInAs('member@example.com');
    expect((await listProfileInvitations()).data).toEqual([]);
  });

  it('answers 401 to a guest', async () => {
    await signOut();
    await failure(listProfileInvitations(), 401);
  });
});

describe('acceptProfileInvitation', () => {
  it('makes the invitee a member of the council, which becomes current', async () => {
    await signInAs('nocouncil@example.com');
    const events = watchBroadcasts(mock);
    const id = invitationOf(INVITATIONS.noCouncil.token).id;
    const response = await acceptProfileInvitation(id);
    expect(status.last()).toBe(200);
    expect(response).toEqual({
      message: 'Invitation accepted.',
      data: expect.objectContaining({ id: COUNCILS.northwind, role: 'member' }),
    });
    expect(mock.state.db.users.get(USERS.noCouncil)?.current_council_id).toBe(COUNCILS.northwind);
    expect(events()).toContainEqual(
      expect.objectContaining({
        channel: `presence-councils.${COUNCILS.northwind}`,
        event: 'council.member.added',
      }),
    );
    expect((await listProfileInvitations()).data).toEqual([]);
    const again = await failure(acceptProfileInvitation(id), 422);
    expect(again.errors).toEqual({ invitation: ['This invitation has already been accepted.'] });
  });

  it("answers 404 for another user's invitation and 422 for an expired one", async () => {
    await signInAs('demo@example.com');
    await failure(acceptProfileInvitation(invitationOf(INVITATIONS.newAccount.token).id), 404);
    await signInAs('member@example.com');
    const expired = await failure(
      acceptProfileInvitation(invitationOf(INVITATIONS.expired.token).id),
      422,
    );
    expect(expired.message).toBe('This invitation has expired.');
  });
});

describe('declineProfileInvitation', () => {
  it('drops the invitation and the invitee from the council list, and tells the council', async () => {
    await signInAs('demo@example.com');
    await inviteCouncilUser(COUNCILS.northwind, { email: 'partner@example.com', role: 'manager' });
    await signInAs('partner@example.com');
    const [invitation] = (await listProfileInvitations()).data;
    expect(invitation).toMatchObject({ council: { id: COUNCILS.northwind }, role: 'manager' });
    const events = watchBroadcasts(mock);
    await declineProfileInvitation(invitation!.id);
    expect(status.last()).toBe(204);
    expect((await listProfileInvitations()).data).toEqual([]);
    expect(events()).toContainEqual(
      expect.objectContaining({
        channel: `presence-councils.${COUNCILS.northwind}`,
        event: 'council.member.removed',
        payload: expect.objectContaining({
          user: expect.objectContaining({ email: 'partner@example.com', status: 'invited' }),
        }),
      }),
    );
    await signInAs('demo@example.com');
    const users = await listCouncilUsers(COUNCILS.northwind, { search: 'partner@example.com' });
    expect(users.data).toEqual([]);
    await failure(declineProfileInvitation(invitation!.id), 404);
  });

  it("answers 404 for another user's invitation", async () => {
    await signInAs('demo@example.com');
    await failure(declineProfileInvitation(invitationOf(INVITATIONS.newAccount.token).id), 404);
  });
});

describe('listCouncilOrders filters', () => {
  it('filters by status and type', async () => {
    await signInAs('demo@example.com');
    const pending = await listCouncilOrders(COUNCILS.northwind, { status: 'pending' });
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((o) => o.status === 'pending')).toBe(true);
    const agents = await listCouncilOrders(COUNCILS.northwind, {
      type: 'agent',
      status: 'completed',
    });
    expect(agents.data.length).toBeGreaterThan(0);
    expect(agents.data.every((o) => o.type === 'agent' && o.status === 'completed')).toBe(true);
    await failure(listCouncilOrders(COUNCILS.northwind, { status: 'lost' as 'pending' }), 422);
  });
});
