/**
 * Getting an agent from the app store: adding a free one and buying a paid one, against the mock
 * backend through the app's generated client.
 */
import { addAgent, buyAgent, getAgent } from '@/generated/api/agents/agents';
import { listProfileAgents } from '@/generated/api/profile/profile';
import { describe, expect, it } from 'vitest';
import { isAgentAdded, ownAgentEntry } from '@mocks/db/agent-access';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { listen } from '../chat-realtime';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();

const DEMO = 'demo@example.com';
const MEMBER = 'member@example.com';

/** Seeded agents (mocks/db/seed/chat-agents.ts). */
const PARTNERS_PUBLISHED = 1; // Planning Officer Assistant, 3 files
const PARTNERS_DRAFT = 10; // Precept Planner
const DEMOS_DRAFT = 4; // Building Control Helper, 1 file

/** A published agent that the signed-in user does not have yet, of the given pricing. */
function storeAgentNotAdded(userId: number, pricing: 'free' | 'paid') {
  const agent = mock.state.db.agents
    .all()
    .find(
      (a) =>
        a.status === 'published' &&
        a.deleted_at === null &&
        a.pricing === pricing &&
        a.author_id !== userId &&
        !isAgentAdded(mock.state.db, userId, a.id),
    );
  if (!agent) throw new Error(`no ${pricing} agent left that user ${userId} lacks`);
  return agent;
}

describe('addAgent', () => {
  it("adds a free agent to the caller's agents", async () => {
    await signInAs(MEMBER);
    const agent = storeAgentNotAdded(USERS.member, 'free');
    const response = await addAgent(agent.id);
    expect(response).toMatchObject({
      message: 'Agent added.',
      data: {
        id: agent.id,
        agent: { id: agent.id, name: agent.name },
        source: 'free',
        is_pinned: false,
        pinned_at: null,
      },
    });
    expect((await getAgent(agent.id)).data.is_added).toBe(true);
    expect((await listProfileAgents()).data.map((e) => e.id)).toContain(agent.id);
    const again = await failure(addAgent(agent.id), 422);
    expect(again.body).toEqual({
      message: 'The agent has already been added.',
      errors: { agent: ['The agent has already been added.'] },
    });
  });

  it('refuses paid agents and drafts', async () => {
    await signInAs(DEMO);
    const paid = storeAgentNotAdded(USERS.demo, 'paid');
    expect((await failure(addAgent(paid.id), 422)).errors).toEqual({
      agent: ['Paid agents must be bought.'],
    });
    expect((await failure(addAgent(DEMOS_DRAFT), 422)).errors).toEqual({
      agent: ['Only published agents can be added.'],
    });
    await failure(addAgent(PARTNERS_DRAFT), 404);
    await signOut();
    await failure(addAgent(PARTNERS_PUBLISHED), 401);
  });
});

describe('buyAgent', () => {
  it('places a pending card order for the caller', async () => {
    await signInAs(MEMBER);
    const agent = storeAgentNotAdded(USERS.member, 'paid');
    const response = await buyAgent(agent.id, { payment_method: 'card' });
    expect(response).toMatchObject({
      message: 'Order placed.',
      data: {
        council_id: null,
        user_id: USERS.member,
        type: 'agent',
        item_id: agent.id,
        item_name: agent.name,
        amount: agent.price,
        currency: 'GBP',
        status: 'pending',
      },
    });
    expect(mock.state.db.orders.get(response.data.id)?.status).toBe('pending');
    expect((await getAgent(agent.id)).data.is_added).toBe(false);
  });

  it('completes an invoice order for a council at once and tells the buyer', async () => {
    await signInAs(DEMO);
    const agent = mock.state.db.agents
      .all()
      .find(
        (a) =>
          a.status === 'published' &&
          a.pricing === 'paid' &&
          a.council_id === null &&
          !mock.state.db.councilAgents
            .by('agent_id', a.id)
            .some((r) => r.council_id === COUNCILS.northwind),
      )!;
    const buyer = listen(mock.state, `private-App.Models.User.${USERS.demo}`);
    const { data } = await buyAgent(agent.id, {
      council_id: COUNCILS.northwind,
      payment_method: 'invoice',
    });
    expect(data).toMatchObject({
      council_id: COUNCILS.northwind,
      status: 'completed',
      item_id: agent.id,
    });
    expect(
      mock.state.db.councilAgents
        .by('agent_id', agent.id)
        .some((r) => r.council_id === COUNCILS.northwind),
    ).toBe(true);
    expect(buyer.events()).toEqual([{ event: 'order.completed', data: { order: data } }]);
    buyer.close();
    const again = await failure(
      buyAgent(agent.id, { council_id: COUNCILS.northwind, payment_method: 'invoice' }),
      422,
    );
    expect(again.errors).toEqual({ agent: ['The council already has this agent.'] });
  });

  it('refuses free agents, invoices without a council, owned agents and non-admins', async () => {
    await signInAs(DEMO);
    const free = await failure(buyAgent(PARTNERS_PUBLISHED), 422);
    expect(free.errors).toEqual({ agent: ['Free agents are added, not bought.'] });
    const paid = storeAgentNotAdded(USERS.demo, 'paid');
    const invoice = await failure(buyAgent(paid.id, { payment_method: 'invoice' }), 422);
    expect(Object.keys(invoice.errors ?? {})).toEqual(['payment_method']);
    await failure(buyAgent(paid.id, { council_id: COUNCILS.riverside }), 403);
    const owned = mock.state.db.userAgents
      .by('user_id', USERS.demo)
      .find((r) => r.source === 'purchased');
    if (owned && ownAgentEntry(mock.state.db, USERS.demo, owned.agent_id)) {
      expect((await failure(buyAgent(owned.agent_id), 422)).errors).toEqual({
        agent: ['You already own this agent.'],
      });
    }
    await failure(buyAgent(PARTNERS_DRAFT), 404);
  });
});
