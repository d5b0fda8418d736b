// @vitest-environment node
/**
 * `npm run mock:server`'s answers, over real HTTP, to the hostile input that once gave 5xx or was
 * accepted: URLs of 8 KB and more, keys named like built-in object members, control characters
 * in uploaded file names, clients that stall. Where the mock once answered otherwise than Laravel
 * to ordinary input is in laravel-answers-http-differences.test.ts.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/generated/operations';
import { COUNCILS } from '@mocks/db/seed-ids';
import {
  JarClient,
  rawRequest,
  startMockHttpServer,
  type RunningMockServer,
} from './server-harness';
import {
  DEMOS_DRAFT_AGENT,
  DEMOS_THREAD,
  NORTHWIND_AGENT,
  json,
  useSignedInMock,
} from './laravel-answers-http-helpers';

const server = useSignedInMock();

describe('URLs of 8 KB and more', () => {
  const longPath = (length: number, base = '/api/threads?search=') =>
    base + 'a'.repeat(length - base.length);

  it('answers 414 from 8,192 characters, before authentication, and as usual below', async () => {
    const guest = (path: string) =>
      fetch(server.mock.origin + path, { headers: { Accept: 'application/json' } });
    expect((await guest(longPath(8191))).status).toBe(401);
    for (const length of [8192, 9000, 16_000]) {
      const response = await guest(longPath(length));
      expect(response.status, `${length}`).toBe(414);
      expect(await json(response)).toEqual({ message: 'URI Too Long' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await server.demo.request('GET', longPath(8192))).status).toBe(414);
  });

  it('answers 414 past node’s 16 KB header limit too (the request line alone is too long), 431 for a huge header', async () => {
    for (const length of [17_000, 70_000]) {
      const answer = await rawRequest(
        server.mock.port,
        `GET ${longPath(length)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, `${length}`).toBe(414);
      expect(JSON.parse(answer.body)).toEqual({ message: 'URI Too Long' });
    }
    const header = await rawRequest(
      server.mock.port,
      `GET /api/threads HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(header.status).toBe(431);
  });
});

const MEMBER_NAMES = [
  '__proto__',
  'toString',
  'hasOwnProperty',
  'constructor',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

describe('keys named like built-in object members', () => {
  const query = MEMBER_NAMES.map((name) => `${name}=1`).join('&');

  it('are ignored as unknown keys on every GET operation’s query: never 5xx', async () => {
    const gets = operations.filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    for (const op of gets) {
      const path = op.path.replace(/\{[^}]+\}/g, (param) =>
        param === '{council}' ? String(COUNCILS.northwind) : '1',
      );
      const response = await server.demo.request('GET', `${path}?${query}`);
      expect(response.status, `${op.operationId} ${path}`).toBeLessThan(500);
    }
  });

  it('answer as if absent: GET /api/threads?toString=1 is the plain list', async () => {
    const plain = await server.demo.request('GET', '/api/threads');
    const named = await server.demo.request('GET', `/api/threads?${query}`);
    expect(named.status).toBe(200);
    const {
      links: _links,
      meta: _meta,
      ...withKeys
    } = (await named.json()) as Record<string, unknown>;
    const { links: _l, meta: _m, ...without } = (await plain.json()) as Record<string, unknown>;
    expect(withKeys).toEqual(without);
  });

  it('each alone, as a query value of a known key’s name ("per_page" with a member as value) too', async () => {
    for (const name of MEMBER_NAMES) {
      const alone = await server.demo.request('GET', `/api/threads?${name}=1`);
      expect(alone.status, name).toBe(200);
      const asValue = await server.demo.request('GET', `/api/threads?per_page=${name}`);
      expect(asValue.status, name).toBe(422);
      expect((await json(asValue)).errors).toEqual({
        per_page: ['The per page field must be an integer.'],
      });
    }
  });

  it('in a JSON body: never read as inherited values, never stored, nothing polluted', async () => {
    const polluting =
      '{"__proto__":{"name":"Inherited","polluted":true},"constructor":{"prototype":{"polluted":true}},"toString":"x","valueOf":1}';
    const missing = await server.demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': server.demo.xsrf },
      body: polluting,
    });
    expect(missing.status).toBe(422);
    expect((await json(missing)).errors).toEqual({ name: ['The name field is required.'] });

    const named = await server.demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': server.demo.xsrf },
      body: polluting.replace(/^\{/, '{"name":"Member keys",'),
    });
    expect(named.status).toBe(201);
    const { data } = (await named.json()) as { data: Record<string, unknown> };
    expect(data.name).toBe('Member keys');
    const stored = server.mock.state.db.folders.get(data.id as number) as unknown as Record<
      string,
      unknown
    >;
    for (const name of MEMBER_NAMES) expect(Object.hasOwn(stored, name), name).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('in a form body and in multipart fields', async () => {
    const form = await server.demo.request('POST', '/api/folders', {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-XSRF-TOKEN': server.demo.xsrf,
      },
      body: `${query}&name=From+a+form+with+member+keys`,
    });
    expect(form.status).toBe(201);

    const onlyMembers = await server.demo.request('POST', '/api/folders', {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-XSRF-TOKEN': server.demo.xsrf,
      },
      body: query,
    });
    expect(onlyMembers.status).toBe(422);

    const multipart = new FormData();
    for (const name of MEMBER_NAMES)
      multipart.append(name, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    const upload = await server.demo.request('POST', `/api/agents/${DEMOS_DRAFT_AGENT}/files`, {
      headers: { 'X-XSRF-TOKEN': server.demo.xsrf },
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
    {
      path: `/api/councils/${COUNCILS.northwind}/agents/${NORTHWIND_AGENT}/files`,
      part: 'file',
      field: 'file',
    },
  ];
  const NAMES = [
    'a.php\u0000.txt',
    'report\r\n.pdf',
    'tab\t.pdf',
    'bell\u0007.pdf',
    'del\u007f.pdf',
    'c1\u0085.pdf',
  ];

  for (const { path, part, field } of UPLOADS) {
    it(`${path}: 422 on ${field}, "failed to upload", nothing stored`, async () => {
      for (const name of NAMES) {
        const body = new FormData();
        body.append(part, new File(['hello'], name, { type: 'text/plain' }));
        const response = await server.demo.request('POST', path, {
          headers: { 'X-XSRF-TOKEN': server.demo.xsrf },
          body,
        });
        expect(response.status, JSON.stringify(name)).toBe(422);
        expect((await json(response)).errors, JSON.stringify(name)).toEqual({
          [field]: [`The ${field} failed to upload.`],
        });
      }
      const clean = new FormData();
      clean.append(part, new File(['hello'], 'clean.txt', { type: 'text/plain' }));
      const accepted = await server.demo.request('POST', path, {
        headers: { 'X-XSRF-TOKEN': server.demo.xsrf },
        body: clean,
      });
      expect(accepted.status).toBe(201);
      expect(await accepted.text()).not.toMatch(/%00|\\u0000/);
    });
  }

  it('a NUL byte sent raw in the multipart header is refused the same way', async () => {
    const body = `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.php\u0000.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XyZ--\r\n`;
    const response = await server.demo.request(
      'POST',
      `/api/councils/${COUNCILS.northwind}/files`,
      {
        headers: {
          'Content-Type': 'multipart/form-data; boundary=XyZ',
          'X-XSRF-TOKEN': server.demo.xsrf,
        },
        body,
      },
    );
    expect(response.status).toBe(422);
    expect((await json(response)).errors).toEqual({ file: ['The file failed to upload.'] });
  });
});

describe('clients that stall', () => {
  let quick: RunningMockServer;
  beforeAll(async () => {
    // The production limits are 20 s (headers) and 60 s (request); the same mechanism, shorter.
    quick = await startMockHttpServer(
      {},
      { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 100 },
    );
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
    const answered = await fetch(`${quick.origin}/api/dictionaries/roles`, {
      headers: { Accept: 'application/json' },
    });
    expect(answered.status).toBe(401);
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
  });
});
