/**
 * Getting agents from the app store: adding a free one, buying a paid one for oneself or for a
 * council, and adding back one the user removed (a purchase is never charged twice). What a completed order grants is `completeOrder`'s business (identity/payments.ts).
 */
import type { Db } from '../../db';
import { defineOperation } from '../../laravel/define-operation';
import { forbidden, invalid } from '../../laravel/errors';
import { userAgentResource } from '../../resources/identity';
import { orderResource } from '../../resources/councils';
import { placeOrder } from '../councils/orders';
import { completeOrder } from '../support/payments';
import { grantUserAgent, hiddenCouncilRow, profileAgentEntry } from '../../db/user-agents';
import { visibleAgent } from '../chat-access';
import { isAgentAdded, isAgentPurchased, ownAgentEntry } from '../../db/agent-access';

/** A council has an agent when it stored settings for it or the agent was created for it. */
function councilHasAgent(db: Db, councilId: number, agentId: number): boolean {
  return (
    db.councilAgents.by('agent_id', agentId).some((row) => row.council_id === councilId) ||
    db.agents.get(agentId)?.council_id === councilId
  );
}

export const agentStoreOperations = [
  defineOperation('addAgent', async ({ params, user, db, state }) => {
    const me = user!.id;
    const agent = visibleAgent(db, me, params.agent);
    if (agent.status !== 'published') throw invalid('agent', 'Only published agents can be added.');
    if (isAgentAdded(db, me, agent.id)) throw invalid('agent', 'The agent has already been added.');
    const hidden = hiddenCouncilRow(db, me, agent.id);
    const bought = isAgentPurchased(db, me, agent.id);
    if (hidden && !bought) {
      // A council's agent the caller removed from their list comes back as the council's.
      db.userAgents.update(hidden.id, { hidden: false });
    } else if (agent.pricing === 'paid' && !bought) {
      throw invalid('agent', 'Paid agents must be bought.');
    } else {
      // A bought agent removed by mistake comes back as purchased, with no new charge.
      await grantUserAgent(
        db,
        me,
        agent.id,
        bought ? 'purchased' : 'free',
        state.now().toISOString(),
      );
    }
    return {
      body: {
        data: userAgentResource(db, profileAgentEntry(db, me, agent.id)!),
        message: 'Agent added.',
      },
    };
  }),

  defineOperation('buyAgent', async ({ params, body, user, db, state }) => {
    const me = user!.id;
    const agent = visibleAgent(db, me, params.agent);
    if (agent.pricing === 'free') throw invalid('agent', 'Free agents are added, not bought.');
    if (agent.status !== 'published')
      throw invalid('agent', 'Only published agents can be bought.');
    const councilId = body.council_id ?? null;
    if (body.payment_method === 'invoice' && councilId === null) {
      throw invalid('payment_method', 'Paying by invoice is only available for council purchases.');
    }
    if (councilId !== null) {
      if (!db.councils.get(councilId))
        throw invalid('council_id', 'The selected council id is invalid.');
      const membership = db.memberships
        .by('user_id', me)
        .find((m) => m.council_id === councilId && m.status === 'active');
      if (membership?.role !== 'admin') throw forbidden();
      if (councilHasAgent(db, councilId, agent.id))
        throw invalid('agent', 'The council already has this agent.');
    } else if (ownAgentEntry(db, me, agent.id)) {
      throw invalid('agent', 'You already own this agent.');
    } else if (isAgentPurchased(db, me, agent.id)) {
      throw invalid('agent', 'You already bought this agent. Add it back from the app store.');
    }
    const order = await placeOrder(
      state,
      {
        council_id: councilId,
        user_id: me,
        type: 'agent',
        item_id: agent.id,
        item_name: agent.name,
        amount: agent.price!,
        currency: agent.currency!,
      },
      'agent',
    );
    // Invoices are issued to councils at once (granted, not paid); a card order waits for its payment.
    const placed =
      body.payment_method === 'invoice'
        ? ((await completeOrder(state, order.id, 'invoiced')) ?? order)
        : order;
    return { body: { data: orderResource(db, placed), message: 'Order placed.' } };
  }),
];
