/**
 * The chat area: the app store and agent authoring, threads and their messages, folders.
 */
import { agentFileOperations } from './chat/agent-files';
import { agentStoreOperations } from './chat/agent-store';
import { agentOperations } from './chat/agents';
import { folderOperations } from './chat/folders';
import { messageControlOperations } from './chat/message-controls';
import { messageSearchOperations } from './chat/message-search';
import { messageOperations } from './chat/messages';
import { threadOperations } from './chat/threads';

export const chatOperations = [
  ...agentOperations,
  ...agentFileOperations,
  ...agentStoreOperations,
  ...threadOperations,
  ...messageOperations,
  ...messageControlOperations,
  ...messageSearchOperations,
  ...folderOperations,
];
