/**
 * The chat area's policies, in one place: which agents a user may see, edit and chat with, and
 * which threads and folders are theirs. Unknown records are 404, someone else's are 403, except
 * drafts, which are 404 for everyone but their author so they are not revealed.
 */
import type { Db } from '../../db';
import type { AgentRow, FolderRow, ThreadRow } from '../../db/tables/chat';
import type { MockUser } from '../../http/define-operation';
import { forbidden, notFound } from '../../http/errors';

/** An agent the user may see: published, or their own draft. */
export function visibleAgent(db: Db, userId: number, agentId: number): AgentRow {
  const agent = db.agents.get(agentId);
  if (!agent || agent.deleted_at !== null) throw notFound();
  if (agent.status === 'draft' && agent.author_id !== userId) throw notFound();
  return agent;
}

/** An agent the user authored (403 for someone else's published agent). */
export function authoredAgent(db: Db, userId: number, agentId: number): AgentRow {
  const agent = visibleAgent(db, userId, agentId);
  if (agent.author_id !== userId) throw forbidden();
  return agent;
}

export function ownedThread(db: Db, userId: number, threadId: number): ThreadRow {
  const thread = db.threads.get(threadId);
  if (!thread) throw notFound();
  if (thread.user_id !== userId) throw forbidden();
  return thread;
}

export function ownedFolder(db: Db, userId: number, folderId: number): FolderRow {
  const folder = db.folders.get(folderId);
  if (!folder) throw notFound();
  if (folder.user_id !== userId) throw forbidden();
  return folder;
}

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
    .some((o) => o.type === 'agent' && o.item_id === agentId && o.council_id === null && o.status === 'completed');
}

/** Whether the thread's owner still has the agent the way the thread was started with it. */
export function canChatIn(db: Db, thread: ThreadRow): boolean {
  const agent = db.agents.get(thread.agent_id);
  if (!agent || agent.deleted_at !== null) return false;
  // A council thread follows the council's settings (a disabled agent cannot be chatted with there).
  if (thread.council_id === null) return agentAccess(db, thread.user_id, thread.agent_id) !== null;
  return councilsProvidingAgent(db, thread.user_id, thread.agent_id).includes(thread.council_id);
}

/** What the policies below read (an operation's AuthorizeContext). */
interface PolicyContext<P> {
  params: P;
  user: MockUser | null;
  db: Db;
}

/**
 * The policies an operation checks before its rules (defineOperation's `authorize`), as a
 * FormRequest's authorize() does: someone else's thread, folder or agent is 403 whatever the body.
 */
export const ownsThread = {
  authorize: ({ params, user, db }: PolicyContext<{ thread: number }>) => void ownedThread(db, user!.id, params.thread),
};

/** The thread's owner, who may still chat with its agent. */
export const chatsInThread = {
  authorize: ({ params, user, db }: PolicyContext<{ thread: number }>) => {
    if (!canChatIn(db, ownedThread(db, user!.id, params.thread))) throw forbidden();
  },
};

export const ownsFolder = {
  authorize: ({ params, user, db }: PolicyContext<{ folder: number }>) => void ownedFolder(db, user!.id, params.folder),
};

export const authorsAgent = {
  authorize: ({ params, user, db }: PolicyContext<{ agent: number }>) => void authoredAgent(db, user!.id, params.agent),
};
