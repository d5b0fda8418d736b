/**
 * An agent's knowledge files, which only its author sees and changes. The mock keeps each file's
 * name, size and type; "indexing" is immediate.
 */
import { defineOperation } from '../../laravel/define-operation';
import { notFound, validationError, type FieldErrors } from '../../laravel/errors';
import { agentFileResource } from '../../resources/chat';
import { authoredAgent, authorsAgent } from '../chat-access';
import { checkUpload } from '../../laravel/uploads';
import { AGENT_FILE_TYPES } from '../chat-uploads';

export const agentFileOperations = [
  defineOperation(
    'listAgentFiles',
    ({ params, user, db, url }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      const files = db.agentFiles
        .by('agent_id', agent.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((file) => agentFileResource(file, url.origin));
      return { body: { data: files } };
    },
    authorsAgent,
  ),

  defineOperation(
    'uploadAgentFile',
    async ({ params, body, user, db, state, url }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      const errors: FieldErrors = {};
      const upload = checkUpload(body.file, 'file', AGENT_FILE_TYPES, errors);
      if (!upload) throw validationError(errors);
      const file = await db.agentFiles.create({
        ...upload,
        agent_id: agent.id,
        created_at: state.now().toISOString(),
      });
      return { body: { data: agentFileResource(file, url.origin) } };
    },
    authorsAgent,
  ),

  defineOperation(
    'deleteAgentFile',
    ({ params, user, db }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      const file = db.agentFiles.get(params.file);
      if (!file || file.agent_id !== agent.id) throw notFound();
      db.agentFiles.delete(file.id);
      return {};
    },
    authorsAgent,
  ),
];
