/**
 * Broken backends for the invariants no sentence of the contract states, and for the gaps issue 58
 * found in older checks: each is the mock behind a proxy that breaks one rule, with the operation
 * and the check the runner must name (invariant-backends.test.ts).
 */
import type { Case } from './broken-cases';
import type { RelayTransform } from './ws-relay';
import { json, withJson, type Answer, type BrokenProxy, type Exchange } from './broken-proxy';
import { letThrough } from './promise-account-cases';
import { bodyOf, inSession, isPath } from './variants';

/** The operations whose body names the council the role rule is checked on. */
const BODY_COUNCIL = /^\/api\/(agents|agents\/\d+\/buy|subscriptions\/[^/]+\/buy)$/;

/**
 * A FormRequest that checks the role only when `is_int($this->council_id)`: a string id is let
 * through, as if the council's admin (the first account) had asked.
 */
function roleSkippedForStringIds(ex: Exchange, proxy: BrokenProxy): Exchange {
  if (!isPath(ex, 'POST', BODY_COUNCIL)) return ex;
  const body = bodyOf(ex);
  const admin = proxy.sessions.get('demo@example.com');
  if (typeof body?.council_id !== 'string' || !admin) return ex;
  const json = { ...body, council_id: Number(body.council_id) };
  return { ...inSession(ex, admin), body: Buffer.from(JSON.stringify(json)) };
}

/** `$agent->update($request->all())`: a `status` in the body is stored (the answer shows it). */
function statusAssigned(answer: Answer, ex: Exchange): Answer {
  if (!isPath(ex, 'PUT', /^\/api\/agents\/\d+$/) || answer.status !== 200) return answer;
  const status = bodyOf(ex)?.status;
  if (typeof status !== 'string') return answer;
  const body = json(answer) as { data: Record<string, unknown> };
  body.data.status = status;
  return withJson(answer, body);
}

/** A search that finds records holding any word of `q` (here: its first word alone). */
function anyWord(ex: Exchange): Exchange {
  if (!isPath(ex, 'GET', /^\/api\/messages\/search$/)) return ex;
  const url = new URL(ex.path, 'http://backend');
  const q = url.searchParams.get('q')?.trim().split(/\s+/);
  if (!q || q.length < 2) return ex;
  url.searchParams.set('q', q[0]!);
  return { ...ex, path: url.pathname + url.search };
}

/** A `utf8mb3` column: every character outside the BMP of a write is stored as `?`. */
function utf8mb3(ex: Exchange): Exchange {
  if (!['POST', 'PUT', 'PATCH'].includes(ex.method) || !ex.path.startsWith('/api/')) return ex;
  const text = ex.body.toString('utf8');
  const stored = text.replace(/[\u{10000}-\u{10FFFF}]/gu, '?');
  return stored === text ? ex : { ...ex, body: Buffer.from(stored) };
}

/** Local time (UTC+2) written with a `Z`: a new record's stamps are two hours ahead. */
function localTimeAsUtc(answer: Answer): Answer {
  if (answer.status !== 201) return answer;
  const text = answer.body.toString('utf8');
  const shifted = text.replace(
    /"(created_at|updated_at)":"([^"]+)"/g,
    (_all, key: string, value: string) =>
      `"${key}":"${new Date(Date.parse(value) + 2 * 3_600_000).toISOString()}"`,
  );
  return { ...answer, body: Buffer.from(shifted) };
}

/**
 * Uploads stored whatever their type and size (no `mimes`, no `max`): a refused type or an
 * oversized file reaches the mock as the small text file it would have accepted.
 */
function anyUpload(ex: Exchange): Exchange {
  const type = String(ex.headers['content-type'] ?? '');
  const boundary = /boundary=([^;]+)/.exec(type)?.[1];
  if (ex.method !== 'POST' || !boundary) return ex;
  const head = ex.body.subarray(0, 400).toString('latin1');
  const refused = /filename="[^"]*\.(exe|html)"/.test(head);
  if (!refused && ex.body.length <= 20480 * 1024) return ex;
  const field = /name="([^"]+)"/.exec(head)?.[1] ?? 'file';
  const small = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="stored.txt"\r\nContent-Type: text/plain\r\n\r\nstored anyway\r\n--${boundary}--\r\n`,
  );
  return { ...ex, body: small };
}

/** PHP's `upload_max_filesize` at 10M: every upload past 10 MB fails ("The file failed to upload."). */
function lowUploadLimit(ex: Exchange): Exchange | Answer {
  const type = String(ex.headers['content-type'] ?? '');
  if (ex.method !== 'POST' || !type.includes('boundary=') || ex.body.length <= 10 * 1024 * 1024)
    return ex;
  const field = /name="([^"]+)"/.exec(ex.body.subarray(0, 400).toString('latin1'))?.[1] ?? 'file';
  const message = `The ${field} failed to upload.`;
  return withJson(
    { status: 422, headers: {}, body: Buffer.alloc(0) },
    { message, errors: { [field]: [message] } },
  );
}

/** A thread upload answered from a fresh query sorted by name: not in the order of the parts. */
function uploadsByName(answer: Answer, ex: Exchange): Answer {
  if (!isPath(ex, 'POST', /^\/api\/threads\/\d+\/file$/) || answer.status !== 201) return answer;
  const body = json(answer) as { data: { name: string }[] };
  body.data.sort((a, b) => a.name.localeCompare(b.name));
  return withJson(answer, body);
}

/** A password change that leaves the user's other sessions signed in (no logoutOtherDevices). */
function otherSessionsKept(ex: Exchange): Exchange {
  const body = bodyOf(ex);
  if (!isPath(ex, 'PUT', /^\/api\/profile$/) || typeof body?.password !== 'string') return ex;
  // The change is kept out of the mock, which would sign the other sessions out.
  const { password: _p, password_confirmation: _c, current_password: _cp, ...rest } = body;
  return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
}

/** A sign-out that only expires the cookie in the client (the session stays valid on the server). */
function logoutInClientOnly(ex: Exchange): Exchange | Answer {
  if (!isPath(ex, 'POST', /^\/api\/logout$/)) return ex;
  const names = String(ex.headers.cookie ?? '')
    .split(/;\s*/)
    .map((c) => c.split('=')[0]!)
    .filter((n) => n !== '');
  return {
    status: 204,
    headers: {
      'set-cookie': names.map((n) => `${n}=deleted; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`),
    },
    body: Buffer.alloc(0),
  };
}

/** A case whose Reverb is broken too: the relay in front of the mock's (support/ws-relay.ts). */
export interface InvariantCase extends Case {
  relay?: RelayTransform;
  /** Its runs get fresh mock servers of their own (a throttle the other cases would have spent). */
  ownBackend?: true;
}

/** Council events broadcast to everyone: the request's X-Socket-ID never reaches the broadcaster. */
function withoutSocketId(ex: Exchange): Exchange {
  const { 'x-socket-id': _id, ...headers } = ex.headers;
  return { ...ex, headers };
}

/** A reply's deltas out of order: delta 1 is held back and sent after delta 2. */
const deltasSwapped: RelayTransform = () => {
  let held: string | null = null;
  return (frame) => {
    const parsed = JSON.parse(frame) as { event?: string; data?: unknown };
    if (parsed.event !== 'message.delta') return [frame];
    const data = JSON.parse(String(parsed.data)) as { index?: number };
    if (data.index === 1) {
      held = frame;
      return [];
    }
    if (data.index === 2 && held) return [frame, held];
    return [frame];
  };
};

/** A finished reply broadcast with the status it had while streaming (saved after the event). */
const completedStillStreaming: RelayTransform = () => (frame) => {
  const parsed = JSON.parse(frame) as { event?: string; data?: unknown };
  if (parsed.event !== 'message.completed') return [frame];
  const data = JSON.parse(String(parsed.data)) as Record<string, unknown>;
  return [JSON.stringify({ ...parsed, data: JSON.stringify({ ...data, status: 'streaming' }) })];
};

/** A stream that goes on after its end: the last delta is sent again after message.completed. */
const deltaAfterEnd: RelayTransform = () => {
  let last: string | null = null;
  return (frame) => {
    const event = (JSON.parse(frame) as { event?: string }).event;
    if (event === 'message.delta') last = frame;
    return event === 'message.completed' && last ? [frame, last] : [frame];
  };
};

/** A folder rule that looks the folder up only when `is_int()`: a string folder_id goes through. */
function folderRuleSkippedForStrings(ex: Exchange): Exchange {
  const body = bodyOf(ex);
  if (!isPath(ex, 'POST', /^\/api\/threads$/) || typeof body?.folder_id !== 'string') return ex;
  const { folder_id: _skipped, ...rest } = body;
  return { ...ex, body: Buffer.from(JSON.stringify(rest)) };
}

export const INVARIANT_CASES: InvariantCase[] = [
  {
    name: 'a folder_id rule checked only when the id is an int (createThread, "12" let through)',
    variant: { request: folderRuleSkippedForStrings },
    args: ['--only', 'createThread'],
    operation: 'createThread',
    check: 'visibility-id-forms',
  },
  {
    name: 'a delta after message.completed',
    variant: {},
    relay: deltaAfterEnd,
    ownBackend: true,
    args: ['--only', 'sendThreadMessage', '--realtime'],
    operation: 'sendThreadMessage',
    check: 'realtime-stream',
  },
  {
    name: 'council events sent to the acting socket too (toOthers() missing)',
    variant: { request: withoutSocketId },
    args: ['--only', 'updateCouncilUser', '--realtime'],
    operation: 'updateCouncilUser',
    check: 'realtime-to-others',
  },
  {
    name: 'a finished reply broadcast as still streaming (status saved after message.completed)',
    variant: {},
    relay: completedStillStreaming,
    ownBackend: true,
    args: ['--only', 'sendThreadMessage', '--realtime'],
    operation: 'sendThreadMessage',
    check: 'realtime-events',
  },
  {
    name: "a reply's deltas out of index order",
    variant: {},
    relay: deltasSwapped,
    ownBackend: true,
    args: ['--only', 'sendThreadMessage', '--realtime'],
    operation: 'sendThreadMessage',
    check: 'realtime-stream',
  },
  {
    name: "a password change that leaves the user's other sessions signed in",
    variant: { request: otherSessionsKept },
    args: ['--only', 'updateProfile'],
    operation: 'updateProfile',
    check: 'session-end',
  },
  {
    name: 'a sign-out that only expires the cookie in the client',
    variant: { request: logoutInClientOnly },
    args: ['--only', 'logout'],
    operation: 'logout',
    check: 'session-end',
  },
  {
    name: 'an agent file of any type or size stored (no mimes, no max)',
    variant: { request: anyUpload },
    args: ['--only', 'uploadAgentFile'],
    operation: 'uploadAgentFile',
    check: 'upload-limits',
  },
  {
    name: "an agent file's limit below the contract's (10 MB)",
    variant: { request: lowUploadLimit },
    args: ['--only', 'uploadAgentFile'],
    operation: 'uploadAgentFile',
    check: 'upload-limits',
  },
  {
    name: 'a thread upload of any type or size stored',
    variant: { request: anyUpload },
    args: ['--only', 'uploadThreadFiles'],
    operation: 'uploadThreadFiles',
    check: 'upload-limits',
  },
  {
    name: 'a thread upload answered sorted by name, not in upload order',
    variant: { response: uploadsByName },
    args: ['--only', 'uploadThreadFiles'],
    operation: 'uploadThreadFiles',
    check: 'upload-order',
  },
  {
    name: 'local time written with a Z (new records two hours off)',
    variant: { response: localTimeAsUtc },
    args: ['--only', 'createFolder'],
    operation: 'createFolder',
    check: 'timestamps',
  },
  {
    name: 'emoji stored as ? (a utf8mb3 column)',
    variant: { request: utf8mb3 },
    args: ['--only', 'createFolder,updateFolder,getFolder'],
    operation: 'createFolder',
    check: 'fidelity',
  },
  {
    name: 'an update that assigns the whole body ($agent->update($request->all()))',
    variant: { response: statusAssigned },
    args: ['--only', 'updateAgent'],
    operation: 'updateAgent',
    check: 'promise-settable',
  },
  {
    name: 'a words search that finds records holding any word of q',
    variant: { request: anyWord },
    args: ['--only', 'searchMessages'],
    operation: 'searchMessages',
    check: 'promise-match',
  },
  {
    name: "a manager let change members' roles (the policy lets admins and managers in)",
    variant: {
      response: letThrough('manager@example.com', 'PUT', /^\/api\/councils\/\d+\/users\/\d+$/),
    },
    args: ['--only', 'updateCouncilUser'],
    operation: 'updateCouncilUser',
    check: 'authorization-role',
  },
  {
    name: 'a role checked only when council_id is an int (createAgent, the string "7" let through)',
    variant: { request: roleSkippedForStringIds },
    args: ['--only', 'createAgent'],
    operation: 'createAgent',
    check: 'authorization-id-forms',
  },
];
