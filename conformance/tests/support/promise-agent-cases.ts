/**
 * Broken backends for the promises about taking an agent off the user's list: the run could not
 * add an agent of its own before (it tried the one its chain had added already, 422), so a backend
 * that deleted the agent, refunded the purchase or kept the row passed.
 */
import { json, withJson, type Answer } from './broken-proxy';
import { isPath } from './variants';
import type { PromiseCase } from './promise-account-cases';

const noContent: Answer = { status: 204, headers: {}, body: Buffer.alloc(0) };

/** Agents taken off the list through the proxy (and not added back since). */
function offTheList() {
  const off = new Set<string>();
  return {
    note(path: string, method: string) {
      const removed = method === 'DELETE' && path.match(/^\/api\/profile\/agents\/(\d+)$/)?.[1];
      if (removed) off.add(removed);
      const added = method === 'POST' && path.match(/^\/api\/agents\/(\d+)\/add$/)?.[1];
      if (added) off.delete(added);
    },
    read: (path: string) => {
      const id = path.split('?')[0]!.match(/^\/api\/agents\/(\d+)$/)?.[1];
      return id !== undefined && off.has(id);
    },
  };
}

const notFound: Answer = {
  status: 404,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"message":"Not found."}'),
};

export function promiseAgentCases(): PromiseCase[] {
  const gone = offTheList();
  const refunded = offTheList();
  const drafts = new Map<string, Answer>();
  const pins = new Map<string, number>();
  return [
    {
      name: 'a pin sent again that stamps pinned_at anew (now() on every pin)',
      variant: {
        request: (ex) => {
          const id = ex.path.split('?')[0]!.match(/^\/api\/profile\/agents\/(\d+)$/)?.[1];
          if (ex.method === 'PUT' && id) pins.set(id, (pins.get(id) ?? 0) + 1);
          return ex;
        },
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/profile\/agents$/) || answer.status !== 200)
            return answer;
          const body = json(answer) as { data: Record<string, unknown>[] };
          for (const row of body.data) {
            const count = pins.get(String(row.id)) ?? 0;
            if (count > 1 && row.pinned_at)
              row.pinned_at = new Date(Date.UTC(2030, 0, count)).toISOString();
          }
          return withJson(answer, body);
        },
      },
      args: ['--only', 'updateProfileAgent'],
      operation: 'updateProfileAgent',
      check: 'promise-keeps',
      promise: 'updateProfileAgent/keeps-pinned-at',
    },
    {
      name: 'a draft shown to anyone who asks for its id (no author check in the policy)',
      variant: {
        response: (answer, ex) => {
          if (isPath(ex, 'POST', /^\/api\/agents$/) && answer.status === 201) {
            const body = json(answer) as { data: { id: number } };
            drafts.set(String(body.data.id), answer);
          }
          const id = ex.path.split('?')[0]!.match(/^\/api\/agents\/(\d+)$/)?.[1];
          if (ex.method === 'GET' && id && answer.status === 404 && drafts.has(id))
            return { ...drafts.get(id)!, status: 200 };
          return answer;
        },
      },
      args: ['--only', 'getAgent'],
      operation: 'getAgent',
      check: 'promise-visibility',
      promise: 'getAgent/draft-own',
    },
    {
      name: "someone else's draft added to one's list (the add looks the agent up unscoped)",
      variant: {
        response: (answer, ex) =>
          isPath(ex, 'POST', /^\/api\/agents\/\d+\/add$/) && answer.status === 404
            ? withJson(answer, { message: 'Agent added.' }, 200)
            : answer,
      },
      args: ['--only', 'addAgent'],
      operation: 'addAgent',
      check: 'promise-visibility',
      promise: 'addAgent/draft-hidden',
    },
    {
      name: "an agent's file deleted by a user who is not its author (no policy on the delete)",
      variant: {
        response: (answer, ex) =>
          isPath(ex, 'DELETE', /^\/api\/agents\/\d+\/files\/\d+$/) && answer.status === 403
            ? noContent
            : answer,
      },
      args: ['--only', 'deleteAgentFile,publishAgent'],
      operation: 'deleteAgentFile',
      check: 'promise-callers',
      promise: 'deleteAgentFile/author',
    },
    {
      name: "a current council taken from any council that exists (exists:councils,id, not the user's own)",
      variant: {
        response: (answer, ex) =>
          isPath(ex, 'PUT', /^\/api\/profile$/) &&
          answer.status === 422 &&
          /current_council_id/.test(answer.body.toString())
            ? withJson(answer, { data: {} }, 200)
            : answer,
      },
      args: ['--only', 'updateProfile'],
      operation: 'updateProfile',
      check: 'promise-visibility',
      promise: 'updateProfile/current-council-own',
    },
    {
      name: 'a published agent hidden from everyone (the policy lets only the author view)',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/agents\/\d+$/) || answer.status !== 200) return answer;
          const body = json(answer) as { data: { status?: string } };
          return body.data.status === 'published' ? notFound : answer;
        },
      },
      args: ['--only', 'getAgent'],
      operation: 'getAgent',
      check: 'promise-visibility',
      promise: 'getAgent/published-public',
    },
    {
      name: "an agent deleted with the user's list row (a cascade on the store's agent)",
      variant: {
        request: (ex) => {
          gone.note(ex.path.split('?')[0]!, ex.method);
          return isPath(ex, 'GET', /^\/api\/agents\/\d+$/) && gone.read(ex.path)
            ? {
                status: 404,
                headers: { 'content-type': 'application/json' },
                body: Buffer.from('{"message":"Not found."}'),
              }
            : ex;
        },
      },
      args: ['--only', 'removeProfileAgent,getAgent'],
      operation: 'removeProfileAgent',
      check: 'promise-keeps',
      promise: 'removeProfileAgent/keeps-agent',
    },
    {
      name: 'a purchase refunded when the agent leaves the list',
      variant: {
        request: (ex) => {
          refunded.note(ex.path.split('?')[0]!, ex.method);
          return ex;
        },
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/agents\/\d+$/) || answer.status !== 200) return answer;
          if (!refunded.read(ex.path)) return answer;
          const body = json(answer) as { data: Record<string, unknown> };
          return withJson(answer, { ...body, data: { ...body.data, is_purchased: false } });
        },
      },
      args: ['--only', 'removeProfileAgent,getAgent'],
      operation: 'removeProfileAgent',
      check: 'promise-keeps',
      promise: 'removeProfileAgent/keeps-purchase',
    },
    {
      name: 'a removal from the list that answers 204 and keeps the row',
      variant: {
        request: (ex) => (isPath(ex, 'DELETE', /^\/api\/profile\/agents\/\d+$/) ? noContent : ex),
      },
      args: ['--only', 'removeProfileAgent,listProfileAgents'],
      operation: 'removeProfileAgent',
      check: 'promise-removes',
      promise: 'removeProfileAgent/removes',
    },
  ];
}
