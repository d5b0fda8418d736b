/**
 * Broken backends for what a write sets (kind `sets`, checks/promise-sets.ts): each keeps a value
 * the contract says the write changes, the way a Laravel backend would get it wrong, on the mock
 * behind a proxy that remembers what was sent and bends what is read back.
 */
import { json, withJson, type Answer, type Exchange } from './broken-proxy';
import type { PromiseCase } from './promise-account-cases';
import { bodyOf, isPath } from './variants';

type Row = Record<string, unknown>;
const DEFAULT_TITLE = 'New chat';

/** Rewrites `data` (a record, or each record of a list) of a JSON answer with `change`. */
function rewriteData(answer: Answer, change: (row: Row) => Row): Answer {
  if (answer.status >= 300) return answer;
  const body = json(answer) as { data?: unknown } | undefined;
  if (!body || typeof body.data !== 'object' || body.data === null) return answer;
  const data = Array.isArray(body.data)
    ? body.data.map((r: Row) => change(r))
    : change(body.data as Row);
  return withJson(answer, { ...body, data });
}

/** Folder names as sent, untrimmed (a model that skips TrimStrings, e.g. a route outside the `api` middleware group). */
function untrimmedFolders() {
  const sent = new Map<string, string>();
  let pending: string | undefined;
  return (answer: Answer, ex: Exchange): Answer => {
    const writes =
      isPath(ex, 'POST', /^\/api\/folders$/) || isPath(ex, 'PATCH', /^\/api\/folders\/\d+$/);
    if (writes) pending = String(bodyOf(ex)?.name ?? '');
    if (!ex.path.split('?')[0]!.startsWith('/api/folders')) return answer;
    return rewriteData(answer, (row) => {
      if (writes && pending && answer.status < 300) sent.set(String(row.id), pending);
      const raw = sent.get(String(row.id));
      return raw !== undefined && raw.trim() === row.name ? { ...row, name: raw } : row;
    });
  };
}

/** Threads made without a title keep "New chat" after their first message (the title job never runs). */
function titleNeverDerived() {
  const untitled = new Set<string>();
  return (answer: Answer, ex: Exchange): Answer => {
    if (isPath(ex, 'POST', /^\/api\/threads$/) && answer.status === 201 && !bodyOf(ex)?.title) {
      untitled.add(String((json(answer) as { data: Row }).data.id));
      return answer;
    }
    const id = /^\/api\/threads\/(\d+)$/.exec(ex.path.split('?')[0]!)?.[1];
    if (!id || ex.method !== 'GET' || !untitled.has(id)) return answer;
    return rewriteData(answer, (row) => ({ ...row, title: DEFAULT_TITLE }));
  };
}

/** A new email keeps `email_verified_at` (the controller never resets it). */
function verifiedKept() {
  const verifiedAt = new Map<string, unknown>();
  return (answer: Answer, ex: Exchange): Answer => {
    if (!/^\/api\/profile$/.test(ex.path.split('?')[0]!)) return answer;
    return rewriteData(answer, (row) => {
      const user = String(row.id);
      if (row.email_verified_at !== null) verifiedAt.set(user, row.email_verified_at);
      else if (verifiedAt.has(user)) return { ...row, email_verified_at: verifiedAt.get(user) };
      return row;
    });
  };
}

/** A council create that never makes the new council the caller's current one (the profile keeps the old). */
function currentCouncilKept() {
  const created = new Set<string>();
  let previous: unknown = null;
  return (answer: Answer, ex: Exchange): Answer => {
    if (isPath(ex, 'POST', /^\/api\/councils\/create$/) && answer.status < 300)
      created.add(String((json(answer) as { data: Row }).data.id));
    if (!isPath(ex, 'GET', /^\/api\/profile$/)) return answer;
    return rewriteData(answer, (row) => {
      if (!created.has(String(row.current_council_id))) {
        previous = row.current_council_id;
        return row;
      }
      return { ...row, current_council_id: previous };
    });
  };
}

/** The creator attached with the pivot's default role (`member`), not as admin. */
function creatorAsMember() {
  const created = new Set<string>();
  return (answer: Answer, ex: Exchange): Answer => {
    const made = isPath(ex, 'POST', /^\/api\/councils\/create$/) && answer.status < 300;
    if (made) created.add(String((json(answer) as { data: Row }).data.id));
    if (!made && !isPath(ex, 'GET', /^\/api\/councils\/\d+$/)) return answer;
    return rewriteData(answer, (row) =>
      created.has(String(row.id)) ? { ...row, my_role: 'member' } : row,
    );
  };
}

/** A correct join code answered as a request left to the admins (stored `pending`). */
function codeJoinPending(answer: Answer, ex: Exchange): Answer {
  if (!isPath(ex, 'POST', /^\/api\/councils\/\d+\/request-join$/) || !bodyOf(ex)?.code)
    return answer;
  if (answer.status !== 200) return answer;
  return withJson(
    rewriteData(answer, (row) => ({ ...row, status: 'pending' })),
    json(rewriteData(answer, (row) => ({ ...row, status: 'pending' }))),
    201,
  );
}

/** A registration that creates the account but signs no one in (no `Auth::login($user)`): its cookie dropped. */
function registerWithoutSignIn(answer: Answer, ex: Exchange): Answer {
  if (!isPath(ex, 'POST', /^\/api\/register$/) || answer.status >= 300) return answer;
  const { 'set-cookie': _session, ...headers } = answer.headers;
  return { ...answer, headers };
}

/** A registration that ignores `partner` (a `$request->validated()` that leaves it out of `create`). */
function partnerIgnored(ex: Exchange): Exchange {
  const body = bodyOf(ex);
  if (!isPath(ex, 'POST', /^\/api\/register$/) || body?.partner !== true) return ex;
  const { partner: _partner, company: _company, ...rest } = body;
  return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
}

/** A council's agent the caller removed, attached back as their own free agent (`source: free`). */
function councilAgentBackAsFree(answer: Answer, ex: Exchange): Answer {
  if (!isPath(ex, 'POST', /^\/api\/agents\/\d+\/add$/) || answer.status !== 201) return answer;
  const body = json(answer) as { data: { source: string } };
  if (body.data.source !== 'council') return answer;
  body.data.source = 'free';
  return withJson(answer, body);
}

/** A council agent's instructions kept when "" is sent (a `filled` check that skips empty strings). */
function emptyInstructionsIgnored(ex: Exchange): Exchange {
  const body = bodyOf(ex);
  if (!isPath(ex, 'PUT', /^\/api\/councils\/\d+\/agents\/\d+$/) || body?.instructions !== '')
    return ex;
  const { instructions: _dropped, ...rest } = body;
  return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
}

export function promiseSetsCases(): (PromiseCase & { ownBackend?: true })[] {
  return [
    {
      name: 'a registration that leaves the client signed out',
      variant: { response: registerWithoutSignIn },
      args: ['--only', 'register'],
      operation: 'register',
      check: 'promise-sets',
      promise: 'register/signed-in',
    },
    {
      name: 'a registration with partner: true that makes a regular user',
      variant: { request: partnerIgnored },
      args: ['--only', 'register'],
      operation: 'register',
      check: 'promise-sets',
      promise: 'register/partner',
      // register's throttle (5 a minute per IP) is spent by the case before.
      ownBackend: true,
    },
    {
      name: "a council's agent the member removed, added back as a free agent",
      variant: { response: councilAgentBackAsFree },
      args: ['--only', 'addAgent'],
      operation: 'addAgent',
      check: 'promise-sets',
      promise: 'addAgent/council-back',
    },
    {
      name: 'a correct join code answered as a pending request',
      variant: { response: codeJoinPending },
      args: ['--only', 'requestJoinCouncil,listJoinRequests,decideJoinRequest'],
      operation: 'requestJoinCouncil',
      check: 'promise-sets',
      promise: 'requestJoinCouncil/code-approves',
    },
    {
      name: 'a new council whose creator is only a member',
      variant: { response: creatorAsMember() },
      args: ['--only', 'createCouncil'],
      operation: 'createCouncil',
      check: 'promise-sets',
      promise: 'createCouncil/caller-admin',
    },
    {
      name: "a new council that does not become the caller's current council",
      variant: { response: currentCouncilKept() },
      args: ['--only', 'createCouncil'],
      operation: 'createCouncil',
      check: 'promise-sets',
      promise: 'createCouncil/current-council',
    },
    {
      name: 'council instructions kept when "" is sent to clear them',
      variant: { request: emptyInstructionsIgnored },
      args: ['--only', 'updateCouncilAgent'],
      operation: 'updateCouncilAgent',
      check: 'promise-sets',
      promise: 'updateCouncilAgent/instructions-cleared',
    },
    {
      name: 'a folder name that keeps its surrounding spaces',
      variant: { response: untrimmedFolders() },
      args: ['--only', 'createFolder'],
      operation: 'createFolder',
      check: 'promise-sets',
      promise: 'createFolder/name-trimmed',
    },
    {
      name: 'a thread that keeps "New chat" after its first message',
      variant: { response: titleNeverDerived() },
      args: ['--only', 'sendThreadMessage'],
      operation: 'sendThreadMessage',
      check: 'promise-sets',
      promise: 'sendThreadMessage/title-derived',
    },
    {
      name: 'a new email that keeps email_verified_at',
      variant: { response: verifiedKept() },
      args: ['--only', 'updateProfile'],
      operation: 'updateProfile',
      check: 'promise-sets',
      promise: 'updateProfile/email-unverified',
    },
    joinedOnInvitation(),
    {
      name: "an added agent listed as purchased (the pivot's source defaulting to the wrong value)",
      variant: {
        response: (answer, ex) =>
          ex.method === 'GET' && ex.path.split('?')[0] === '/api/profile/agents'
            ? rewriteData(answer, (row) =>
                row.source === 'free' ? { ...row, source: 'purchased' } : row,
              )
            : answer,
      },
      args: ['--only', 'addAgent'],
      operation: 'addAgent',
      check: 'promise-sets',
      promise: 'addAgent/listed-free',
    },
    {
      name: 'a publish that leaves published_at null',
      variant: {
        response: (answer, ex) =>
          ex.method === 'GET' && /^\/api\/agents\/\d+$/.test(ex.path.split('?')[0]!)
            ? rewriteData(answer, (row) => ({ ...row, published_at: null }))
            : answer,
      },
      args: ['--only', 'publishAgent'],
      operation: 'publishAgent',
      check: 'promise-sets',
      promise: 'publishAgent/published',
    },
    {
      // A backend that takes every order as a card order: the council's invoice order waits for a payment.
      name: 'an invoice order left pending (payment_method invoice treated as card)',
      variant: {
        request: (ex) => {
          const body = bodyOf(ex);
          if (
            !isPath(ex, 'POST', /^\/api\/agents\/\d+\/buy$/) ||
            body?.payment_method !== 'invoice'
          )
            return ex;
          return { ...ex, body: Buffer.from(JSON.stringify({ ...body, payment_method: 'card' })) };
        },
      },
      args: ['--lasting-writes', '--only', 'buyAgent'],
      operation: 'buyAgent',
      check: 'promise-sets',
      promise: 'buyAgent/invoice-completes',
    },
    {
      name: 'an unpin that keeps pinned_at (`is_pinned` cast, `pinned_at` never cleared)',
      variant: {
        response: (answer, ex) =>
          ex.method === 'GET' && ex.path.split('?')[0] === '/api/profile/agents'
            ? rewriteData(answer, (row) => ({
                ...row,
                pinned_at: row.pinned_at ?? '2025-01-01T00:00:00.000000Z',
              }))
            : answer,
      },
      args: ['--only', 'updateProfileAgent'],
      operation: 'updateProfileAgent',
      check: 'promise-sets',
      promise: 'updateProfileAgent/unpinned',
    },
  ];
}

/** An invitee listed as if they had joined (`joined_at` set on the invitation, not on acceptance). */
export function joinedOnInvitation(): PromiseCase {
  return {
    name: 'an invitee listed with joined_at already set',
    variant: {
      response: (answer, ex) =>
        ex.method === 'GET' && /^\/api\/councils\/\d+\/users\/\d+$/.test(ex.path.split('?')[0]!)
          ? rewriteData(answer, (row) =>
              row.status === 'invited' ? { ...row, joined_at: '2025-01-01T00:00:00.000000Z' } : row,
            )
          : answer,
    },
    args: ['--only', 'inviteCouncilUser'],
    operation: 'inviteCouncilUser',
    check: 'promise-sets',
    promise: 'inviteCouncilUser/invitee-listed',
  };
}
