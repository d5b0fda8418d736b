/**
 * Which agents a user has and how, read from the data alone: their own entries, the councils
 * providing an agent, and whether a thread's owner may still chat in it. The seed builds users'
 * agent lists with these, and the chat area's policies (mocks/handlers/chat-access.ts) answer
 * 403/404 on top of them.
 */
import type { Db } from './index';
import type { ThreadRow } from './tables/chat';

/** For `folder_id` fields and filters, where a folder that is not the caller's is a validation error. */
export function isOwnFolder(db: Db, userId: number, folderId: number): boolean {
  return db.folders.get(folderId)?.user_id === userId;
}

/** The user's own entry for the agent (added for free or bought), if any. */
export function ownAgentEntry(db: Db, userId: number, agentId: number) {
  // A `source: council` row only remembers the pin of a council-provided agent (identity area).
  return db.userAgents
    .by('user_id', userId)
    .find((row) => row.agent_id === agentId && row.source !== 'council');
}

/**
 * The councils in which the user may chat with the agent: the user is an active member assigned
 * to the agent, and the council has it enabled (an agent created for the council counts as
 * enabled until the council stores settings for it).
 */
export function councilsProvidingAgent(db: Db, userId: number, agentId: number): number[] {
  const assigned = db.councilAgentUsers
    .by('user_id', userId)
    .filter((row) => row.agent_id === agentId);
  if (assigned.length === 0) return [];
  const agent = db.agents.get(agentId);
  const rows = db.councilAgents.by('agent_id', agentId);
  const activeIn = new Set(
    db.memberships
      .by('user_id', userId)
      .filter((m) => m.status === 'active')
      .map((m) => m.council_id),
  );
  return assigned
    .map((row) => row.council_id)
    .filter((councilId) => {
      if (!activeIn.has(councilId)) return false;
      const row = rows.find((r) => r.council_id === councilId);
      return row ? row.is_enabled : agent?.council_id === councilId;
    })
    .sort((a, b) => a - b);
}

/**
 * How the user has the agent, for starting threads: their own entry (council_id null) first, then
 * the first council providing it; null when the agent is not available to them.
 */
export function agentAccess(
  db: Db,
  userId: number,
  agentId: number,
): { councilId: number | null } | null {
  const agent = db.agents.get(agentId);
  if (!agent || agent.deleted_at !== null) return null;
  if (ownAgentEntry(db, userId, agentId)) return { councilId: null };
  const councilId = councilsProvidingAgent(db, userId, agentId)[0];
  return councilId === undefined ? null : { councilId };
}

/** `Agent.is_added`: in the caller's agents, whether added, bought or provided by a council (and not hidden by them). */
export function isAgentAdded(db: Db, userId: number, agentId: number): boolean {
  const access = agentAccess(db, userId, agentId);
  if (access === null) return false;
  if (access.councilId === null) return true;
  return !db.userAgents
    .by('user_id', userId)
    .some((row) => row.agent_id === agentId && row.source === 'council' && row.hidden === true);
}

/** `Agent.is_purchased`: the user bought the agent for themselves (a completed order of their own). */
export function isAgentPurchased(db: Db, userId: number, agentId: number): boolean {
  return db.orders
    .by('user_id', userId)
    .some(
      (o) =>
        o.type === 'agent' &&
        o.item_id === agentId &&
        o.council_id === null &&
        o.status === 'completed',
    );
}

/** Whether the thread's owner still has the agent the way the thread was started with it. */
export function canChatIn(db: Db, thread: ThreadRow): boolean {
  const agent = db.agents.get(thread.agent_id);
  if (!agent || agent.deleted_at !== null) return false;
  // A council thread follows the council's settings (a disabled agent cannot be chatted with there).
  if (thread.council_id === null) return agentAccess(db, thread.user_id, thread.agent_id) !== null;
  return councilsProvidingAgent(db, thread.user_id, thread.agent_id).includes(thread.council_id);
}
