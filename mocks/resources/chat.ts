/**
 * The chat area's API resources (Laravel's AgentResource, ThreadResource, MessageResource...):
 * records in, response shapes out. What depends on the caller (`is_added`) or on the request (the
 * origin of file URLs) is passed in.
 */
import type {
  Agent,
  AgentFile,
  AgentSummary,
  Folder,
  FolderDetail,
  Message,
  Thread,
  ThreadFile,
} from '@/generated/model';
import type { Db } from '../db';
import { priceTerms } from './billing';
import type {
  AgentFileRow,
  AgentRow,
  FolderRow,
  MessageRow,
  ThreadFileRow,
  ThreadRow,
} from '../db/tables/chat';

/** A thread's agent can be deleted (soft) while the thread lives on; an unknown one is a seed bug. */
function agentOf(db: Db, agentId: number): AgentRow {
  const agent = db.agents.get(agentId);
  if (!agent) throw new Error(`chat resources: no agent ${agentId}`);
  return agent;
}

function categoryOf(db: Db, categoryId: number | null): Agent['category'] {
  if (categoryId === null) return null;
  const category = db.categories.get(categoryId);
  return category
    ? { id: category.id, name: category.name, slug: category.slug, icon: category.icon }
    : null;
}

export function agentSummaryResource(db: Db, agent: AgentRow): AgentSummary {
  return {
    id: agent.id,
    name: agent.name,
    slug: agent.slug,
    description: agent.description,
    avatar_url: agent.avatar_url,
    category: categoryOf(db, agent.category_id),
    pricing: agent.pricing,
    price: agent.price,
    currency: agent.currency,
    price_terms: agent.pricing === 'paid' ? priceTerms('one_off') : null,
    status: agent.status,
  };
}

export function agentResource(
  db: Db,
  agent: AgentRow,
  isAdded: boolean,
  isPurchased = false,
): Agent {
  const model = agent.model_id === null ? undefined : db.models.get(agent.model_id);
  const author = db.users.get(agent.author_id);
  return {
    id: agent.id,
    name: agent.name,
    slug: agent.slug,
    description: agent.description,
    avatar_url: agent.avatar_url,
    category_id: agent.category_id,
    category: categoryOf(db, agent.category_id),
    model_id: agent.model_id,
    model: model
      ? {
          id: model.id,
          name: model.name,
          provider: model.provider,
          provider_name: model.provider_name,
          context_window: model.context_window,
        }
      : null,
    instructions: agent.instructions,
    status: agent.status,
    pricing: agent.pricing,
    price: agent.price,
    currency: agent.currency,
    price_terms: agent.pricing === 'paid' ? priceTerms('one_off') : null,
    tools: [...agent.tools],
    author: { id: agent.author_id, name: author?.name ?? 'Deleted user' },
    council_id: agent.council_id,
    is_added: isAdded,
    is_purchased: isPurchased,
    files_count: db.agentFiles.by('agent_id', agent.id).length,
    published_at: agent.published_at,
    created_at: agent.created_at,
    updated_at: agent.updated_at,
  };
}

/** Where Laravel's `Storage::temporaryUrl()` would point; the mock keeps metadata only. */
export function storageUrl(origin: string, folder: string, id: number, name: string): string {
  return `${origin}/storage/${folder}/${id}/${encodeURIComponent(name)}`;
}

export function agentFileResource(file: AgentFileRow, origin: string): AgentFile {
  return { ...file, url: storageUrl(origin, 'agent-files', file.id, file.name) };
}

export function threadFileResource(file: ThreadFileRow, origin: string): ThreadFile {
  return { ...file, url: storageUrl(origin, 'thread-files', file.id, file.name) };
}

export function threadResource(db: Db, thread: ThreadRow): Thread {
  return {
    id: thread.id,
    title: thread.title,
    agent_id: thread.agent_id,
    agent: agentSummaryResource(db, agentOf(db, thread.agent_id)),
    folder_id: thread.folder_id,
    council_id: thread.council_id,
    messages_count: thread.messages_count,
    last_message_at: thread.last_message_at,
    created_at: thread.created_at,
    updated_at: thread.updated_at,
  };
}

/** `liveContent`: the text of a reply streamed so far, which the stored record does not carry yet. */
export function messageResource(
  db: Db,
  message: MessageRow,
  origin: string,
  liveContent?: string,
): Message {
  const files = db.threadFiles
    .by('message_id', message.id)
    .sort((a, b) => a.id - b.id)
    .map((file) => threadFileResource(file, origin));
  const { version_of: _group, superseded: _superseded, ...stored } = message;
  return {
    ...stored,
    content: liveContent ?? message.content,
    files,
    ...messageVersionFields(db, message),
  };
}

/** A message's version fields: its own position and, when it has siblings, every version oldest first. */
export function messageVersionFields(
  db: Db,
  message: MessageRow,
): Pick<Message, 'parent_id' | 'version' | 'versions' | 'stopped_at'> {
  const group = versionGroup(db, message);
  return {
    parent_id: message.parent_id ?? null,
    version: message.version ?? 1,
    stopped_at: message.stopped_at ?? null,
    versions:
      group.length < 2
        ? []
        : group.map((v) => ({
            id: v.id,
            version: v.version ?? 1,
            content: v.content,
            status: v.status,
            error: v.error,
            parent_id: v.parent_id ?? null,
            created_at: v.created_at,
          })),
  };
}

/** Every version of the message (the first one and those `version_of` it), oldest first. */
export function versionGroup(db: Db, message: MessageRow): MessageRow[] {
  const firstId = message.version_of ?? message.id;
  const later = db.messages.by('version_of', firstId);
  if (later.length === 0) return [message];
  const first = db.messages.get(firstId);
  return [...(first ? [first] : []), ...later].sort((a, b) => (a.version ?? 1) - (b.version ?? 1));
}

export function folderResource(db: Db, folder: FolderRow): Folder {
  return {
    id: folder.id,
    name: folder.name,
    threads_count: db.threads.by('folder_id', folder.id).length,
    created_at: folder.created_at,
    updated_at: folder.updated_at,
  };
}

export function folderDetailResource(
  db: Db,
  folder: FolderRow,
  threads: ThreadRow[],
): FolderDetail {
  return {
    ...folderResource(db, folder),
    threads: threads.map((thread) => threadResource(db, thread)),
  };
}
