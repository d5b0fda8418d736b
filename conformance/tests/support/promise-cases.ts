/**
 * Broken backends for the contract's promises (x-promises), one per kind: the mock behind a proxy
 * that breaks one promise the way a Laravel backend would, with the operation, the check and the
 * promise id the runner must name. broken-cases.ts lists them with the others.
 */
import { json, withJson, type Answer } from './broken-proxy';
import { bodyOf, isPath } from './variants';
import { promiseAccountCases, type PromiseCase } from './promise-account-cases';

export type { PromiseCase };

type Page = { data: Record<string, unknown>[] } & Record<string, unknown>;
const page = (answer: Answer) => json(answer) as Page;
const notFound: Answer = {
  status: 404,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"message":"Not found."}'),
};
const query = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

/** Folders deleted through the proxy (what a cascade or a forgotten delete then shows). */
const deletedFolders = (path: string, store: Set<string>) => {
  const id = path.match(/^\/api\/folders\/(\d+)/)?.[1];
  if (id) store.add(id);
};

export function promiseCases(): PromiseCase[] {
  const taken = new Set<string>();
  const gone = new Set<string>();
  let patches = 0;
  return [
    {
      name: 'a store list that shows a draft (no published scope)',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/agents$/) || answer.status !== 200) return answer;
          if (query(ex.path).get('scope') !== 'store') return answer;
          const body = page(answer);
          if (body.data[0]) body.data[0].status = 'draft';
          return withJson(answer, body);
        },
      },
      args: ['--only', 'listAgents'],
      operation: 'listAgents',
      check: 'promise-visibility',
      promise: 'listAgents/store-published',
    },
    {
      name: 'a dictionary in another order than its ORDER BY',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/dictionaries\/categories$/) || answer.status !== 200)
            return answer;
          const body = page(answer);
          return withJson(answer, { ...body, data: [...body.data].reverse() });
        },
      },
      args: ['--only', 'listCategories'],
      operation: 'listCategories',
      check: 'promise-order',
      promise: 'listCategories/order',
    },
    {
      name: 'a folder name taken twice (no Rule::unique)',
      variant: {
        // A taken name is stored under another, as if no unique rule were there.
        request: (ex) => {
          if (!isPath(ex, 'POST', /^\/api\/folders$/)) return ex;
          const body = bodyOf(ex);
          if (!body || typeof body.name !== 'string') return ex;
          if (!taken.has(body.name)) {
            taken.add(body.name);
            return ex;
          }
          return { ...ex, body: Buffer.from(JSON.stringify({ ...body, name: `${body.name} 2` })) };
        },
      },
      args: ['--only', 'createFolder'],
      operation: 'createFolder',
      check: 'promise-unique',
      promise: 'createFolder/name-unique',
    },
    {
      name: 'a thread list that repeats a thread (a join without distinct)',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/threads$/) || answer.status !== 200) return answer;
          const body = page(answer);
          return withJson(answer, {
            ...body,
            data: body.data[0] ? [...body.data, body.data[0]] : body.data,
          });
        },
      },
      args: ['--only', 'listThreads'],
      operation: 'listThreads',
      check: 'promise-distinct',
      promise: 'listThreads/distinct',
    },
    {
      name: "a folder delete that deletes the folder's threads (cascade, not nullOnDelete)",
      variant: {
        request: (ex) => {
          if (isPath(ex, 'DELETE', /^\/api\/folders\/\d+$/)) deletedFolders(ex.path, gone);
          return ex;
        },
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/threads\/\d+$/) || answer.status !== 200) return answer;
          const folder = (json(answer) as { data: { folder_id?: unknown } }).data.folder_id;
          return folder === null && gone.size > 0 ? notFound : answer;
        },
      },
      args: ['--only', 'deleteFolder'],
      operation: 'deleteFolder',
      check: 'promise-keeps',
      promise: 'deleteFolder/keeps-threads',
    },
    {
      name: 'a folder delete that deletes nothing (a 204 only)',
      variant: {
        request: (ex) =>
          isPath(ex, 'DELETE', /^\/api\/folders\/\d+$/)
            ? { status: 204, headers: {}, body: Buffer.alloc(0) }
            : ex,
      },
      args: ['--only', 'deleteFolder'],
      operation: 'deleteFolder',
      check: 'promise-removes',
      promise: 'deleteFolder/removes',
    },
    {
      name: "a folder rename that renames the user's other folders too",
      variant: {
        request: (ex) => {
          if (isPath(ex, 'PATCH', /^\/api\/folders\/\d+$/)) patches++;
          return ex;
        },
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/folders$/) || answer.status !== 200 || patches === 0)
            return answer;
          const body = page(answer);
          // Every folder but the newest is shown renamed as often as a PATCH was sent.
          body.data.slice(1).forEach((row) => (row.name = `${String(row.name)} (${patches})`));
          return withJson(answer, body);
        },
      },
      args: ['--only', 'updateFolder'],
      operation: 'updateFolder',
      check: 'promise-changes-only',
      promise: 'updateFolder/only-this-folder',
    },
    {
      name: 'a search whose LIKE does not escape % and _',
      variant: {
        request: (ex) => {
          if (!isPath(ex, 'GET', /^\/api\/threads$/)) return ex;
          const params = query(ex.path);
          if (!/[%_]/.test(params.get('search') ?? '')) return ex;
          params.delete('search');
          return { ...ex, path: `/api/threads?${params.toString()}` };
        },
      },
      args: ['--only', 'listThreads'],
      operation: 'listThreads',
      check: 'promise-match',
      promise: 'listThreads/search',
    },
    {
      name: 'a folder filter that is ignored',
      variant: {
        request: (ex) => {
          if (!isPath(ex, 'GET', /^\/api\/threads$/)) return ex;
          const params = query(ex.path);
          if (!params.has('folder_id')) return ex;
          params.delete('folder_id');
          return { ...ex, path: `/api/threads?${params.toString()}` };
        },
      },
      args: ['--only', 'listThreads'],
      operation: 'listThreads',
      check: 'promise-filter',
      promise: 'listThreads/folder',
    },
    {
      name: "another user's folder readable (no policy)",
      variant: {
        response: async (answer, ex, proxy) => {
          const owner = proxy.sessions.get('demo@example.com');
          if (!isPath(ex, 'GET', /^\/api\/folders\/\d+$/) || answer.status < 400 || !owner)
            return answer;
          const retry = await proxy.forward({ ...ex, headers: { ...ex.headers, cookie: owner } });
          return retry.status === 200 ? retry : answer;
        },
      },
      args: ['--only', 'getFolder'],
      operation: 'getFolder',
      check: 'promise-callers',
      promise: 'getFolder/owner',
    },
    {
      name: 'a login that answers another message',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/login$/) || answer.status !== 200) return answer;
          return withJson(answer, { ...(json(answer) as object), message: 'Welcome back!' });
        },
      },
      args: ['--only', 'login'],
      operation: 'login',
      check: 'promise-guest',
      promise: 'login/success-message',
    },
    {
      name: 'a login that tells an unknown email apart',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/login$/) || answer.status !== 422) return answer;
          const email = String(bodyOf(ex)?.email ?? '');
          if (!email.startsWith('nobody-')) return answer;
          return withJson(answer, {
            message: 'We cannot find a user with that email address.',
            errors: { email: ['We cannot find a user with that email address.'] },
          });
        },
      },
      args: ['--only', 'login'],
      operation: 'login',
      check: 'promise-no-disclosure',
      promise: 'login/same-answer',
    },
    {
      name: 'a folder update that takes threads_count from the body ($request->all())',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'PATCH', /^\/api\/folders\/\d+$/) || answer.status !== 200) return answer;
          const sent = bodyOf(ex);
          if (typeof sent?.threads_count !== 'number') return answer;
          const body = json(answer) as { data: Record<string, unknown> };
          body.data.threads_count = sent.threads_count;
          return withJson(answer, body);
        },
      },
      args: ['--only', 'updateFolder'],
      operation: 'updateFolder',
      check: 'promise-settable',
      promise: 'updateFolder/settable',
    },
    ...promiseAccountCases(),
  ];
}
