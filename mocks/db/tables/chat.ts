/**
 * The chat area's storage: agents and their knowledge files, threads, messages, thread files and
 * folders. Each record schema is derived from the contract's component schema; what a response
 * computes for the caller (`is_added`, `is_purchased`, counts, nested summaries, signed URLs) is left out and
 * foreign keys are stored instead.
 */
import { Agent } from '@/generated/zod/schemas/agent.zod';
import { AgentFile } from '@/generated/zod/schemas/agentFile.zod';
import { Folder } from '@/generated/zod/schemas/folder.zod';
import { Message } from '@/generated/zod/schemas/message.zod';
import { Thread } from '@/generated/zod/schemas/thread.zod';
import { ThreadFile } from '@/generated/zod/schemas/threadFile.zod';
import { z } from 'zod';
import { Table } from '../table';

const id = z.int().min(1);
const timestamp = z.iso.datetime({ offset: true });

/** `deleted_at` is Laravel's soft delete: threads keep showing the agent they were held with. */
export const AgentRecord = Agent.omit({
  category: true,
  model: true,
  author: true,
  is_added: true,
  is_purchased: true,
  files_count: true,
  // Derived from `pricing` by the resource (mocks/resources/billing.ts).
  price_terms: true,
}).extend({
  author_id: id,
  deleted_at: timestamp.nullable(),
});

/** `url` is built per request from the API origin, as Laravel's temporary URLs are. */
export const AgentFileRecord = AgentFile.omit({ url: true });

/**
 * `messages_count` and `last_message_at` are kept on the thread (as a counter cache would), so
 * listing threads never counts the 10,000-message thread. `title_is_custom` says the user chose
 * the title, which the one derived from the first message then never replaces.
 */
export const ThreadRecord = Thread.omit({ agent: true }).extend({
  user_id: id,
  title_is_custom: z.boolean(),
});

/**
 * A message's files are the thread files whose `message_id` is the message. Versions: a regenerated
 * reply or an edited user message is a new record with `version_of` = the first version's id; the
 * records it replaced are `superseded` (out of the thread's list, still listed as versions). The
 * version fields are optional so records stored before versions existed stay valid.
 */
export const MessageRecord = Message.omit({
  files: true,
  versions: true,
  parent_id: true,
  version: true,
  stopped_at: true,
}).extend({
  parent_id: id.nullable().optional(),
  version: z.int().min(1).optional(),
  stopped_at: timestamp.nullable().optional(),
  version_of: id.optional(),
  superseded: z.boolean().optional(),
});

export const ThreadFileRecord = ThreadFile.omit({ url: true });

export const FolderRecord = Folder.omit({ threads_count: true }).extend({ user_id: id });

export function createChatTables() {
  return {
    agents: new Table('agents', AgentRecord, { indexBy: ['author_id'] }),
    agentFiles: new Table('agentFiles', AgentFileRecord, { indexBy: ['agent_id'] }),
    threads: new Table('threads', ThreadRecord, { indexBy: ['user_id', 'folder_id'] }),
    messages: new Table('messages', MessageRecord, { indexBy: ['thread_id', 'version_of'] }),
    threadFiles: new Table('threadFiles', ThreadFileRecord, {
      indexBy: ['thread_id', 'message_id'],
    }),
    folders: new Table('folders', FolderRecord, { indexBy: ['user_id'] }),
  };
}

export type ChatTables = ReturnType<typeof createChatTables>;
export type AgentRow = z.output<typeof AgentRecord>;
export type AgentFileRow = z.output<typeof AgentFileRecord>;
export type ThreadRow = z.output<typeof ThreadRecord>;
export type MessageRow = z.output<typeof MessageRecord>;
export type ThreadFileRow = z.output<typeof ThreadFileRecord>;
export type FolderRow = z.output<typeof FolderRecord>;
