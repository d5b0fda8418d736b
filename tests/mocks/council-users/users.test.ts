/**
 * The councils area: council users, licences, subscription plans and council orders, through the
 * app's generated client against the mock backend.
 */
import {
  getCouncilUser,
  getInvitationInfo,
  listCouncilUsers,
  removeCouncilUser,
  updateCouncilUser,
} from '@/generated/api/council-users/council-users';
import { getCouncil, listCouncilOrders } from '@/generated/api/councils/councils';
import { listCouncilLicences, updateCouncilLicence } from '@/generated/api/licences/licences';
import { buySubscription, listSubscriptions } from '@/generated/api/subscriptions/subscriptions';
import { setupPayment } from '@/generated/api/support/support';
import { describe, expect, it } from 'vitest';
import { COUNCILS, FIRST_EXTRA_USER_ID, INVITATIONS, PLANS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';
import { useStatuses, watchBroadcasts } from '../councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const extra = (n: number) => FIRST_EXTRA_USER_ID + n;
const db = () => mock.state.db;
const licencesOf = (councilId: number) =>
  db()
    .licences.by('council_id', councilId)
    .sort((a, b) => a.id - b.id);
const freeTeamLicence = () =>
  licencesOf(COUNCILS.northwind).find((l) => l.name.startsWith('Team') && l.user_id === null)!;
const expiredLicence = () => licencesOf(COUNCILS.northwind).find((l) => l.status === 'expired')!;
const inviteeId = (email: string) => db().users.find((u) => u.email === email)!.id;

describe('listCouncilUsers', () => {
  it('lists members and pending invitees, ordered by name, with Laravel paging', async () => {
    await signInAs('member@example.com');
    const page = await listCouncilUsers(COUNCILS.northwind);
    expect(status.last()).toBe(200);
    expect(page.meta).toMatchObject({ total: 15, per_page: 15, current_page: 1, last_page: 1 });
    const names = page.data.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(
      page.data
        .filter((u) => u.status === 'invited')
        .map((u) => u.email)
        .sort(),
    ).toEqual([INVITATIONS.newAccount.email, INVITATIONS.noCouncil.email].sort());
    const second = await listCouncilUsers(COUNCILS.northwind, { per_page: 10, page: 2 });
    expect(second.data).toHaveLength(5);
    expect(second.meta).toMatchObject({ from: 11, to: 15, last_page: 2 });
  });

  it('filters by role, status and search', async () => {
    await signInAs('demo@example.com');
    const managers = await listCouncilUsers(COUNCILS.northwind, { role: 'manager' });
    expect(managers.data.map((u) => u.id).sort()).toEqual([USERS.manager, extra(1)].sort());
    const invited = await listCouncilUsers(COUNCILS.northwind, { status: 'invited' });
    expect(invited.data.every((u) => u.status === 'invited' && u.joined_at === null)).toBe(true);
    const found = await listCouncilUsers(COUNCILS.northwind, { search: 'MEMBER@EXAMPLE' });
    expect(found.data).toEqual([
      expect.objectContaining({ id: USERS.member, role: 'member', status: 'active' }),
    ]);
  });

  it('answers 403 to a non-member, 422 for an unknown role and 401 to a guest', async () => {
    await signInAs('partner@example.com');
    await failure(listCouncilUsers(COUNCILS.northwind), 403);
    await signInAs('demo@example.com');
    await failure(listCouncilUsers(COUNCILS.northwind, { role: 'owner' as 'admin' }), 422);
    await signOut();
    await failure(listCouncilUsers(COUNCILS.northwind), 401);
  });
});

describe('getCouncilUser', () => {
  it('reads a member and a pending invitee', async () => {
    await signInAs('member@example.com');
    const { data } = await getCouncilUser(COUNCILS.northwind, USERS.manager);
    expect(data).toMatchObject({
      id: USERS.manager,
      email: 'manager@example.com',
      role: 'manager',
      status: 'active',
    });
    expect(data.licence_id).not.toBeNull();
    const invitee = await getCouncilUser(COUNCILS.northwind, USERS.noCouncil);
    expect(invitee.data).toMatchObject({ status: 'invited', joined_at: null, licence_id: null });
  });

  it('answers 404 for a user outside the council and 403 to a non-member', async () => {
    await signInAs('demo@example.com');
    await failure(getCouncilUser(COUNCILS.northwind, USERS.partner), 404);
    await failure(getCouncilUser(COUNCILS.northwind, 99_999), 404);
    await failure(getCouncilUser(COUNCILS.harbor, extra(21)), 403);
  });
});

describe('updateCouncilUser', () => {
  it('changes a role and announces it', async () => {
    await signInAs('demo@example.com');
    const events = watchBroadcasts(mock);
    const { data } = await updateCouncilUser(COUNCILS.northwind, extra(5), {
      role: 'manager',
      position_id: 2,
    });
    expect(data).toMatchObject({ id: extra(5), role: 'manager', position: { id: 2 } });
    expect(events()).toEqual([
      {
        channel: `presence-councils.${COUNCILS.northwind}`,
        event: 'council.member.updated',
        payload: { council_id: COUNCILS.northwind, user: data },
      },
    ]);
  });

  it('gives a free licence and takes it back, telling the user and the council', async () => {
    await signInAs('demo@example.com');
    const licence = freeTeamLicence();
    const events = watchBroadcasts(mock);
    const given = await updateCouncilUser(COUNCILS.northwind, extra(3), { licence_id: licence.id });
    expect(given.data.licence_id).toBe(licence.id);
    expect(events().map((e) => [e.channel, e.event])).toEqual([
      [`private-App.Models.User.${extra(3)}`, 'licence.changed'],
      [`presence-councils.${COUNCILS.northwind}`, 'council.licence.changed'],
      [`presence-councils.${COUNCILS.northwind}`, 'council.member.updated'],
    ]);
    expect(db().licences.get(licence.id)).toMatchObject({ user_id: extra(3), status: 'active' });
    const taken = await updateCouncilUser(COUNCILS.northwind, extra(3), { licence_id: null });
    expect(taken.data.licence_id).toBeNull();
    expect(db().licences.get(licence.id)).toMatchObject({ user_id: null, status: 'unassigned' });
  });

  it('updates a pending invitee, whose invitation then carries the new role', async () => {
    await signInAs('demo@example.com');
    const { data } = await updateCouncilUser(COUNCILS.northwind, USERS.noCouncil, {
      role: 'manager',
    });
    expect(data).toMatchObject({ role: 'manager', status: 'invited' });
    expect((await getInvitationInfo({ token: INVITATIONS.noCouncil.token })).data.role).toBe(
      'manager',
    );
    const error = await failure(
      updateCouncilUser(COUNCILS.northwind, USERS.noCouncil, { licence_id: freeTeamLicence().id }),
      422,
    );
    expect(error.errors).toEqual({ licence_id: ['Licences can only be given to active members.'] });
  });

  it('answers 422 for a taken or expired licence and for demoting the last admin', async () => {
    await signInAs('demo@example.com');
    const demoLicence = db()
      .memberships.by('user_id', USERS.demo)
      .find((m) => m.council_id === COUNCILS.northwind)!.licence_id!;
    const taken = await failure(
      updateCouncilUser(COUNCILS.northwind, extra(6), { licence_id: demoLicence }),
      422,
    );
    expect(taken.body).toEqual({
      message: 'This licence is already assigned to another user.',
      errors: { licence_id: ['This licence is already assigned to another user.'] },
    });
    await failure(
      updateCouncilUser(COUNCILS.northwind, extra(6), { licence_id: expiredLicence().id }),
      422,
    );
    const last = await failure(
      updateCouncilUser(COUNCILS.empty, USERS.demo, { role: 'member' }),
      422,
    );
    expect(last.body).toEqual({
      message: 'The council must keep at least one admin.',
      errors: { role: ['The council must keep at least one admin.'] },
    });
  });

  it('answers 403 to a manager and 404 for a user outside the council', async () => {
    await signInAs('manager@example.com');
    await failure(updateCouncilUser(COUNCILS.northwind, USERS.member, { role: 'admin' }), 403);
    await signInAs('demo@example.com');
    await failure(updateCouncilUser(COUNCILS.northwind, USERS.partner, { role: 'member' }), 404);
  });
});

describe('removeCouncilUser', () => {
  it('removes a member: their licence is released and their agent assignments go', async () => {
    await signInAs('demo@example.com');
    const holder = extra(2);
    const licenceId = db()
      .memberships.by('user_id', holder)
      .find((m) => m.council_id === COUNCILS.northwind)!.licence_id!;
    const events = watchBroadcasts(mock);
    await expect(removeCouncilUser(COUNCILS.northwind, holder)).resolves.toBeUndefined();
    expect(status.last()).toBe(204);
    expect(events().map((e) => [e.channel, e.event])).toEqual([
      [`private-App.Models.User.${holder}`, 'licence.changed'],
      [`presence-councils.${COUNCILS.northwind}`, 'council.licence.changed'],
      [`presence-councils.${COUNCILS.northwind}`, 'council.member.removed'],
    ]);
    expect(events()[2]).toMatchObject({
      payload: {
        user: {
          id: holder,
          licence_id: licenceId,
          status: 'active',
        },
      },
    });
    expect(db().licences.get(licenceId)).toMatchObject({ user_id: null, status: 'unassigned' });
    expect(
      db()
        .councilAgentUsers.by('user_id', holder)
        .filter((a) => a.council_id === COUNCILS.northwind),
    ).toEqual([]);
    await failure(getCouncilUser(COUNCILS.northwind, holder), 404);
  });

  it('cancels a pending invitation', async () => {
    await signInAs('demo@example.com');
    await removeCouncilUser(COUNCILS.northwind, inviteeId(INVITATIONS.newAccount.email));
    await failure(getInvitationInfo({ token: INVITATIONS.newAccount.token }), 404);
  });

  it('answers 422 for the last admin, 404 for a non-member and 403 to a manager', async () => {
    await signInAs('demo@example.com');
    const last = await failure(removeCouncilUser(COUNCILS.empty, USERS.demo), 422);
    expect(last.errors).toEqual({ user: ['The council must keep at least one admin.'] });
    await failure(removeCouncilUser(COUNCILS.northwind, USERS.partner), 404);
    await signInAs('manager@example.com');
    await failure(removeCouncilUser(COUNCILS.northwind, USERS.member), 403);
  });
});

describe('listCouncilLicences', () => {
  it('lists every licence of the council by id, expired ones included', async () => {
    await signInAs('demo@example.com');
    const { data } = await listCouncilLicences(COUNCILS.northwind);
    expect(data.map((l) => l.id)).toEqual(licencesOf(COUNCILS.northwind).map((l) => l.id));
    expect(data.filter((l) => l.status === 'expired')).toHaveLength(3);
    const demos = data.find((l) => l.user_id === USERS.demo)!;
    expect(demos).toMatchObject({
      status: 'active',
      user: { id: USERS.demo, email: 'demo@example.com' },
    });
    expect(data.some((l) => l.status === 'unassigned' && l.user === null)).toBe(true);
  });

  it('answers 403 to a manager', async () => {
    await signInAs('manager@example.com');
    await failure(listCouncilLicences(COUNCILS.northwind), 403);
  });
});

describe('updateCouncilLicence', () => {
  it('assigns a licence to a member and takes it back', async () => {
    await signInAs('demo@example.com');
    const licence = freeTeamLicence();
    const events = watchBroadcasts(mock);
    const { data } = await updateCouncilLicence(COUNCILS.northwind, licence.id, {
      user_id: extra(7),
    });
    expect(data).toMatchObject({
      id: licence.id,
      user_id: extra(7),
      status: 'active',
      user: { id: extra(7) },
    });
    expect(events().map((e) => e.event)).toEqual(['licence.changed', 'council.licence.changed']);
    expect((await getCouncilUser(COUNCILS.northwind, extra(7))).data.licence_id).toBe(licence.id);
    const back = await updateCouncilLicence(COUNCILS.northwind, licence.id, {
      user_id: null,
      status: 'unassigned',
    });
    expect(back.data).toMatchObject({ user_id: null, user: null, status: 'unassigned' });
    expect((await getCouncilUser(COUNCILS.northwind, extra(7))).data.licence_id).toBeNull();
  });

  it('answers 422 for a non-member, a user who holds one, an expired licence or a status that disagrees', async () => {
    await signInAs('demo@example.com');
    const licence = freeTeamLicence();
    const outsider = await failure(
      updateCouncilLicence(COUNCILS.northwind, licence.id, { user_id: USERS.partner }),
      422,
    );
    expect(outsider.errors).toEqual({
      user_id: ['The selected user is not a member of this council.'],
    });
    const holder = await failure(
      updateCouncilLicence(COUNCILS.northwind, licence.id, { user_id: USERS.demo }),
      422,
    );
    expect(holder.errors).toEqual({ user_id: ['This user already holds a licence.'] });
    const expired = await failure(
      updateCouncilLicence(COUNCILS.northwind, expiredLicence().id, { user_id: extra(8) }),
      422,
    );
    expect(expired.errors).toEqual({ licence: ['This licence has expired.'] });
    await failure(
      updateCouncilLicence(COUNCILS.northwind, licence.id, {
        user_id: extra(8),
        status: 'unassigned',
      }),
      422,
    );
  });

  it('answers 404 for a licence of another council and 403 to a member', async () => {
    await signInAs('demo@example.com');
    await failure(
      updateCouncilLicence(COUNCILS.northwind, licencesOf(COUNCILS.riverside)[0]!.id, {
        user_id: null,
      }),
      404,
    );
    await signInAs('member@example.com');
    await failure(
      updateCouncilLicence(COUNCILS.northwind, freeTeamLicence().id, { user_id: null }),
      403,
    );
  });
});

describe('listSubscriptions', () => {
  it('lists the plans cheapest first, marking the plan of the current council', async () => {
    await signInAs('member@example.com');
    const { data } = await listSubscriptions();
    expect(data.map((p) => p.price)).toEqual([...data.map((p) => p.price)].sort((a, b) => a - b));
    expect(data.filter((p) => p.is_current).map((p) => p.id)).toEqual([PLANS.team]);
    await signInAs('nocouncil@example.com');
    expect((await listSubscriptions()).data.every((p) => !p.is_current)).toBe(true);
  });

  it('answers 401 to a guest', async () => {
    await signOut();
    await failure(listSubscriptions(), 401);
  });
});

describe('buySubscription and listCouncilOrders', () => {
  it('places a pending order that, once paid, becomes the council plan with its seats', async () => {
    await signInAs('demo@example.com');
    const before = licencesOf(COUNCILS.northwind).length;
    const response = await buySubscription(PLANS.enterprise, { council_id: COUNCILS.northwind });
    expect(status.last()).toBe(201);
    expect(response.message).toBe(
      'Order created. Complete the payment to activate the subscription.',
    );
    expect(response.data).toMatchObject({
      council_id: COUNCILS.northwind,
      user_id: USERS.demo,
      type: 'subscription',
      item_id: PLANS.enterprise,
      item_name: 'Enterprise',
      amount: 499000,
      currency: 'GBP',
      status: 'pending',
    });
    const orders = await listCouncilOrders(COUNCILS.northwind);
    expect(orders.data[0]!.id).toBe(response.data.id);

    const events = watchBroadcasts(mock);
    await setupPayment(response.data.id, { payment_method: 'invoice' });
    expect(events().map((e) => e.event)).toContain('order.completed');
    expect((await getCouncil(COUNCILS.northwind)).data.subscription).toMatchObject({
      id: PLANS.enterprise,
    });
    expect(licencesOf(COUNCILS.northwind).length).toBe(before + 60);
    expect(
      (await listCouncilOrders(COUNCILS.northwind)).data.find((o) => o.id === response.data.id)!
        .status,
    ).toBe('completed');
  });

  it('answers 422 for the plan the council has or an unknown council, 403 to a non-admin, 404 for an unknown plan', async () => {
    await signInAs('partner@example.com');
    const same = await failure(
      buySubscription(PLANS.council, { council_id: COUNCILS.partnerLab }),
      422,
    );
    expect(same.errors).toEqual({
      council_id: ['The council is already subscribed to this plan.'],
    });
    const unknown = await failure(buySubscription(PLANS.team, { council_id: 999 }), 422);
    expect(unknown.errors).toEqual({ council_id: ['The selected council id is invalid.'] });
    await signInAs('demo@example.com');
    await failure(buySubscription(PLANS.team, { council_id: COUNCILS.riverside }), 403);
    await failure(buySubscription(99, { council_id: COUNCILS.northwind }), 404);
  });

  it('lists the council orders newest first, paged, to admins only', async () => {
    await signInAs('demo@example.com');
    const page = await listCouncilOrders(COUNCILS.northwind, { per_page: 3 });
    expect(page.data).toHaveLength(3);
    expect(page.meta.total).toBe(db().orders.by('council_id', COUNCILS.northwind).length);
    const times = page.data.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    await signInAs('manager@example.com');
    await failure(listCouncilOrders(COUNCILS.northwind), 403);
  });
});
