/**
 * Broken backends for what deleting an agent keeps (checks/promises/keeps-deleted-agent.ts): the
 * run could not start a thread with an agent it was about to delete, nor buy one, so a backend
 * that cascaded the delete onto threads or orders, or let a thread go on with a deleted agent,
 * passed. Likewise threads hidden once their agent is taken off the caller's list, and a repriced
 * agent taken from the lists of those who added it free.
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { isPath } from './variants';

type Row = Record<string, unknown>;

/** The agents deleted (or taken off the list: `deletes`) through the proxy, and each thread's agent. */
function deletedAgents(deletes = /^\/api\/agents\/\d+$/) {
  const deleted = new Set<string>();
  const agentOfThread = new Map<string, string>();
  return {
    note(ex: Exchange) {
      const id = isPath(ex, 'DELETE', deletes) && ex.path.split('?')[0]!.split('/').at(-1);
      if (id) deleted.add(id);
    },
    noteThread(answer: Answer, ex: Exchange) {
      if (!isPath(ex, 'POST', /^\/api\/threads$/) || answer.status !== 201) return;
      const data = (json(answer) as { data?: Row }).data;
      if (data) agentOfThread.set(String(data.id), String(data.agent_id));
    },
    /** Whether the path's thread was started with an agent since deleted. */
    threadOfDeleted(path: string) {
      const thread = path.split('?')[0]!.split('/')[3];
      const agent = thread === undefined ? undefined : agentOfThread.get(thread);
      return agent !== undefined && deleted.has(agent);
    },
    isDeleted: (agent: unknown) => deleted.has(String(agent)),
  };
}

const notFound: Answer = {
  status: 404,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"message":"Not found."}'),
};

/** A repricing that detaches the users who added the agent free (their `free` rows deleted once it is paid). */
function repricedDetached() {
  const paid = new Set<string>();
  return (answer: Answer, ex: Exchange): Answer => {
    const id = /^\/api\/agents\/(\d+)$/.exec(ex.path.split('?')[0]!)?.[1];
    const body = JSON.parse(ex.body.toString() || 'null') as Row | null;
    if (ex.method === 'PUT' && id && body?.pricing === 'paid' && answer.status < 300) paid.add(id);
    if (!isPath(ex, 'GET', /^\/api\/profile\/agents$/) || answer.status >= 300) return answer;
    const page = json(answer) as { data: Row[] };
    return withJson(answer, {
      ...page,
      data: page.data.filter((row) => !(paid.has(String(row.id)) && row.source === 'free')),
    });
  };
}

export function promiseDeletedAgentCases(): PromiseCase[] {
  const cascade = deletedAgents();
  const writable = deletedAgents();
  const orders = deletedAgents();
  const offList = deletedAgents(/^\/api\/profile\/agents\/\d+$/);
  return [
    {
      name: 'a repriced agent taken from the lists of those who added it free',
      variant: { response: repricedDetached() },
      args: ['--only', 'publishAgent,updateAgent,addAgent'],
      operation: 'updateAgent',
      check: 'promise-keeps',
      promise: 'updateAgent/keeps-adders',
    },
    {
      name: 'threads deleted with their agent (a cascade on threads.agent_id)',
      variant: {
        request: (ex) => {
          cascade.note(ex);
          return isPath(ex, 'GET', /^\/api\/threads\/\d+$/) && cascade.threadOfDeleted(ex.path)
            ? notFound
            : ex;
        },
        response: (answer, ex) => {
          cascade.noteThread(answer, ex);
          return answer;
        },
      },
      args: ['--only', 'deleteAgent,publishAgent,addAgent,createThread,getThread'],
      operation: 'deleteAgent',
      check: 'promise-keeps',
      promise: 'deleteAgent/keeps-threads',
    },
    {
      name: 'a thread whose agent was deleted still takes messages (no read-only policy)',
      variant: {
        request: (ex) => {
          writable.note(ex);
          return isPath(ex, 'POST', /^\/api\/threads\/\d+\/message$/) &&
            writable.threadOfDeleted(ex.path)
            ? {
                status: 202,
                headers: { 'content-type': 'application/json' },
                body: Buffer.from('{"data":{}}'),
              }
            : ex;
        },
        response: (answer, ex) => {
          writable.noteThread(answer, ex);
          return answer;
        },
      },
      args: ['--only', 'deleteAgent,publishAgent,addAgent,createThread,getThread'],
      operation: 'deleteAgent',
      check: 'promise-keeps',
      promise: 'deleteAgent/keeps-threads',
    },
    {
      name: "orders of an agent dropped from the buyer's orders when it is deleted",
      variant: {
        request: (ex) => {
          orders.note(ex);
          return ex;
        },
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/profile\/orders$/) || answer.status !== 200)
            return answer;
          const body = json(answer) as { data: Row[] };
          const data = body.data.filter(
            (o) => !(o.type === 'agent' && orders.isDeleted(o.item_id)),
          );
          return withJson(answer, { ...body, data });
        },
      },
      args: ['--only', 'deleteAgent,publishAgent,buyAgent,listProfileOrders'],
      operation: 'deleteAgent',
      check: 'promise-keeps',
      promise: 'deleteAgent/keeps-orders',
    },
    {
      name: "threads hidden from the caller's list once the agent is off their list",
      variant: {
        request: (ex) => {
          offList.note(ex);
          return ex;
        },
        response: (answer, ex) => {
          offList.noteThread(answer, ex);
          if (!isPath(ex, 'GET', /^\/api\/threads$/) || answer.status !== 200) return answer;
          const body = json(answer) as { data: Row[] };
          const data = body.data.filter((t) => !offList.isDeleted(t.agent_id));
          return withJson(answer, { ...body, data });
        },
      },
      args: ['--only', 'removeProfileAgent,createThread,listThreads'],
      operation: 'removeProfileAgent',
      check: 'promise-keeps',
      promise: 'removeProfileAgent/keeps-threads',
    },
  ];
}
