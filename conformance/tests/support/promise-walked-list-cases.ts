/**
 * Broken backends for order promises the run could not judge on its own call (checks/promise-order.ts):
 * the sign-in's list of councils, which a call with no credentials cannot show (it answers 422), and
 * an agent's files, a list of one until the check uploads a second; so a backend that listed them in
 * any order passed. And an agent's file deleted through another agent's path (scope: parent).
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { isPath } from './variants';

/** Each agent file's agent, from the uploads' answers: a delete is sent to it whatever the path says. */
function agentOfFile() {
  const agents = new Map<string, string>();
  return {
    note(answer: Answer, ex: Exchange) {
      if (!isPath(ex, 'POST', /^\/api\/agents\/\d+\/files$/) || answer.status !== 201) return;
      const id = (json(answer) as { data?: { id?: unknown } }).data?.id;
      if (id !== undefined) agents.set(String(id), ex.path.split('/')[3]!);
    },
    unscoped(ex: Exchange): Exchange {
      if (!isPath(ex, 'DELETE', /^\/api\/agents\/\d+\/files\/\d+$/)) return ex;
      const [, , , , , file] = ex.path.split('?')[0]!.split('/');
      const agent = agents.get(file!);
      return agent ? { ...ex, path: `/api/agents/${agent}/files/${file}` } : ex;
    },
  };
}

export function promiseWalkedListCases(): PromiseCase[] {
  const files = agentOfFile();
  return [
    {
      name: "an agent's file deleted through another agent's path (found by its id alone)",
      variant: {
        request: (ex) => files.unscoped(ex),
        response: (answer, ex) => {
          files.note(answer, ex);
          return answer;
        },
      },
      args: ['--only', 'deleteAgentFile,uploadAgentFile'],
      operation: 'deleteAgentFile',
      check: 'promise-visibility',
      promise: 'deleteAgentFile/file-of-agent',
    },
    {
      name: "the sign-in's councils in reverse name order",
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/login$/) || answer.status !== 200) return answer;
          const body = json(answer) as { data: { councils?: unknown[] } };
          const councils = [...(body.data.councils ?? [])].reverse();
          return withJson(answer, { ...body, data: { ...body.data, councils } });
        },
      },
      args: ['--only', 'login'],
      operation: 'login',
      check: 'promise-order',
      promise: 'login/councils-order',
    },
    {
      name: "an agent's files oldest first",
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/agents\/\d+\/files$/) || answer.status !== 200)
            return answer;
          const body = json(answer) as { data: unknown[] };
          return withJson(answer, { ...body, data: [...body.data].reverse() });
        },
      },
      args: ['--only', 'listAgentFiles,uploadAgentFile'],
      operation: 'listAgentFiles',
      check: 'promise-order',
      promise: 'listAgentFiles/order',
    },
  ];
}
