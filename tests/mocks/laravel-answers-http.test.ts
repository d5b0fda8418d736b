// @vitest-environment node
/**
 * `npm run mock:server`'s answers, over real HTTP, where a Laravel 11 + Sanctum 4 application
 * (APP_DEBUG=false, route model binding, `$request->validate`) answers otherwise than a naive mock:
 * the type rule's message for a value of the wrong type, the model's 404 for an unknown id, the
 * route's 404, a 419 that sets no new XSRF cookie; and the hostile input that once gave 5xx or was
 * accepted: URLs of 8 KB and more, keys named like built-in object members, control characters
 * in uploaded file names, clients that stall.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/generated/operations';
import { COUNCILS, PASSWORD } from '@mocks/db/seed-ids';
import { JarClient, rawRequest, startMockHttpServer, type RunningMockServer } from './server-harness';

let mock: RunningMockServer;
let demo: JarClient;

beforeAll(async () => {
  mock = await startMockHttpServer();
  demo = new JarClient(mock.origin);
  await demo.signIn('demo@example.com');
});
afterAll(() => mock.close());

const UNKNOWN = 999_999;
const DEMOS_DRAFT_AGENT = 4;
const NORTHWIND_AGENT = 1;
const DEMOS_THREAD = 2;

/** A visitor with the XSRF cookie and no session yet. */
async function guest(): Promise<JarClient> {
  const client = new JarClient(mock.origin);
  await client.request('GET', '/sanctum/csrf-cookie');
  return client;
}

async function json(response: Response) {
  return (await response.json()) as { message: string; errors?: Record<string, string[]> };
}

describe('the rows where the mock once differed from Laravel', () => {
  it('GET /api/threads?per_page=not-a-number: 422, the integer rule', async () => {
    const response = await demo.request('GET', '/api/threads?per_page=not-a-number');
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      message: 'The per page field must be an integer.',
      errors: { per_page: ['The per page field must be an integer.'] },
    });
  });

  it('a query’s integer is read as FILTER_VALIDATE_INT reads it: "+2" and " 2" pass, "02", "2.0" and "2e0" do not', async () => {
    for (const value of ['+2', ' 2', '2 ']) {
      const response = await demo.request('GET', `/api/threads?per_page=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(200);
      expect(((await response.json()) as { meta: { per_page: number } }).meta.per_page, value).toBe(2);
    }
    for (const value of ['02', '2.0', '2e0']) {
      const response = await demo.request('GET', `/api/threads?per_page=${value}`);
      expect(response.status, value).toBe(422);
      expect((await json(response)).errors, value).toEqual({ per_page: ['The per page field must be an integer.'] });
    }
  });

  it('POST /api/threads with folder_id "not-a-number": the integer rule on folder_id', async () => {
    const response = await demo.json('POST', '/api/threads', { agent_id: NORTHWIND_AGENT, folder_id: 'not-a-number' });
    expect(response.status).toBe(422);
    expect((await json(response)).errors?.folder_id).toEqual(['The folder id field must be an integer.']);
  });

  it('JSON strings of digits pass the integer rule, as FILTER_VALIDATE_INT lets them; other strings do not', async () => {
    const accepted = await demo.json('POST', '/api/threads', { agent_id: ` ${NORTHWIND_AGENT}`, title: 'Digits as a string' });
    expect(accepted.status).toBe(201);
    expect(((await accepted.json()) as { data: { agent_id: number } }).data.agent_id).toBe(NORTHWIND_AGENT);
    for (const refused of ['1.0', '01', '1e0', '0x1', '1 1', 'one']) {
      const response = await demo.json('POST', '/api/threads', { agent_id: refused });
      expect(response.status, refused).toBe(422);
      expect((await json(response)).errors?.agent_id, refused).toEqual(['The agent id field must be an integer.']);
    }
  });

  it('JSON 1, 0, "1" and "0" pass the boolean rule; "true" and "yes" do not', async () => {
    const login = async (remember: unknown) =>
      (await guest()).json('POST', '/api/login', { email: 'demo@example.com', password: PASSWORD, remember });
    for (const remember of [1, 0, '1', '0']) expect((await login(remember)).status, String(remember)).toBe(200);
    for (const remember of ['true', 'yes', 2]) {
      const response = await login(remember);
      expect(response.status, String(remember)).toBe(422);
      expect((await json(response)).errors?.remember, String(remember)).toEqual(['The remember field must be true or false.']);
    }
  });

  it('a form body’s "1" and "0" pass the boolean rule; its "true" does not', async () => {
    const login = async (remember: string) => {
      const client = await guest();
      return client.request('POST', '/api/login', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': client.xsrf },
        body: new URLSearchParams({ email: 'demo@example.com', password: PASSWORD, remember }).toString(),
      });
    };
    expect((await login('1')).status).toBe(200);
    expect((await login('0')).status).toBe(200);
    const refused = await login('true');
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors?.remember).toEqual(['The remember field must be true or false.']);
  });

  it('an array of JSON digit strings is judged as the integers they are: `distinct` sees "7" and 7 as one value', async () => {
    const same = await demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, { content: 'Two copies', file_ids: ['7', 7] });
    expect(same.status).toBe(422);
    expect((await json(same)).errors).toEqual({
      'file_ids.0': ['The file_ids.0 field has a duplicate value.'],
      'file_ids.1': ['The file_ids.1 field has a duplicate value.'],
    });
  });

  it('POST /api/threads/{thread}/message with the same file twice: `distinct` on each copy, with the other fields’ errors in the same 422', async () => {
    const same = await demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, { content: 'Two copies', file_ids: [7, 8, 7] });
    expect(same.status).toBe(422);
    expect((await json(same)).errors).toEqual({
      'file_ids.0': ['The file_ids.0 field has a duplicate value.'],
      'file_ids.2': ['The file_ids.2 field has a duplicate value.'],
    });
    const both = await demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, { file_ids: [9, 9] });
    expect(both.status).toBe(422);
    expect(await json(both)).toEqual({
      message: 'The content field is required. (and 2 more errors)',
      errors: {
        content: ['The content field is required.'],
        'file_ids.0': ['The file_ids.0 field has a duplicate value.'],
        'file_ids.1': ['The file_ids.1 field has a duplicate value.'],
      },
    });
  });

  it('every `uniqueItems` array of a request body is checked: the operation table lists each', () => {
    const listed = Object.fromEntries(operations.flatMap((op) => ('distinct' in op ? [[op.operationId, op.distinct]] : [])));
    expect(listed).toEqual({
      updateCouncilAgentUsers: ['users'],
      sendThreadMessage: ['file_ids'],
      createAgent: ['tools'],
      updateAgent: ['tools'],
    });
  });

  it('GET /api/folders/{unknown}: route model binding’s 404, without a closing period after the id', async () => {
    const response = await demo.request('GET', `/api/folders/${UNKNOWN}`);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: `No query results for model [App\\Models\\Folder] ${UNKNOWN}` });
  });

  it('a malformed id is the same 404, naming the value as sent', async () => {
    const response = await demo.request('GET', '/api/threads/abc');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: 'No query results for model [App\\Models\\Thread] abc' });
  });

  it('each bound resource names its own model (nested ones included)', async () => {
    const cases: [string, string, string][] = [
      ['GET', `/api/agents/${UNKNOWN}`, 'Agent'],
      ['DELETE', `/api/agents/${DEMOS_DRAFT_AGENT}/files/${UNKNOWN}`, 'AgentFile'],
      ['GET', `/api/councils/${UNKNOWN}`, 'Council'],
      ['DELETE', `/api/councils/${COUNCILS.northwind}/files/${UNKNOWN}`, 'CouncilFile'],
      ['GET', `/api/councils/${COUNCILS.northwind}/users/${UNKNOWN}`, 'User'],
    ];
    for (const [method, path, model] of cases) {
      const response = await demo.request(method, path, { headers: { 'X-XSRF-TOKEN': demo.xsrf } });
      expect(response.status, path).toBe(404);
      expect(await json(response), path).toEqual({ message: `No query results for model [App\\Models\\${model}] ${UNKNOWN}` });
    }
  });

  it('a record of the path that belongs elsewhere names its own model (scoped binding)', async () => {
    const elsewhere = mock.state.db.councilFiles.all().find((file) => file.council_id !== COUNCILS.northwind);
    expect(elsewhere, 'the seed has a file of another council').toBeDefined();
    const response = await demo.request('DELETE', `/api/councils/${COUNCILS.northwind}/files/${elsewhere!.id}`, {
      headers: { 'X-XSRF-TOKEN': demo.xsrf },
    });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: `No query results for model [App\\Models\\CouncilFile] ${elsewhere!.id}` });
    expect(mock.state.db.councilFiles.get(elsewhere!.id)).toBeDefined();
  });

  it('GET /api/no-such-route: the router’s 404', async () => {
    const response = await demo.request('GET', '/api/no-such-route');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: 'The route api/no-such-route could not be found.' });
  });

  it('an unsafe call without the token: 419, and no new XSRF-TOKEN cookie (the session cookie stays)', async () => {
    const response = await fetch(`${mock.origin}/api/folders`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Cookie: `laravel_session=${demo.cookies.get('laravel_session')}` },
      body: JSON.stringify({ name: 'No token' }),
    });
    expect(response.status).toBe(419);
    expect(await json(response)).toEqual({ message: 'CSRF token mismatch.' });
    const cookies = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(cookies).toEqual(['laravel_session']);
    // A call that passes the check still refreshes both, as Laravel's VerifyCsrfToken does.
    const passed = await demo.request('GET', '/api/threads');
    expect(passed.headers.getSetCookie().map((line) => line.split('=')[0]).sort()).toEqual(['XSRF-TOKEN', 'laravel_session']);
  });
});

describe('URLs of 8 KB and more', () => {
  const longPath = (length: number, base = '/api/threads?search=') => base + 'a'.repeat(length - base.length);

  it('answers 414 from 8,192 characters, before authentication, and as usual below', async () => {
    const guest = (path: string) => fetch(mock.origin + path, { headers: { Accept: 'application/json' } });
    expect((await guest(longPath(8191))).status).toBe(401);
    for (const length of [8192, 9000, 16_000]) {
      const response = await guest(longPath(length));
      expect(response.status, `${length}`).toBe(414);
      expect(await json(response)).toEqual({ message: 'URI Too Long' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await demo.request('GET', longPath(8192))).status).toBe(414);
  });

  it('answers 414 past node’s 16 KB header limit too (the request line alone is too long), 431 for a huge header', async () => {
    for (const length of [17_000, 70_000]) {
      const answer = await rawRequest(mock.port, `GET ${longPath(length)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status, `${length}`).toBe(414);
      expect(JSON.parse(answer.body)).toEqual({ message: 'URI Too Long' });
    }
    const header = await rawRequest(
      mock.port,
      `GET /api/threads HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(header.status).toBe(431);
  });
});

const MEMBER_NAMES = ['__proto__', 'toString', 'hasOwnProperty', 'constructor', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

describe('keys named like built-in object members', () => {
  const query = MEMBER_NAMES.map((name) => `${name}=1`).join('&');

  it('are ignored as unknown keys on every GET operation’s query: never 5xx', async () => {
    const gets = operations.filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    for (const op of gets) {
      const path = op.path.replace(/\{[^}]+\}/g, (param) => (param === '{council}' ? String(COUNCILS.northwind) : '1'));
      const response = await demo.request('GET', `${path}?${query}`);
      expect(response.status, `${op.operationId} ${path}`).toBeLessThan(500);
    }
  });

  it('answer as if absent: GET /api/threads?toString=1 is the plain list', async () => {
    const plain = await demo.request('GET', '/api/threads');
    const named = await demo.request('GET', `/api/threads?${query}`);
    expect(named.status).toBe(200);
    const { links: _links, meta: _meta, ...withKeys } = (await named.json()) as Record<string, unknown>;
    const { links: _l, meta: _m, ...without } = (await plain.json()) as Record<string, unknown>;
    expect(withKeys).toEqual(without);
  });

  it('each alone, as a query value of a known key’s name ("per_page" with a member as value) too', async () => {
    for (const name of MEMBER_NAMES) {
      const alone = await demo.request('GET', `/api/threads?${name}=1`);
      expect(alone.status, name).toBe(200);
      const asValue = await demo.request('GET', `/api/threads?per_page=${name}`);
      expect(asValue.status, name).toBe(422);
      expect((await json(asValue)).errors).toEqual({ per_page: ['The per page field must be an integer.'] });
    }
  });

  it('in a JSON body: never read as inherited values, never stored, nothing polluted', async () => {
    const polluting = '{"__proto__":{"name":"Inherited","polluted":true},"constructor":{"prototype":{"polluted":true}},"toString":"x","valueOf":1}';
    const missing = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': demo.xsrf },
      body: polluting,
    });
    expect(missing.status).toBe(422);
    expect((await json(missing)).errors).toEqual({ name: ['The name field is required.'] });

    const named = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': demo.xsrf },
      body: polluting.replace(/^\{/, '{"name":"Member keys",'),
    });
    expect(named.status).toBe(201);
    const { data } = (await named.json()) as { data: Record<string, unknown> };
    expect(data.name).toBe('Member keys');
    const stored = mock.state.db.folders.get(data.id as number) as unknown as Record<string, unknown>;
    for (const name of MEMBER_NAMES) expect(Object.hasOwn(stored, name), name).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('in a form body and in multipart fields', async () => {
    const form = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': demo.xsrf },
      body: `${query}&name=From+a+form+with+member+keys`,
    });
    expect(form.status).toBe(201);

    const onlyMembers = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': demo.xsrf },
      body: query,
    });
    expect(onlyMembers.status).toBe(422);

    const multipart = new FormData();
    for (const name of MEMBER_NAMES) multipart.append(name, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    const upload = await demo.request('POST', `/api/agents/${DEMOS_DRAFT_AGENT}/files`, {
      headers: { 'X-XSRF-TOKEN': demo.xsrf },
      body: multipart,
    });
    expect(upload.status).toBe(422);
    expect((await json(upload)).errors).toEqual({ file: ['The file field is required.'] });
  });
});

describe('control characters in uploaded file names', () => {
  const UPLOADS = [
    { path: `/api/agents/${DEMOS_DRAFT_AGENT}/files`, part: 'file', field: 'file' },
    { path: `/api/threads/${DEMOS_THREAD}/file`, part: 'files[]', field: 'files.0' },
    { path: `/api/councils/${COUNCILS.northwind}/files`, part: 'file', field: 'file' },
    { path: `/api/councils/${COUNCILS.northwind}/agents/${NORTHWIND_AGENT}/files`, part: 'file', field: 'file' },
  ];
  const NAMES = ['a.php\u0000.txt', 'report\r\n.pdf', 'tab\t.pdf', 'bell\u0007.pdf', 'del\u007f.pdf', 'c1\u0085.pdf'];

  for (const { path, part, field } of UPLOADS) {
    it(`${path}: 422 on ${field}, "failed to upload", nothing stored`, async () => {
      for (const name of NAMES) {
        const body = new FormData();
        body.append(part, new File(['hello'], name, { type: 'text/plain' }));
        const response = await demo.request('POST', path, { headers: { 'X-XSRF-TOKEN': demo.xsrf }, body });
        expect(response.status, JSON.stringify(name)).toBe(422);
        expect((await json(response)).errors, JSON.stringify(name)).toEqual({ [field]: [`The ${field} failed to upload.`] });
      }
      const clean = new FormData();
      clean.append(part, new File(['hello'], 'clean.txt', { type: 'text/plain' }));
      const accepted = await demo.request('POST', path, { headers: { 'X-XSRF-TOKEN': demo.xsrf }, body: clean });
      expect(accepted.status).toBe(201);
      expect(await accepted.text()).not.toMatch(/%00|\\u0000/);
    });
  }

  it('a NUL byte sent raw in the multipart header is refused the same way', async () => {
    const body = `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.php\u0000.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XyZ--\r\n`;
    const response = await demo.request('POST', `/api/councils/${COUNCILS.northwind}/files`, {
      headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ', 'X-XSRF-TOKEN': demo.xsrf },
      body,
    });
    expect(response.status).toBe(422);
    expect((await json(response)).errors).toEqual({ file: ['The file failed to upload.'] });
  });
});

describe('clients that stall', () => {
  let quick: RunningMockServer;
  beforeAll(async () => {
    // The production limits are 20 s (headers) and 60 s (request); the same mechanism, shorter.
    quick = await startMockHttpServer({}, { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 100 });
  });
  afterAll(() => quick.close());

  /** Opens a connection, sends `text`, and resolves with what came back when the server closes it. */
  function stall(text: string): { closed: Promise<string> } {
    const socket = connect(quick.port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    return {
      closed: new Promise((resolve) => {
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(data));
      }),
    };
  }

  it('closes a body that declares its length and stops (requestTimeout: 408) while others are answered', async () => {
    const sessionCookie = await (async () => {
      const client = new JarClient(quick.origin);
      await client.signIn('demo@example.com');
      return client;
    })();
    const stalled = Array.from({ length: 20 }, () =>
      stall(
        `POST /api/folders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-XSRF-TOKEN: ${sessionCookie.xsrf}\r\nCookie: ${[...sessionCookie.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}\r\n\r\n{"name":`,
      ),
    );
    // While they hang, the server answers a normal request.
    const answered = await sessionCookie.request('GET', '/api/dictionaries/roles');
    expect(answered.status).toBe(200);
    const answers = await Promise.all(stalled.map((s) => s.closed));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Nothing half-sent was stored.
    expect(quick.state.db.folders.all().filter((folder) => folder.name === '')).toEqual([]);
  });

  it('closes a client that never finishes its headers (headersTimeout: 408)', async () => {
    const slow = stall('GET /api/threads HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const answered = await fetch(`${quick.origin}/api/dictionaries/roles`, { headers: { Accept: 'application/json' } });
    expect(answered.status).toBe(401);
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
  });
});
