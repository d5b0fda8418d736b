/**
 * Trying an agent before it is published (`POST /api/agents/{agent}/preview`): its author sends one
 * message and gets the whole answer back. Nothing is stored, as in the Laravel app.
 */
import { generateAgentReply } from '../../db/agent-replies';
import { defineOperation } from '../../laravel/define-operation';
import { authoredAgent, authorsAgent } from '../chat-access';

export const agentPreviewOperations = [
  defineOperation(
    'previewAgent',
    ({ params, body, user, db }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      return {
        body: { data: { agent_id: agent.id, content: generateAgentReply(agent.id, body.content) } },
      };
    },
    authorsAgent,
  ),
];
