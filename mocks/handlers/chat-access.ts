/**
 * The chat area's policies, in one place: which agents a user may see, edit and chat with, and
 * which threads and folders are theirs. Unknown records are 404, someone else's are 403, except
 * drafts, which are 404 for everyone but their author so they are not revealed.
 */
import type { Db } from '../db';
import { canChatIn } from '../db/agent-access';
import type { AgentRow, FolderRow, ThreadRow } from '../db/tables/chat';
import type { MockUser } from '../laravel/define-operation';
import { forbidden, notFound } from '../laravel/errors';

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
  authorize: ({ params, user, db }: PolicyContext<{ thread: number }>) =>
    void ownedThread(db, user!.id, params.thread),
};

/** The thread's owner, who may still chat with its agent. */
export const chatsInThread = {
  authorize: ({ params, user, db }: PolicyContext<{ thread: number }>) => {
    if (!canChatIn(db, ownedThread(db, user!.id, params.thread))) throw forbidden();
  },
};

export const ownsFolder = {
  authorize: ({ params, user, db }: PolicyContext<{ folder: number }>) =>
    void ownedFolder(db, user!.id, params.folder),
};

export const authorsAgent = {
  authorize: ({ params, user, db }: PolicyContext<{ agent: number }>) =>
    void authoredAgent(db, user!.id, params.agent),
};
