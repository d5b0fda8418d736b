// @vitest-environment node
/**
 * The mock server (`npm run mock:server`'s request handling) under hostile HTTP, as a real client
 * sends it: malformed multipart, bad request lines and Host headers, methods a path does not
 * list, raw `//host` paths, bodies of the wrong type, unknown keys, and the CSRF header variants.
 * Laravel's answers are the reference: 4xx where the client is wrong, never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import {
  JarClient,
  rawRequest,
  startMockHttpServer,
  type RunningMockServer,
} from './server-harness';

let mock: RunningMockServer;
let demo: JarClient;

beforeAll(async () => {
  mock = await startMockHttpServer();
  demo = new JarClient(mock.origin);
  await demo.signIn('demo@example.com');
});
afterAll(() => mock.close());

const DEMOS_DRAFT_AGENT = 4;
const NORTHWIND_AGENT = 1;
const DEMOS_THREAD = 2;

/** The four upload operations and the file field each one requires. */
const UPLOADS = [
  { path: `/api/agents/${DEMOS_DRAFT_AGENT}/files`, field: 'file' },
  { path: `/api/threads/${DEMOS_THREAD}/file`, field: 'files' },
  { path: `/api/councils/${COUNCILS.northwind}/files`, field: 'file' },
  { path: `/api/councils/${COUNCILS.northwind}/agents/${NORTHWIND_AGENT}/files`, field: 'file' },
];

const part = (disposition: string, content = 'hello') =>
  `--XyZ\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;

describe('malformed multipart on the upload operations', () => {
  const missingFile: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', ''],
    ['no boundary, with a body', 'multipart/form-data', part('name="file"; filename="a.pdf"')],
    [
      'a truncated body',
      'multipart/form-data; boundary=XyZ',
      part('name="file"; filename="a.pdf"').slice(0, 60),
    ],
    ['a JSON body', 'multipart/form-data; boundary=XyZ', '{"file":"a.pdf"}'],
    ['an empty body', 'multipart/form-data; boundary=XyZ', ''],
  ];

  for (const { path, field } of UPLOADS) {
    for (const [what, type, body] of missingFile) {
      it(`${path}: ${what} answers 422, the ${field} field is missing`, async () => {
        const response = await demo.request('POST', path, {
          headers: { 'Content-Type': type, 'X-XSRF-TOKEN': demo.xsrf },
          body,
        });
        expect(response.status).toBe(422);
        const json = (await response.json()) as { errors: Record<string, string[]> };
        expect(json.errors[field]).toEqual([`The ${field} field is required.`]);
      });
    }

    it(`${path}: odd filenames (CRLF, escaped quote) never answer 5xx`, async () => {
      const name = field === 'files' ? 'files[]' : 'file';
      for (const filename of ['a\r\nb.pdf', 'a\\".pdf', 'a".pdf']) {
        const body = `${part(`name="${name}"; filename="${filename}"`)}--XyZ--\r\n`;
        const response = await demo.request('POST', path, {
          headers: {
            'Content-Type': 'multipart/form-data; boundary=XyZ',
            'X-XSRF-TOKEN': demo.xsrf,
          },
          body,
        });
        expect([201, 422]).toContain(response.status);
      }
    });
  }
});

describe('request line and Host header', () => {
  for (const host of ['a b', '[', 'x/y', 'ex ample.org:80']) {
    it(`answers 400 to Host: ${host}`, async () => {
      const answer = await rawRequest(
        mock.port,
        `GET /api/threads HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
    });
  }

  it('answers a raw //host path as a path: 404, nothing about the host in any link', async () => {
    const answer = await rawRequest(
      mock.port,
      `GET //evil.example/api/threads HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The route evil.example/api/threads could not be found.',
    });
  });

  it('builds pagination links from the configured origin, whatever Host the request names', async () => {
    const cookie = [...demo.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await rawRequest(
      mock.port,
      `GET /api/threads?per_page=2 HTTP/1.1\r\nHost: evil.example\r\nCookie: ${cookie}\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as {
      links: Record<string, string | null>;
      meta: { path: string };
    };
    expect(body.links.next).toBe(`${mock.origin}/api/threads?page=2`);
    expect(body.meta.path).toBe(`${mock.origin}/api/threads`);
    expect(answer.body).not.toContain('evil.example');
  });
});

describe('HTTP methods (Laravel router)', () => {
  it('answers 405 with Allow and Laravel’s message to a method the path does not list', async () => {
    const response = await demo.request('PATCH', '/api/dictionaries/roles');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      message:
        'The PATCH method is not supported for route api/dictionaries/roles. Supported methods: GET, HEAD.',
    });
    const councils = await demo.request('DELETE', '/api/councils/create');
    expect(councils.status).toBe(405);
    expect(councils.headers.get('allow')).toBe('GET, HEAD, POST, PUT');
  });

  it('answers TRACE with 405 on a known path and 404 elsewhere', async () => {
    const known = await rawRequest(
      mock.port,
      `TRACE /api/threads HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(known.status).toBe(405);
    expect(known.head).toMatch(/^Allow: GET, HEAD, POST$/im);
    const unknown = await rawRequest(
      mock.port,
      `TRACE /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(unknown.status).toBe(404);
  });

  it('answers HEAD on a GET route as GET, without the body', async () => {
    const get = await demo.request('GET', '/api/dictionaries/roles');
    const head = await demo.request('HEAD', '/api/dictionaries/roles');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    expect(await get.json()).toHaveProperty('data');
  });
});

describe('request bodies as Laravel reads them', () => {
  it('reads no input from a JSON body sent as text/plain: the rules say what is missing', async () => {
    const response = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'text/plain', 'X-XSRF-TOKEN': demo.xsrf },
      body: JSON.stringify({ name: 'Plain text' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
  });

  it('reads a form-encoded body', async () => {
    const response = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': demo.xsrf },
      body: 'name=From+a+form',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ data: { name: 'From a form' } });
  });

  it('ignores keys it has no rule for, and never stores them (a 1 MB junk field included)', async () => {
    const response = await demo.json('POST', '/api/folders', {
      name: 'Extra keys',
      is_admin: true,
      junk: 'x'.repeat(1_000_000),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).not.toHaveProperty('is_admin');
    const stored = mock.state.db.folders.get(data.id as number) as unknown as Record<
      string,
      unknown
    >;
    expect(stored).not.toHaveProperty('is_admin');
    expect(stored).not.toHaveProperty('junk');
  });

  it('accepts PUT /api/profile {} (every rule is `sometimes`) and changes nothing', async () => {
    const before = (await (await demo.request('GET', '/api/profile')).json()) as { data: unknown };
    const response = await demo.json('PUT', '/api/profile', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(before);
  });
});

describe('CSRF token headers', () => {
  it('accepts the plain token in X-CSRF-TOKEN, as Laravel does', async () => {
    const response = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': demo.xsrf },
      body: JSON.stringify({ name: 'Via X-CSRF-TOKEN' }),
    });
    expect(response.status).toBe(201);
  });

  it('accepts the token as the _token input', async () => {
    const response = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Via _token', _token: demo.xsrf }),
    });
    expect(response.status).toBe(201);
  });

  it('still answers 419 to a wrong or missing token', async () => {
    const attempts: Record<string, string>[] = [
      { 'X-CSRF-TOKEN': 'nope' },
      { 'X-XSRF-TOKEN': 'nope' },
      {},
    ];
    for (const headers of attempts) {
      const response = await demo.request('POST', '/api/folders', {
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Refused' }),
      });
      expect(response.status).toBe(419);
    }
  });
});

describe('sessions under cookieless load', () => {
  it('keeps the store bounded and a signed-in user signed in', async () => {
    const small = await startMockHttpServer({ maxSessions: 50 });
    try {
      const user = new JarClient(small.origin);
      await user.signIn('member@example.com');
      for (let i = 0; i < 300; i++) {
        const response = await fetch(`${small.origin}/api/dictionaries/roles`, {
          headers: { Accept: 'application/json' },
        });
        expect(response.status).toBe(401);
      }
      const stats = (await (await fetch(`${small.origin}/__council-mock/stats`)).json()) as {
        sessions: number;
      };
      expect(stats.sessions).toBeLessThanOrEqual(50);
      const profile = await user.request('GET', '/api/profile');
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { data: { id: number } }).data.id).toBe(USERS.member);
    } finally {
      await small.close();
    }
  });
});
