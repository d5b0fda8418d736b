/**
 * Broken backends for order promises the run could not judge on its own call (checks/promise-order.ts):
 * the sign-in's list of councils, which a call with no credentials cannot show (it answers 422), and
 * an agent's files, a list of one until the check uploads a second; so a backend that listed them in
 * any order passed.
 */
import { json, withJson } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { isPath } from './variants';

export function promiseWalkedListCases(): PromiseCase[] {
  return [
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
