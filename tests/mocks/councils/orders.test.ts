/**
 * Orders in the mock: payment status kept apart from fulfilment (an invoiced order is completed,
 * not paid), one order waiting for payment per item and buyer, a user's own purchases, and
 * resending an invitation (the members console's other new operation).
 */
import { buyAgent } from '@/generated/api/agents/agents';
import { listCouncilOrders } from '@/generated/api/councils/councils';
import {
  getInvitationInfo,
  resendCouncilInvitation,
} from '@/generated/api/council-users/council-users';
import { listProfileOrders } from '@/generated/api/profile/profile';
import { buySubscription } from '@/generated/api/subscriptions/subscriptions';
import { beforeEach, describe, expect, it } from 'vitest';
import { latestMail } from '@mocks/handlers/mail';
import { COUNCILS, INVITATIONS, PLANS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();
const DAY = 86_400_000;

/** Runs a call and the time window it ran in, on the mock's clock (timestamps it writes fall inside). */
async function timed<T>(
  call: () => Promise<T>,
): Promise<{ result: T; within: (iso: string | null, plus: number) => void }> {
  const from = mock.state.now().getTime();
  const result = await call();
  const to = mock.state.now().getTime();
  return {
    result,
    within: (iso, plus) => {
      const at = Date.parse(iso ?? '');
      expect(at).toBeGreaterThanOrEqual(from + plus);
      expect(at).toBeLessThanOrEqual(to + plus);
    },
  };
}
const waiting = (councilId: number | null, type: 'agent' | 'subscription', userId = USERS.demo) =>
  mock.state.db.orders.find(
    (o) =>
      o.status === 'pending' &&
      o.type === type &&
      o.council_id === councilId &&
      (councilId !== null || o.user_id === userId),
  )!;

describe('listCouncilOrders', () => {
  beforeEach(() => signInAs('demo@example.com'));

  it('tells an invoiced order from a paid one, with its number, buyer and due date', async () => {
    const invoiced = await listCouncilOrders(COUNCILS.northwind, { payment_status: 'invoiced' });
    expect(invoiced.data.length).toBeGreaterThan(0);
    for (const order of invoiced.data) {
      expect(order).toMatchObject({
        status: 'completed',
        payment_status: 'invoiced',
        payment_method: 'invoice',
        paid_at: null,
      });
      expect(order.number).toBe(String(order.id));
      expect(Date.parse(order.due_at!)).toBe(Date.parse(order.created_at) + 30 * DAY);
      expect(order.buyer).toEqual({
        id: order.user_id,
        name: mock.state.db.users.get(order.user_id)!.name,
        email: mock.state.db.users.get(order.user_id)!.email,
      });
    }
    const paid = await listCouncilOrders(COUNCILS.northwind, { payment_status: 'paid' });
    expect(paid.data.length).toBeGreaterThan(0);
    expect(
      paid.data.every(
        (o) => o.payment_status === 'paid' && o.paid_at !== null && o.invoice_number !== null,
      ),
    ).toBe(true);
    expect(paid.data.map((o) => o.id)).not.toEqual(
      expect.arrayContaining(invoiced.data.map((o) => o.id)),
    );
  });

  it('numbers receipts apart from invoices and names the supplier on every order', async () => {
    const { data } = await listCouncilOrders(COUNCILS.northwind, { per_page: 100 });
    const received = data.filter((o) => o.paid_at !== null);
    expect(received.length).toBeGreaterThan(0);
    for (const order of data) {
      expect(order.supplier).toEqual({
        name: 'Council Chat Ltd',
        address_lines: expect.arrayContaining(['United Kingdom']),
        vat_number: expect.stringMatching(/^GB[\d ]+$/),
        company_number: expect.any(String),
      });
      if (order.paid_at === null) expect(order.receipt_number).toBeNull();
      else {
        const year = new Date(order.paid_at).getUTCFullYear();
        expect(order.receipt_number).toBe(`RCT-${year}-${String(order.id).padStart(6, '0')}`);
        expect(order.receipt_number).not.toBe(order.invoice_number);
      }
    }
  });

  it('answers 422 for a payment status outside the contract', async () => {
    const error = await failure(
      listCouncilOrders(COUNCILS.northwind, { payment_status: 'settled' as 'paid' }),
      422,
    );
    expect(Object.keys(error.errors ?? {})).toEqual(['payment_status']);
  });
});

describe('one order waiting for payment per item', () => {
  beforeEach(() => signInAs('demo@example.com'));

  it('buySubscription: a plan with a pending order for the council answers 422 naming that order', async () => {
    const pending = waiting(COUNCILS.northwind, 'subscription');
    const before = mock.state.db.orders.all().length;
    const error = await failure(
      buySubscription(pending.item_id, { council_id: COUNCILS.northwind }),
      422,
    );
    const message = `Order #${pending.id} for this plan is already waiting for payment.`;
    expect(error.body).toEqual({ message, errors: { council_id: [message] } });
    expect(mock.state.db.orders.all()).toHaveLength(before);
  });

  it('buySubscription: another plan is still ordered', async () => {
    const pending = waiting(COUNCILS.northwind, 'subscription');
    const other = pending.item_id === PLANS.enterprise ? PLANS.starter : PLANS.enterprise;
    const { data } = await buySubscription(other, { council_id: COUNCILS.northwind });
    expect(data).toMatchObject({
      status: 'pending',
      payment_status: 'awaiting_payment',
      item_id: other,
      buyer: { id: USERS.demo },
    });
  });

  it('buyAgent: for a council and for oneself, a second order for the same agent answers 422', async () => {
    const forCouncil = waiting(COUNCILS.northwind, 'agent');
    const councilError = await failure(
      buyAgent(forCouncil.item_id, { council_id: COUNCILS.northwind, payment_method: 'card' }),
      422,
    );
    expect(councilError.errors).toEqual({
      agent: [`Order #${forCouncil.id} for this agent is already waiting for payment.`],
    });
    const mine = waiting(null, 'agent');
    const mineError = await failure(buyAgent(mine.item_id, { payment_method: 'card' }), 422);
    expect(mineError.errors).toEqual({
      agent: [`Order #${mine.id} for this agent is already waiting for payment.`],
    });
  });

  it('buyAgent on invoice: the order is completed and invoiced, not paid', async () => {
    const agent = mock.state.db.agents.find(
      (a) =>
        a.pricing === 'paid' &&
        a.status === 'published' &&
        !mock.state.db.councilAgents
          .by('agent_id', a.id)
          .some((r) => r.council_id === COUNCILS.northwind) &&
        a.council_id === null &&
        !mock.state.db.orders.by('council_id', COUNCILS.northwind).some((o) => o.item_id === a.id),
    )!;
    const { result, within } = await timed(() =>
      buyAgent(agent.id, { council_id: COUNCILS.northwind, payment_method: 'invoice' }),
    );
    const { data } = result;
    expect(data).toMatchObject({
      status: 'completed',
      payment_status: 'invoiced',
      payment_method: 'invoice',
      paid_at: null,
      number: String(data.id),
    });
    within(data.due_at, 30 * DAY);
  });
});

describe('listProfileOrders', () => {
  it('lists only the caller’s own purchases, not their council orders', async () => {
    await signInAs('demo@example.com');
    const { data, meta } = await listProfileOrders();
    const expected = mock.state.db.orders
      .by('user_id', USERS.demo)
      .filter((o) => o.council_id === null);
    expect(meta.total).toBe(expected.length);
    expect(data.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    expect(data.every((o) => o.council_id === null && o.buyer.id === USERS.demo)).toBe(true);
    const awaiting = await listProfileOrders({ payment_status: 'awaiting_payment' });
    expect(awaiting.data.map((o) => o.payment_status)).toEqual(
      awaiting.data.map(() => 'awaiting_payment'),
    );
    expect(awaiting.data.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    await signOut();
    await failure(listProfileOrders(), 401);
  });
});

describe('resendCouncilInvitation', () => {
  const invitee = () => mock.state.db.users.find((u) => u.email === INVITATIONS.newAccount.email)!;

  it('renews the link (the old one stops working) and mails it, unless notify is false', async () => {
    await signInAs('demo@example.com');
    const mailsBefore = mock.state.db.mails.all().length;
    const copied = await resendCouncilInvitation(COUNCILS.northwind, invitee().id, {
      notify: false,
    });
    expect(copied.message).toBe('Invitation link renewed.');
    expect(mock.state.db.mails.all()).toHaveLength(mailsBefore);
    const token = new URL(copied.data.invitation_url).searchParams.get('token')!;
    expect(copied.data.invitation_url).toContain('/auth/Accept_invitation?token=');
    expect(token).not.toBe(INVITATIONS.newAccount.token);
    await failure(getInvitationInfo({ token: INVITATIONS.newAccount.token }), 404);
    expect((await getInvitationInfo({ token })).data.email).toBe(INVITATIONS.newAccount.email);

    const { result: resent, within } = await timed(() =>
      resendCouncilInvitation(COUNCILS.northwind, invitee().id),
    );
    expect(resent.message).toBe('Invitation sent again.');
    const mail = latestMail(mock.state, INVITATIONS.newAccount.email, 'invitation');
    expect(resent.data.invitation_url.endsWith(mail!.link!)).toBe(true);
    within(resent.data.expires_at, 7 * DAY);
  });

  it('answers 422 for an active member, 404 for someone not in the council, 403 for a plain member', async () => {
    await signInAs('demo@example.com');
    const error = await failure(resendCouncilInvitation(COUNCILS.northwind, USERS.member), 422);
    expect(Object.keys(error.errors ?? {})).toEqual(['user']);
    await failure(resendCouncilInvitation(COUNCILS.northwind, USERS.noCouncil + 10_000), 404);
    await signInAs('member@example.com');
    await failure(resendCouncilInvitation(COUNCILS.northwind, invitee().id), 403);
  });
});
