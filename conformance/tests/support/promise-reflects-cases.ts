/**
 * Broken backends for per-caller flags (kind `reflects`, checks/promise-reflects.ts): a flag
 * computed for nobody, and one cached for whoever asked first, on the mock behind a proxy.
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';

type Row = Record<string, unknown>;

/** Every item of a list answer at `path` given `change`. */
const listAt =
  (path: RegExp, change: (row: Row) => Row) =>
  (answer: Answer, ex: Exchange): Answer => {
    if (ex.method !== 'GET' || !path.test(ex.path.split('?')[0]!) || answer.status !== 200)
      return answer;
    const body = json(answer) as { data: Row[] };
    return Array.isArray(body.data)
      ? withJson(answer, { ...body, data: body.data.map(change) })
      : answer;
  };

export function promiseReflectsCases(): PromiseCase[] {
  return [
    {
      name: "plans whose is_current is never true (computed without the caller's council)",
      variant: {
        response: listAt(/^\/api\/subscriptions$/, (row) => ({ ...row, is_current: false })),
      },
      args: ['--only', 'listSubscriptions'],
      operation: 'listSubscriptions',
      check: 'promise-reflects',
      promise: 'listSubscriptions/is-current',
    },
    {
      name: 'a store whose is_added is never true (computed without the caller)',
      variant: { response: listAt(/^\/api\/agents$/, (row) => ({ ...row, is_added: false })) },
      args: ['--only', 'listAgents'],
      operation: 'listAgents',
      check: 'promise-reflects',
      promise: 'listAgents/is-added',
    },
    {
      name: 'a council search whose is_member is cached for every caller',
      variant: {
        response: listAt(/^\/api\/councils\/search$/, (row) => ({ ...row, is_member: true })),
      },
      args: ['--only', 'searchCouncils'],
      operation: 'searchCouncils',
      check: 'promise-reflects',
      promise: 'searchCouncils/is-member',
    },
  ];
}
