/**
 * The project's broken backends: each is the mock server behind a proxy that breaks one rule of the
 * contract, with the operation and check the runner must name. Used by broken-backends.test.ts and by
 * the runners' side-by-side bench (bench/runners.bench.ts).
 */
import { json, withJson, type Answer, type Exchange, type Variant } from './broken-proxy';
import { bodyOf, ignoringQuery, inSession, isPath, withoutCsrfCheck } from './variants';

export { isPath };

export interface Case {
  name: string;
  variant: Variant;
  args: string[];
  operation: string;
  check: string;
}

/**
 * `/broadcasting/auth` as stock `Broadcast::routes()` answers it: routed for GET as well as POST,
 * exempt from the CSRF check (the header is filled in from the cookie, as if never compared), no
 * validation (a bad channel name is refused with 403 by the broadcaster, a malformed socket id is
 * the Pusher SDK's 500).
 */
const stockBroadcastRoutes: Variant = {
  request: (ex) => {
    // Routed for GET too; the broadcaster finds no channel name in the query and refuses.
    if (isPath(ex, 'GET', /^\/broadcasting\/auth$/))
      return {
        status: 403,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"message":""}'),
      };
    if (!isPath(ex, 'POST', /^\/broadcasting\/auth$/)) return ex;
    withoutCsrfCheck(ex);
    const body = bodyOf(ex);
    const channel = body?.channel_name;
    if (typeof channel !== 'string' || !/^(private|presence)-.+$/.test(channel))
      return {
        status: 403,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"message":""}'),
      };
    if (typeof body?.socket_id !== 'string' || !/^\d+\.\d+$/.test(body.socket_id))
      return {
        status: 500,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"message":"Server Error"}'),
      };
    return ex;
  },
};

export const CASES: Case[] = [
  {
    name: 'an undocumented status',
    variant: {
      response: (answer, ex) =>
        isPath(ex, 'GET', /^\/api\/folders$/) ? { ...answer, status: 203 } : answer,
    },
    args: ['--only', 'listFolders'],
    operation: 'listFolders',
    check: 'response-conforms',
  },
  {
    name: 'a wrong type',
    variant: {
      response: (answer, ex) => {
        if (!isPath(ex, 'GET', /^\/api\/dictionaries\/categories$/) || answer.status !== 200)
          return answer;
        const body = json(answer) as { data: { id: unknown }[] };
        body.data[0]!.id = String(body.data[0]!.id);
        return withJson(answer, body);
      },
    },
    args: ['--only', 'listCategories'],
    operation: 'listCategories',
    check: 'response-conforms',
  },
  {
    name: 'an undocumented content type',
    variant: {
      response: (answer, ex) =>
        isPath(ex, 'GET', /^\/api\/dictionaries\/roles$/)
          ? {
              ...answer,
              headers: { ...answer.headers, 'content-type': 'text/html; charset=UTF-8' },
            }
          : answer,
    },
    args: ['--only', 'listRoles'],
    operation: 'listRoles',
    check: 'response-conforms',
  },
  {
    name: 'a missing required field',
    variant: {
      response: (answer, ex) => {
        if (!isPath(ex, 'GET', /^\/api\/folders\/\d+$/) || answer.status !== 200) return answer;
        const body = json(answer) as { data: Record<string, unknown> };
        delete body.data.name;
        return withJson(answer, body);
      },
    },
    args: ['--only', 'getFolder'],
    operation: 'getFolder',
    check: 'response-conforms',
  },
  {
    name: 'a 500 on malformed JSON',
    variant: {
      request: (ex) =>
        isPath(ex, 'POST', /^\/api\/folders$/) && ex.body.length > 0 && bodyOf(ex) === null
          ? {
              status: 500,
              headers: { 'content-type': 'application/json' },
              body: Buffer.from('{"message":"Server Error"}'),
            }
          : ex,
    },
    args: ['--only', 'createFolder'],
    operation: 'createFolder',
    check: 'malformed-json',
  },
  {
    name: 'no CSRF check',
    variant: {
      // The header is filled in from the cookie, as if the backend never compared them.
      request: (ex) => (ex.method === 'POST' ? withoutCsrfCheck(ex) : ex),
    },
    args: ['--only', 'createFolder'],
    operation: 'createFolder',
    check: 'sanctum-csrf',
  },
  {
    name: 'a 2xx for an invalid body',
    variant: {
      // Whatever the body, the backend stores a folder.
      request: (ex) => {
        if (!isPath(ex, 'POST', /^\/api\/folders$/) || !ex.headers['x-xsrf-token']) return ex;
        const body = bodyOf(ex);
        if (body && typeof body.name === 'string' && body.name.length <= 100) return ex;
        return {
          ...ex,
          body: Buffer.from(
            JSON.stringify({ name: `Accepted anyway ${Math.random().toString(36).slice(2)}` }),
          ),
        };
      },
    },
    args: ['--only', 'createFolder'],
    operation: 'createFolder',
    check: 'negative-body',
  },
  {
    name: "another user's thread readable",
    variant: {
      // A refused thread read is answered with the second user's session, as a missing policy would.
      response: async (answer, ex, proxy) => {
        const other = proxy.sessions.get('member@example.com');
        if (!isPath(ex, 'GET', /^\/api\/threads\/\d+$/) || answer.status < 400 || !other)
          return answer;
        const retry: Answer = await proxy.forward({
          ...ex,
          headers: { ...ex.headers, cookie: other },
        });
        return retry.status === 200 ? retry : answer;
      },
    },
    args: ['--only', 'getThread'],
    operation: 'getThread',
    check: 'authorization-foreign',
  },
  {
    name: 'a list that is not scoped to its user',
    variant: {
      // `Folder::all()`: the second user's folders are listed to the first too.
      response: async (answer, ex, proxy) => {
        const other = proxy.sessions.get('member@example.com');
        if (
          !isPath(ex, 'GET', /^\/api\/folders$/) ||
          answer.status !== 200 ||
          !other ||
          ex.headers.cookie === other
        )
          return answer;
        const theirs = json(
          await proxy.forward({ ...ex, headers: { ...ex.headers, cookie: other } }),
        ) as { data: { id: number }[] };
        const mine = json(answer) as { data: { id: number }[] };
        const ids = new Set(mine.data.map((row) => row.id));
        return withJson(answer, {
          ...mine,
          data: [...mine.data, ...theirs.data.filter((row) => !ids.has(row.id))],
        });
      },
    },
    args: ['--only', 'listFolders,getFolder'],
    operation: 'listFolders',
    check: 'authorization-foreign',
  },
  {
    name: 'a filter that is not applied',
    // The controller reads `state` where the contract says `status`: every request is unfiltered.
    variant: ignoringQuery(/^\/api\/councils\/\d+\/join-requests$/, 'status'),
    args: ['--only', 'listJoinRequests'],
    operation: 'listJoinRequests',
    check: 'list-filters',
  },
  {
    name: 'a search that is not applied',
    variant: ignoringQuery(/^\/api\/threads$/, 'search'),
    args: ['--only', 'listThreads'],
    operation: 'listThreads',
    check: 'list-filters',
  },
  {
    name: 'a CORS configuration without broadcasting/auth in its paths',
    variant: {
      // config/cors.php 'paths' => ['api/*', 'sanctum/csrf-cookie']: HandleCors leaves the route
      // alone, and Laravel's router answers the preflight itself, without CORS headers.
      request: (ex) =>
        isPath(ex, 'OPTIONS', /^\/broadcasting\/auth$/)
          ? { status: 200, headers: { allow: 'POST' }, body: Buffer.alloc(0) }
          : ex,
      response: (answer, ex) => {
        if (!isPath(ex, 'POST', /^\/broadcasting\/auth$/)) return answer;
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !name.startsWith('access-control-')),
        );
        return { ...answer, headers };
      },
    },
    args: ['--only', 'authorizeBroadcasting', '--origin', 'http://localhost:5173'],
    operation: 'authorizeBroadcasting',
    check: 'cors',
  },
  {
    name: "another user's message reachable through one's own thread",
    variant: (() => {
      // No scoped binding, and a policy that looks only at the thread in the path: the message is
      // changed wherever it lives. Played by sending the call to the message's own thread in its
      // owner's session (remembered from the owner's reads of that thread).
      const owners = new Map<number, { thread: string; cookie: string }>();
      return {
        request: (ex: Exchange) => {
          const match = /^\/api\/threads\/(\d+)\/messages\/(\d+)(\/.*)?$/.exec(
            ex.path.split('?')[0]!,
          );
          const owner = match ? owners.get(Number(match[2])) : undefined;
          if (!match || !owner || owner.thread === match[1] || ex.method === 'GET') return ex;
          return inSession(
            { ...ex, path: `/api/threads/${owner.thread}/messages/${match[2]}${match[3] ?? ''}` },
            owner.cookie,
          );
        },
        response: (answer: Answer, ex: Exchange) => {
          const thread = /^\/api\/threads\/(\d+)$/.exec(ex.path.split('?')[0]!)?.[1];
          if (ex.method === 'GET' && thread && answer.status === 200 && ex.headers.cookie) {
            const body = json(answer) as { messages?: { data?: { id: number }[] } };
            for (const message of body.messages?.data ?? [])
              owners.set(message.id, { thread, cookie: String(ex.headers.cookie) });
          }
          return answer;
        },
      };
    })(),
    args: ['--only', 'updateThreadMessage'],
    operation: 'updateThreadMessage',
    check: 'authorization-foreign',
  },
  {
    name: 'a login that is not throttled',
    variant: {
      response: (answer, ex) =>
        isPath(ex, 'POST', /^\/api\/login$/) && answer.status === 429
          ? withJson(
              answer,
              {
                message: 'These credentials do not match our records.',
                errors: { email: ['These credentials do not match our records.'] },
              },
              422,
            )
          : answer,
    },
    args: ['--only', 'login'],
    operation: 'login',
    check: 'throttle',
  },
  {
    name: 'a mass-assigned user_id',
    variant: {
      // `Folder::create($request->all())` with user_id fillable: the folder goes to the user the
      // body names. Played by sending the request in the named user's own session.
      request: (ex, proxy) => {
        const named = isPath(ex, 'POST', /^\/api\/folders$/) ? bodyOf(ex)?.user_id : undefined;
        const other = proxy.sessions.get('member@example.com');
        if (named === undefined || !other) return ex;
        return inSession(ex, other);
      },
    },
    args: ['--only', 'createFolder'],
    operation: 'createFolder',
    check: 'mass-assignment',
  },
  {
    name: 'a delete that does not delete',
    variant: {
      request: (ex) =>
        isPath(ex, 'DELETE', /^\/api\/folders\/\d+$/) && ex.headers['x-xsrf-token']
          ? { status: 204, headers: {}, body: Buffer.alloc(0) }
          : ex,
    },
    args: ['--only', 'deleteFolder'],
    operation: 'deleteFolder',
    check: 'stateful-chain',
  },
  {
    name: 'a bad channel signature',
    variant: {
      response: (answer, ex) => {
        if (!isPath(ex, 'POST', /^\/broadcasting\/auth$/) || answer.status !== 200) return answer;
        const body = json(answer) as { auth: string };
        const [key, signature] = body.auth.split(':');
        return withJson(answer, { ...body, auth: `${key}:${[...signature!].reverse().join('')}` });
      },
    },
    args: ['--only', 'authorizeBroadcasting', '--realtime'],
    operation: 'authorizeBroadcasting',
    check: 'broadcasting-auth',
  },
  {
    name: "stock Broadcast::routes()'s CSRF exemption",
    variant: stockBroadcastRoutes,
    args: ['--only', 'authorizeBroadcasting'],
    operation: 'authorizeBroadcasting',
    check: 'sanctum-csrf',
  },
  {
    name: "stock Broadcast::routes()'s missing validation",
    variant: stockBroadcastRoutes,
    args: ['--only', 'authorizeBroadcasting'],
    operation: 'authorizeBroadcasting',
    check: 'negative-body',
  },
  {
    name: "stock Broadcast::routes()'s GET route",
    variant: stockBroadcastRoutes,
    args: ['--only', 'authorizeBroadcasting'],
    operation: 'authorizeBroadcasting',
    check: 'method-not-allowed',
  },
];
