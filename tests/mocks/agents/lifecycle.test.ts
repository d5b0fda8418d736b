/**
 * Getting agents back and the builder's list: a removed council agent is only hidden, a bought
 * agent is never charged twice, buying for a council follows x-council-roles from the body, and
 * `scope=mine` lists what the caller builds.
 */
import { describe, expect, it } from 'vitest';
import {
  addAgent,
  buyAgent,
  createAgent,
  getAgent,
  listAgents,
} from '@/generated/api/agents/agents';
import { listProfileAgents, removeProfileAgent } from '@/generated/api/profile/profile';
import { setupPayment } from '@/generated/api/support/support';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { simulateCardPayment } from '@mocks/handlers/support/payments';
import { failure, signInAs, useMockServer } from '../helpers';

const mock = useMockServer();

function buyableAgent(userId: number): number {
  const db = mock.state.db;
  const agent = db.agents
    .all()
    .find(
      (a) =>
        a.pricing === 'paid' &&
        a.status === 'published' &&
        a.deleted_at === null &&
        a.council_id === null &&
        !db.userAgents.by('user_id', userId).some((r) => r.agent_id === a.id) &&
        !db.orders.by('user_id', userId).some((o) => o.item_id === a.id),
    );
  if (!agent) throw new Error('no paid agent to buy');
  return agent.id;
}

describe('removing and getting back', () => {
  it('a council agent removed from the list is added back as the council’s', async () => {
    await signInAs('demo@example.com');
    const council = (await listProfileAgents()).data.find((a) => a.source === 'council')!;
    await removeProfileAgent(council.id);
    expect((await getAgent(council.id)).data.is_added).toBe(false);
    const { data } = await addAgent(council.id);
    expect(data).toMatchObject({ id: council.id, source: 'council' });
    expect((await listProfileAgents()).data.find((a) => a.id === council.id)?.source).toBe(
      'council',
    );
  });

  it('a bought agent removed by mistake comes back free of charge, and cannot be bought twice', async () => {
    await signInAs('demo@example.com');
    const agentId = buyableAgent(USERS.demo);
    const order = (await buyAgent(agentId, { payment_method: 'card' })).data;
    await setupPayment(order.id, { payment_method: 'card' });
    await simulateCardPayment(mock.state, order.id);
    await removeProfileAgent(agentId);
    const agent = (await getAgent(agentId)).data;
    expect(agent).toMatchObject({ is_added: false, is_purchased: true });

    const again = await failure(buyAgent(agentId, { payment_method: 'card' }), 422);
    expect(again.body).toMatchObject({
      errors: { agent: ['You already bought this agent. Add it back from the app store.'] },
    });
    const ordersBefore = mock.state.db.orders.by('user_id', USERS.demo).length;
    const { data } = await addAgent(agentId);
    expect(data.source).toBe('purchased');
    expect(mock.state.db.orders.by('user_id', USERS.demo).length).toBe(ordersBefore);
  });

  it('a paid agent never bought still has to be bought', async () => {
    await signInAs('demo@example.com');
    const agentId = buyableAgent(USERS.demo);
    expect((await failure(addAgent(agentId), 422)).body).toMatchObject({
      errors: { agent: ['Paid agents must be bought.'] },
    });
  });
});

describe('buying for a council (x-council-roles from the body)', () => {
  it('lets an admin buy for their council and refuses a manager (403), who may still buy for themselves', async () => {
    await signInAs('manager@example.com');
    const agentId = buyableAgent(USERS.manager);
    await failure(
      buyAgent(agentId, { council_id: COUNCILS.northwind, payment_method: 'card' }),
      403,
    );
    expect((await buyAgent(agentId, { payment_method: 'card' })).data.council_id).toBeNull();

    await signInAs('demo@example.com');
    const forCouncil = (
      await buyAgent(buyableAgent(USERS.demo), {
        council_id: COUNCILS.northwind,
        payment_method: 'card',
      })
    ).data;
    expect(forCouncil).toMatchObject({ council_id: COUNCILS.northwind, status: 'pending' });
  });

  it('answers 422 for a council that does not exist', async () => {
    await signInAs('demo@example.com');
    await failure(
      buyAgent(buyableAgent(USERS.demo), { council_id: 999, payment_method: 'card' }),
      422,
    );
  });
});

describe('listAgents scope=mine', () => {
  it('lists the caller’s drafts and published agents, newest change first, and filters by an explicit status', async () => {
    await signInAs('demo@example.com');
    const draft = (
      await createAgent({ name: 'Scope test draft', description: 'A draft for the builder list.' })
    ).data;
    const mine = (await listAgents({ scope: 'mine', per_page: 100 })).data;
    expect(mine[0]?.id).toBe(draft.id);
    expect(mine.every((a) => a.author.id === USERS.demo || a.council_id !== null)).toBe(true);
    expect(
      mine.some((a) => a.status === 'published') || mine.some((a) => a.status === 'draft'),
    ).toBe(true);
    const published = (await listAgents({ scope: 'mine', status: 'published', per_page: 100 }))
      .data;
    expect(published.every((a) => a.status === 'published')).toBe(true);
    expect(published.some((a) => a.id === draft.id)).toBe(false);
    // The store never shows the draft.
    expect((await listAgents({ per_page: 100, search: 'Scope test draft' })).data).toEqual([]);
  });
});
