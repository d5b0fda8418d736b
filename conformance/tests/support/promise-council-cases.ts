/**
 * Broken backends only the council flows catch (checks/council/membership*.ts,
 * checks/council/council-*.ts): an accepted invitation left pending, a removed member's licence kept, a
 * council's file deleted through another council's path, the last admin removed, a taken slug or
 * a name's slug given again, a search that repeats the join code's council or comes unordered, a
 * second pending order, a join request that takes the status sent, council lists that ignore the
 * council of their path, a council agent disabled that its members still chat with.
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import { bodyOf, isPath } from './variants';
import type { PromiseCase } from './promise-account-cases';

type Row = Record<string, unknown>;
type Page = { data: Row[] } & Row;
const page = (answer: Answer) => json(answer) as Page;
const query = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

export function promiseCouncilCases(): PromiseCase[] {
  const invitations = new Map<string, Row>();
  const accepted = new Set<string>();
  const licenceOf = new Map<string, unknown>();
  const removed = new Set<string>();
  let firstOrder: Answer | undefined;
  const disabling = new Set<string>();
  return [
    {
      // The flag is stored nowhere the chat looks (a `providingTo` scope without `is_enabled`):
      // the council is told the agent is disabled while its members go on chatting with it.
      name: 'a council agent disabled that its members still chat with',
      variant: {
        request: (ex) => {
          const body = bodyOf(ex);
          if (
            !isPath(ex, 'PUT', /^\/api\/councils\/\d+\/agents\/\d+$/) ||
            body?.is_enabled !== false
          )
            return ex;
          disabling.add(ex.path);
          const { is_enabled: _ignored, ...rest } = body;
          return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
        },
        response: (answer, ex) => {
          if (!disabling.delete(ex.path) || !ok(answer)) return answer;
          const body = json(answer) as { data: Row };
          return withJson(answer, { ...body, data: { ...body.data, is_enabled: false } });
        },
      },
      args: ['--only', 'createThread'],
      operation: 'createThread',
      check: 'promise-refuses',
      promise: 'createThread/council-agent-disabled',
    },
    {
      name: 'a correct join code that only files a pending request (the code never compared)',
      variant: {
        request: (ex) => {
          const body = bodyOf(ex);
          if (!isPath(ex, 'POST', /^\/api\/councils\/\d+\/request-join$/) || !body?.code) return ex;
          const { code: _ignored, ...rest } = body;
          return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
        },
      },
      args: ['--only', 'requestJoinCouncil'],
      operation: 'requestJoinCouncil',
      check: 'promise-sets',
      promise: 'requestJoinCouncil/code-joins',
    },
    {
      name: 'regenerate_join_code ignored (the old join code kept)',
      variant: {
        request: (ex) => {
          const body = bodyOf(ex);
          if (!isPath(ex, 'PUT', /^\/api\/councils\/\d+$/) || body?.regenerate_join_code !== true)
            return ex;
          const { regenerate_join_code: _ignored, ...rest } = body;
          return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
        },
      },
      args: ['--only', 'updateCouncil'],
      operation: 'updateCouncil',
      check: 'promise-sets',
      promise: 'updateCouncil/join-code-new',
    },
    {
      name: 'a council search whose has_pending_request ignores the caller (always false)',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/councils\/search$/) || !ok(answer)) return answer;
          const body = page(answer);
          return withJson(answer, {
            ...body,
            data: body.data.map((row) => ({ ...row, has_pending_request: false })),
          });
        },
      },
      args: ['--only', 'searchCouncils,requestJoinCouncil'],
      operation: 'searchCouncils',
      check: 'promise-reflects',
      promise: 'searchCouncils/has-pending-request',
    },
    {
      name: 'an invitation accepted through the profile and still listed pending',
      variant: {
        response: (answer, ex) => {
          const accept = /^\/api\/profile\/invitations\/(\d+)\/accept$/.exec(ex.path);
          if (accept && ex.method === 'POST' && ok(answer)) accepted.add(accept[1]!);
          if (!isPath(ex, 'GET', /^\/api\/profile\/invitations$/) || !ok(answer)) return answer;
          const body = page(answer);
          for (const row of body.data) invitations.set(String(row.id), row);
          for (const id of accepted)
            if (!body.data.some((row) => String(row.id) === id) && invitations.has(id))
              body.data.push(invitations.get(id)!);
          return withJson(answer, body);
        },
      },
      args: ['--only', 'acceptProfileInvitation'],
      operation: 'acceptProfileInvitation',
      check: 'promise-removes',
      promise: 'acceptProfileInvitation/leaves-pending',
    },
    {
      name: "a removed member's licence still theirs (no unassign on removal)",
      variant: {
        response: (answer, ex) => {
          const moved = /^\/api\/councils\/\d+\/users\/(\d+)$/.exec(ex.path);
          if (moved && ex.method === 'PUT' && ok(answer)) {
            const licence = bodyOf(ex)?.licence_id;
            if (licence !== undefined) licenceOf.set(moved[1]!, licence);
          }
          if (moved && ex.method === 'DELETE' && ok(answer)) removed.add(moved[1]!);
          if (!isPath(ex, 'GET', /^\/api\/councils\/\d+\/licences$/) || !ok(answer)) return answer;
          const body = page(answer);
          for (const user of removed)
            for (const row of body.data)
              if (String(row.id) === String(licenceOf.get(user)) && row.user_id === null)
                Object.assign(row, { user_id: Number(user), status: 'active' });
          return withJson(answer, body);
        },
      },
      args: ['--only', 'removeCouncilUser'],
      operation: 'removeCouncilUser',
      check: 'promise-keeps',
      promise: 'removeCouncilUser/licence-unassigned',
    },
    {
      name: "a council's file deleted through another council's path (no scoped binding)",
      variant: {
        request: (ex) => {
          const match = /^\/api\/councils\/(\d+)\/files\/(\d+)$/.exec(ex.path);
          return ex.method === 'DELETE' && match && match[1] !== '1'
            ? { ...ex, path: `/api/councils/1/files/${match[2]}` }
            : ex;
        },
      },
      args: ['--only', 'deleteCouncilFile'],
      operation: 'deleteCouncilFile',
      check: 'promise-visibility',
      promise: 'deleteCouncilFile/council',
    },
    {
      name: "a council's last admin removed (no last-admin rule)",
      variant: {
        response: (answer, ex) =>
          isPath(ex, 'DELETE', /^\/api\/councils\/\d+\/users\/\d+$/) && answer.status === 422
            ? { status: 204, headers: {}, body: Buffer.alloc(0) }
            : answer,
      },
      args: ['--only', 'removeCouncilUser'],
      operation: 'removeCouncilUser',
      check: 'promise-keeps',
      promise: 'removeCouncilUser/keeps-last-admin',
    },
    {
      name: 'a council created with a taken slug (the slug sent is replaced, not refused)',
      variant: {
        request: (ex) => {
          const body = isPath(ex, 'POST', /^\/api\/councils\/create$/) ? bodyOf(ex) : null;
          if (!body || body.slug === undefined) return ex;
          delete body.slug;
          return { ...ex, body: Buffer.from(JSON.stringify(body)) };
        },
      },
      args: ['--only', 'createCouncil'],
      operation: 'createCouncil',
      check: 'promise-unique',
      promise: 'createCouncil/slug-unique',
    },
    {
      name: "a council named like another given that council's slug (no suffix)",
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/councils\/create$/) || !ok(answer)) return answer;
          const body = json(answer) as { data: Row };
          body.data.slug = String(body.data.slug).replace(/-\d+$/, '');
          return withJson(answer, body);
        },
      },
      args: ['--only', 'createCouncil'],
      operation: 'createCouncil',
      check: 'promise-unique',
      promise: 'createCouncil/slug-suffix',
    },
    {
      name: "a search that lists the join code's council again (a union without distinct)",
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/councils\/search$/) || !ok(answer)) return answer;
          const q = query(ex.path).get('q') ?? '';
          const body = page(answer);
          const byCode = body.data.find((row) => String(row.slug).includes(q.toLowerCase()));
          if (/^[A-Z0-9]{6,}$/.test(q) && byCode) body.data.push(byCode);
          return withJson(answer, body);
        },
      },
      args: ['--only', 'searchCouncils,createCouncil'],
      operation: 'searchCouncils',
      check: 'promise-distinct',
      promise: 'searchCouncils/distinct',
    },
    {
      name: 'a search in the reverse order of names',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'GET', /^\/api\/councils\/search$/) || !ok(answer)) return answer;
          const body = page(answer);
          body.data.reverse();
          return withJson(answer, body);
        },
      },
      args: ['--only', 'searchCouncils'],
      operation: 'searchCouncils',
      check: 'promise-order',
      promise: 'searchCouncils/order',
    },
    {
      name: 'a second subscription order while one waits for payment',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/subscriptions\/\d+\/buy$/)) return answer;
          if (ok(answer)) firstOrder ??= answer;
          return answer.status === 422 && firstOrder ? firstOrder : answer;
        },
      },
      args: ['--only', 'buySubscription'],
      operation: 'buySubscription',
      check: 'promise-unique',
      promise: 'buySubscription/one-pending-order',
    },
    {
      name: 'a join request that takes the status its body sends (all() instead of validated())',
      variant: {
        response: (answer, ex) => {
          if (!isPath(ex, 'POST', /^\/api\/councils\/\d+\/request-join$/) || !ok(answer))
            return answer;
          const status = bodyOf(ex)?.status;
          if (status === undefined) return answer;
          const body = json(answer) as { data: Row };
          body.data.status = status;
          return withJson(answer, body);
        },
      },
      args: ['--only', 'requestJoinCouncil'],
      operation: 'requestJoinCouncil',
      check: 'promise-settable',
      promise: 'requestJoinCouncil/settable',
    },
    {
      name: "a council's agents listed whatever council the path names (no where on the council)",
      variant: { request: (ex) => throughCouncilOne(ex, /^\/api\/councils\/(\d+)\/agents$/) },
      args: ['--only', 'listCouncilAgents'],
      operation: 'listCouncilAgents',
      check: 'promise-visibility',
      promise: 'listCouncilAgents/council',
    },
    {
      name: "the SharePoint drives of one council's grant listed for any council",
      variant: { request: (ex) => throughCouncilOne(ex, /^\/api\/councils\/(\d+)\/sharepoint$/) },
      args: ['--only', 'listSharepointDrives,createCouncil'],
      operation: 'listSharepointDrives',
      check: 'promise-visibility',
      promise: 'listSharepointDrives/council',
    },
  ];
}

/** A list read from council 1 (the run's) whichever council the path names. */
function throughCouncilOne(ex: Exchange, path: RegExp): Exchange {
  const [base, search] = ex.path.split('?');
  const match = path.exec(base!);
  if (ex.method !== 'GET' || !match || match[1] === '1') return ex;
  const rewritten = base!.replace(`/councils/${match[1]}/`, '/councils/1/');
  return { ...ex, path: search === undefined ? rewritten : `${rewritten}?${search}` };
}
