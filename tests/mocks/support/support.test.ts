import { listProfileAgents } from '@/generated/api/profile/profile';
import { authorizeBroadcasting } from '@/generated/api/realtime/realtime';
import { listHelpPages, sendFeedback, setupPayment } from '@/generated/api/support/support';
import { describe, expect, it, vi } from 'vitest';
import { simulateCardPayment } from '@mocks/handlers/support/payments';
import { COUNCILS, LONG_THREAD_ID, USERS } from '@mocks/db/seed-ids';
import { REVERB_APP_SECRET } from '@mocks/realtime-wiring';
import { verifyChannelAuth } from '@mocks/realtime/signature';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();

describe('sendFeedback', () => {
  it('stores the feedback of the signed-in user', async () => {
    await signInAs('member@example.com');
    const { data } = await sendFeedback({
      message: 'Folders are great.',
      rating: 5,
      page_url: 'https://app.example.com/chat',
    });
    expect(data).toMatchObject({
      user_id: USERS.member,
      subject: null,
      message: 'Folders are great.',
      rating: 5,
    });
    expect(mock.state.db.feedback.get(data.id)).toBeDefined();
  });

  it('answers 422 for an empty message or a rating out of range, 401 without a session', async () => {
    await signInAs('member@example.com');
    const error = await failure(sendFeedback({ message: '', rating: 9 }), 422);
    expect(Object.keys(error.errors).sort()).toEqual(['message', 'rating']);
    await signOut();
    await failure(sendFeedback({ message: 'Hello' }), 401);
  });
});

describe('listHelpPages', () => {
  it('lists the published pages in tree order, several levels deep', async () => {
    await signInAs('member@example.com');
    const { data } = await listHelpPages();
    const seen = new Set<number>();
    for (const page of data) {
      // Tree order: a page comes after its parent, and its path extends the parent's.
      if (page.parent_id !== null) {
        expect(seen.has(page.parent_id)).toBe(true);
        const parent = data.find((p) => p.id === page.parent_id)!;
        expect(page.path).toBe(`${parent.path}/${page.slug}`);
      }
      seen.add(page.id);
    }
    expect(Math.max(...data.map((p) => p.path.split('/').length))).toBeGreaterThanOrEqual(4);
    expect(data.some((p) => p.slug === 'release-notes-draft')).toBe(false);
    const roots = data.filter((p) => p.parent_id === null).map((p) => p.position);
    expect(roots).toEqual([...roots].sort((a, b) => a - b));
    expect(data[0]!.body).toMatch(/^# Getting started/);
  });

  it('answers 401 without a session', async () => {
    await signOut();
    await failure(listHelpPages(), 401);
  });
});

describe('setupPayment', () => {
  const pendingOrder = (councilId: number | null) =>
    mock.state.db.orders.find(
      (o) =>
        o.user_id === USERS.demo &&
        o.status === 'pending' &&
        o.type === 'agent' &&
        o.council_id === councilId,
    )!;

  it('card: prepares a payment intent, reuses it when called again; the provider’s confirmation completes the order', async () => {
    await signInAs('demo@example.com');
    const order = pendingOrder(null);
    const first = await setupPayment(order.id, {
      payment_method: 'card',
      return_url: 'https://app.example.com/Orders',
    });
    expect(first.data).toMatchObject({
      id: order.id,
      payment_method: 'card',
      status: 'requires_action',
      redirect_url: null,
      // The order's total: its price plus VAT.
      amount: order.amount + Math.round(order.amount * 0.2),
    });
    expect(first.data.client_secret).toMatch(/^pi_.+_secret_/);
    expect((await setupPayment(order.id, { payment_method: 'card' })).data.client_secret).toBe(
      first.data.client_secret,
    );
    expect(mock.state.db.orders.get(order.id)?.status).toBe('pending');

    const publish = vi.spyOn(mock.state.realtime, 'publish');
    const paidFrom = mock.state.now().getTime();
    await simulateCardPayment(mock.state, order.id);
    const paid = mock.state.db.orders.get(order.id)!;
    expect(paid).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      payment_method: 'card',
      due_at: null,
    });
    expect(Date.parse(paid.paid_at!)).toBeGreaterThanOrEqual(paidFrom);
    expect(Date.parse(paid.paid_at!)).toBeLessThanOrEqual(mock.state.now().getTime());
    const bought = (await listProfileAgents()).data.find((a) => a.id === order.item_id);
    expect(bought?.source).toBe('purchased');
    expect(publish).toHaveBeenCalledWith(
      `private-App.Models.User.${USERS.demo}`,
      'order.completed',
      {
        order: expect.objectContaining({ id: order.id, status: 'completed' }),
      },
    );
  });

  it('invoice: completes a council order at once, invoiced (due in 30 days) and not paid', async () => {
    await signInAs('demo@example.com');
    const order = pendingOrder(COUNCILS.northwind);
    const invoicedFrom = mock.state.now().getTime();
    const { data } = await setupPayment(order.id, { payment_method: 'invoice' });
    const invoicedTo = mock.state.now().getTime();
    expect(data).toMatchObject({
      payment_method: 'invoice',
      status: 'invoiced',
      client_secret: null,
      redirect_url: expect.stringMatching(/^https:/),
    });
    expect(mock.state.db.orders.get(order.id)).toMatchObject({
      status: 'completed',
      payment_status: 'invoiced',
      payment_method: 'invoice',
      paid_at: null,
      invoice_number: expect.stringMatching(new RegExp(`^INV-\\d{4}-0*${order.id}$`)),
    });
    const due = Date.parse(mock.state.db.orders.get(order.id)!.due_at!);
    expect(due).toBeGreaterThanOrEqual(invoicedFrom + 30 * 86_400_000);
    expect(due).toBeLessThanOrEqual(invoicedTo + 30 * 86_400_000);
    const councilAgent = mock.state.db.councilAgents
      .by('agent_id', order.item_id)
      .find((r) => r.council_id === COUNCILS.northwind);
    expect(councilAgent?.is_enabled).toBe(true);
    // Invoiced again: refused. Paid by card: the invoice is settled, the order stays completed.
    const again = await failure(setupPayment(order.id, { payment_method: 'invoice' }), 422);
    expect(again.body).toEqual({
      message: 'This order is already invoiced: pay its invoice by transfer or by card.',
      errors: {
        payment_method: ['This order is already invoiced: pay its invoice by transfer or by card.'],
      },
    });
    expect((await setupPayment(order.id, { payment_method: 'card' })).data.status).toBe(
      'requires_action',
    );
    await simulateCardPayment(mock.state, order.id);
    expect(mock.state.db.orders.get(order.id)).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      payment_method: 'card',
    });
  });

  it('tries a failed payment again: the order is pending once more and the card payment completes it', async () => {
    await signInAs('demo@example.com');
    const failed = mock.state.db.orders.find(
      (o) => o.council_id === COUNCILS.northwind && o.payment_status === 'failed',
    )!;
    const setup = await setupPayment(failed.id, { payment_method: 'card' });
    expect(setup.data.status).toBe('requires_action');
    expect(mock.state.db.orders.get(failed.id)).toMatchObject({
      status: 'pending',
      payment_status: 'awaiting_payment',
    });
    await simulateCardPayment(mock.state, failed.id);
    expect(mock.state.db.orders.get(failed.id)).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
    });
  });

  it('answers 422 for an invoice of a personal order', async () => {
    await signInAs('demo@example.com');
    const { id: _id, ...template } = mock.state.db.orders.all()[0]!;
    const order = await mock.state.db.orders.create({
      ...template,
      user_id: USERS.demo,
      type: 'agent',
      council_id: null,
      status: 'pending',
    });
    const error = await failure(setupPayment(order.id, { payment_method: 'invoice' }), 422);
    expect(error.errors).toEqual({
      payment_method: ['Invoices are available for council orders only.'],
    });
  });

  it('answers 403 for someone else’s order, 404 for an unknown one, 401 without a session', async () => {
    const someone = mock.state.db.orders.find(
      (o) => o.user_id !== USERS.member && o.council_id !== COUNCILS.northwind,
    )!;
    await signInAs('member@example.com');
    await failure(setupPayment(someone.id, { payment_method: 'card' }), 403);
    await failure(setupPayment(99_999, { payment_method: 'card' }), 404);
    await signOut();
    await failure(setupPayment(someone.id, { payment_method: 'card' }), 401);
  });
});

describe('authorizeBroadcasting', () => {
  const socket = '1234.5678';

  it('signs the caller’s own user channel and own thread', async () => {
    await signInAs('demo@example.com');
    for (const channel of [
      `private-App.Models.User.${USERS.demo}`,
      `private-threads.${LONG_THREAD_ID}`,
    ]) {
      const answer = await authorizeBroadcasting({ socket_id: socket, channel_name: channel });
      expect(answer.channel_data).toBeUndefined();
      expect(verifyChannelAuth(REVERB_APP_SECRET, socket, channel, answer.auth, undefined)).toBe(
        true,
      );
    }
  });

  it('signs a council presence channel for an active member, with the member entry and the user id a string, as Laravel does', async () => {
    await signInAs('demo@example.com');
    const channel = `presence-councils.${COUNCILS.northwind}`;
    const answer = await authorizeBroadcasting({ socket_id: socket, channel_name: channel });
    // pusher-php-server's authorizePresenceChannel types the user id as a string; user_info is the channel callback's.
    expect(answer.channel_data).toBe(
      `{"user_id":"${USERS.demo}","user_info":{"id":${USERS.demo},"name":"Demo Admin","avatar_url":null}}`,
    );
    expect(
      verifyChannelAuth(REVERB_APP_SECRET, socket, channel, answer.auth, answer.channel_data),
    ).toBe(true);
  });

  it.each([
    ['another user’s channel', `private-App.Models.User.${USERS.demo}`],
    ['another user’s thread', `private-threads.${LONG_THREAD_ID}`],
    ['a council the user is not in', `presence-councils.${COUNCILS.harbor}`],
    ['an unknown channel', 'private-secrets.1'],
    ['a thread that does not exist', 'private-threads.999999999'],
  ])('answers 403 with Broadcast::auth’s empty message for %s', async (_what, channel) => {
    await signInAs('member@example.com');
    const error = await failure(
      authorizeBroadcasting({ socket_id: socket, channel_name: channel }),
      403,
    );
    expect(error.body).toEqual({ message: '' });
  });

  it('answers 422 for a malformed socket id and 401 without a session, with their own messages', async () => {
    await signInAs('member@example.com');
    const invalid = await failure(
      authorizeBroadcasting({ socket_id: 'abc', channel_name: 'private-x' }),
      422,
    );
    expect(invalid.errors).toHaveProperty('socket_id');
    expect((invalid.body as { message: string }).message).toMatch(
      /^The socket id field format is invalid\./,
    );
    await signOut();
    const guest = await failure(
      authorizeBroadcasting({
        socket_id: socket,
        channel_name: `private-App.Models.User.${USERS.member}`,
      }),
      401,
    );
    expect(guest.body).toEqual({ message: 'Unauthenticated.' });
  });
});
