/**
 * Broken backends for the thread writes' promises that only records made for the purpose show
 * (checks/promise-thread-writes.ts): a refusal the contract promises turned into a write that
 * drops the foreign reference, counters bumped on every thread, keys assigned from the body, a
 * title derived over one set by hand, an upload that keeps one file of several.
 */
import { json, withJson, type Answer, type BrokenProxy, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';

/** A case whose run sends many messages (the walk's probes of sendThreadMessage): a backend of its own, so the documented throttle (30 a minute) never answers in its place. */
export type ThreadCase = PromiseCase & { ownBackend?: true };
import { bodyOf, isPath } from './variants';

type Row = Record<string, unknown>;

const errorsOf = (answer: Answer) =>
  ((json(answer) as { errors?: Record<string, unknown> }).errors ?? {}) as Row;

/**
 * Where the backend refuses `key` (a 422 keyed by it), it sends the request again without the key
 * and answers that: a backend that ignores a foreign reference instead of refusing it.
 */
function ignoring(method: string, path: RegExp, key: string, errorKey = key) {
  return async (answer: Answer, ex: Exchange, proxy: BrokenProxy): Promise<Answer> => {
    if (!isPath(ex, method, path) || answer.status !== 422 || !(errorKey in errorsOf(answer)))
      return answer;
    const { [key]: _dropped, ...rest } = bodyOf(ex) ?? {};
    return proxy.forward({ ...ex, body: Buffer.from(JSON.stringify(rest)) });
  };
}

const THREADS = /^\/api\/threads$/;
const THREAD = /^\/api\/threads\/\d+$/;
const MESSAGE = /^\/api\/threads\/\d+\/message$/;

export function promiseThreadCases(): ThreadCase[] {
  let sent = 0;
  return [
    {
      name: "a thread made with another user's folder (the folder is dropped, not refused)",
      variant: { response: ignoring('POST', THREADS, 'folder_id') },
      args: ['--only', 'createThread'],
      operation: 'createThread',
      check: 'promise-visibility',
      promise: 'createThread/folder-own',
    },
    {
      name: 'a thread made with any agent that exists (exists:agents,id alone)',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', THREADS) || answer.status !== 422) return answer;
          if (!('agent_id' in errorsOf(answer))) return answer;
          const body = bodyOf(ex) ?? {};
          const at = '2026-01-01T00:00:00.000000Z';
          return withJson(
            answer,
            {
              data: {
                id: 999999,
                title: body.title ?? 'New chat',
                agent_id: body.agent_id,
                folder_id: null,
                council_id: null,
                messages_count: 0,
                last_message_at: null,
                created_at: at,
                updated_at: at,
              },
            },
            201,
          );
        },
      },
      args: ['--only', 'createThread'],
      operation: 'createThread',
      check: 'promise-visibility',
      promise: 'createThread/agent-available',
    },
    {
      name: "a thread moved into another user's folder (the folder is dropped, not refused)",
      variant: { response: ignoring('PUT', THREAD, 'folder_id') },
      args: ['--only', 'updateThread'],
      operation: 'updateThread',
      check: 'promise-visibility',
      promise: 'updateThread/folder-own',
    },
    {
      name: "a message naming another thread's file (the files are dropped, not refused)",
      variant: { response: ignoring('POST', MESSAGE, 'file_ids', 'file_ids.0') },
      args: ['--only', 'sendThreadMessage'],
      operation: 'sendThreadMessage',
      check: 'promise-visibility',
      promise: 'sendThreadMessage/files-of-thread',
      ownBackend: true,
    },
    {
      name: "a message that bumps every thread's messages_count",
      variant: {
        response: (answer, ex) => {
          if (isPath(ex, 'POST', MESSAGE) && answer.status === 201) sent++;
          if (!isPath(ex, 'GET', /^\/api\/threads(\?.*)?$/) || answer.status !== 200) return answer;
          const body = json(answer) as { data: Row[] };
          const data = body.data.map((row) => ({
            ...row,
            messages_count: Number(row.messages_count) + sent,
          }));
          return withJson(answer, { ...body, data });
        },
      },
      args: ['--only', 'sendThreadMessage'],
      operation: 'sendThreadMessage',
      check: 'promise-changes-only',
      promise: 'sendThreadMessage/only-this-thread',
      ownBackend: true,
    },
    {
      name: 'a message that takes parent_id from the body ($request->all())',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', MESSAGE) || answer.status !== 201) return answer;
          const parent = bodyOf(ex)?.parent_id;
          if (typeof parent !== 'number') return answer;
          const body = json(answer) as { data: Row };
          return withJson(answer, { data: { ...body.data, parent_id: parent } });
        },
      },
      args: ['--only', 'sendThreadMessage'],
      operation: 'sendThreadMessage',
      check: 'promise-settable',
      promise: 'sendThreadMessage/settable',
      ownBackend: true,
    },
    {
      name: 'a title derived from the first message over one set by hand',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', THREAD) || answer.status !== 200) return answer;
          const body = json(answer) as { data: Row; messages: { data: Row[] } };
          const first = body.messages.data.findLast((m) => m.role === 'user');
          if (!first) return answer;
          return withJson(answer, {
            ...body,
            data: { ...body.data, title: String(first.content).slice(0, 40) },
          });
        },
      },
      args: ['--only', 'updateThread'],
      operation: 'updateThread',
      check: 'promise-keeps',
      promise: 'updateThread/keeps-title',
    },
    {
      name: 'an upload that stores only the first files[] part',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/threads\/\d+\/file$/) || answer.status !== 201)
            return answer;
          const body = json(answer) as { data: Row[] };
          return withJson(answer, { data: body.data.slice(0, 1) });
        },
      },
      args: ['--only', 'uploadThreadFiles'],
      operation: 'uploadThreadFiles',
      check: 'promise-settable',
      promise: 'uploadThreadFiles/settable',
    },
  ];
}
