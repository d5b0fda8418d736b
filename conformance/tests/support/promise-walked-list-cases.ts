/**
 * Broken backends for order promises the run judges on the walk's own call (checks/promise-order.ts):
 * the sign-in's list of councils, which a call with no credentials cannot show (it answers 422), so
 * a backend that listed them in any order passed.
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
  ];
}
