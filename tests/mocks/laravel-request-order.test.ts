// @vitest-environment node
/**
 * What Laravel does to a request before the validator sees it, over real HTTP against
 * `npm run mock:server`'s request handling:
 * - route model binding answers 404 before any rule runs, and a FormRequest's authorize() (the
 *   council policy) answers 403 before its rules;
 * - TrimStrings and ConvertEmptyStringsToNull clean every string first: a blank required field is
 *   missing, a blank nullable one is null, passwords keep their spaces;
 * - PHP reads `key[]=…` and `key[k]=…` in a query or form as arrays, which a scalar rule refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNCILS } from '@mocks/db/seed-ids';
import { JarClient, startMockHttpServer, type RunningMockServer } from './server-harness';

let mock: RunningMockServer;
let demo: JarClient;
let member: JarClient;
let manager: JarClient;

beforeAll(async () => {
  mock = await startMockHttpServer();
  [demo, member, manager] = [
    new JarClient(mock.origin),
    new JarClient(mock.origin),
    new JarClient(mock.origin),
  ];
  await demo.signIn('demo@example.com');
  await member.signIn('member@example.com');
  await manager.signIn('manager@example.com');
});
afterAll(() => mock.close());

const UNKNOWN = 999_999;
const DEMOS_THREAD = 2;

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { message: string; errors?: Record<string, string[]> },
  };
}

describe('route model binding and the policy come before the rules', () => {
  it.each([
    ['POST', `/api/councils/${UNKNOWN}/users`, 'Council', {}],
    ['PUT', `/api/threads/${UNKNOWN}`, 'Thread', { title: 5 }],
    ['PATCH', `/api/folders/${UNKNOWN}`, 'Folder', { name: null }],
    ['PUT', `/api/agents/${UNKNOWN}`, 'Agent', { name: 5 }],
    ['POST', `/api/threads/${UNKNOWN}/message`, 'Thread', {}],
  ])(
    '%s %s with an invalid body: 404 for the unknown %s, not 422',
    async (method, path, model, body) => {
      expect(await answer(await demo.json(method, path, body))).toEqual({
        status: 404,
        body: { message: `No query results for model [App\\Models\\${model}] ${UNKNOWN}` },
      });
    },
  );

  it('a query the rules would refuse on an unknown record: 404 too', async () => {
    const response = await demo.json('POST', `/api/councils/${UNKNOWN}/sharepoint`);
    expect((await answer(response)).status).toBe(404);
  });

  it('a role outside x-council-roles gets 403 before the rules look at the body', async () => {
    const forbidden = { status: 403, body: { message: 'This action is unauthorized.' } };
    expect(
      await answer(await member.json('POST', `/api/councils/${COUNCILS.northwind}/users`, {})),
    ).toEqual(forbidden);
    expect(
      await answer(await manager.json('PUT', `/api/councils/${COUNCILS.northwind}`, { name: 5 })),
    ).toEqual(forbidden);
    expect(
      await answer(await member.json('POST', `/api/councils/${COUNCILS.northwind}/sharepoint`)),
    ).toEqual(forbidden);
  });

  it('someone else’s thread, folder or agent is 403 whatever the body, as the record’s policy runs first', async () => {
    const forbidden = { status: 403, body: { message: 'This action is unauthorized.' } };
    expect(
      await answer(await member.json('PUT', `/api/threads/${DEMOS_THREAD}`, { title: 5 })),
    ).toEqual(forbidden);
    expect(
      await answer(await member.json('POST', `/api/threads/${DEMOS_THREAD}/message`, {})),
    ).toEqual(forbidden);
    expect(
      await answer(await member.request('GET', `/api/threads/${DEMOS_THREAD}?per_page=oops`)),
    ).toEqual(forbidden);
    const folder = mock.state.db.folders.find(
      (f) => f.user_id === mock.state.db.users.find((u) => u.email === 'demo@example.com')!.id,
    )!;
    expect(
      await answer(await member.json('PATCH', `/api/folders/${folder.id}`, { name: null })),
    ).toEqual(forbidden);
  });

  it('a role that may act still gets the rules’ 422', async () => {
    const { status, body } = await answer(
      await demo.json('POST', `/api/councils/${COUNCILS.northwind}/users`, {}),
    );
    expect(status).toBe(422);
    expect(body.errors?.email).toEqual(['The email field is required.']);
  });
});

describe('TrimStrings and ConvertEmptyStringsToNull', () => {
  it('a blank required string is missing: 422 required, nothing stored', async () => {
    const before = mock.state.db.councils.size;
    expect(await answer(await demo.json('POST', '/api/councils/create', { name: '   ' }))).toEqual({
      status: 422,
      body: {
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      },
    });
    expect(mock.state.db.councils.size).toBe(before);
    const profile = await answer(await demo.json('PUT', '/api/profile', { name: '\t \n' }));
    expect(profile.status).toBe(422);
    expect(profile.body.errors?.name).toEqual(['The name field is required.']);
  });

  it('a blank message or thread title is required where the rules require it', async () => {
    const message = await answer(
      await demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, { content: ' \n\t ' }),
    );
    expect([message.status, message.body.errors?.content]).toEqual([
      422,
      ['The content field is required.'],
    ]);
    const title = await answer(
      await demo.json('PUT', `/api/threads/${DEMOS_THREAD}`, { title: '   ' }),
    );
    expect([title.status, title.body.errors?.title]).toEqual([
      422,
      ['The title field is required.'],
    ]);
  });

  it('strings are stored trimmed, the zero-width space and the BOM included', async () => {
    const response = await demo.json('PUT', '/api/profile', { name: '\u200B  Demo Admin \uFEFF' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe('Demo Admin');
  });

  it('a blank nullable field is null: a thread titled "" gets the default title', async () => {
    const created = await answer(
      await demo.json('POST', '/api/threads', { agent_id: 7, title: '' }),
    );
    expect(created.status).toBe(201);
  });

  it('a password keeps its spaces', async () => {
    const client = new JarClient(mock.origin);
    await client.request('GET', '/sanctum/csrf-cookie');
    const response = await client.json('POST', '/api/login', {
      email: ' demo@example.com ',
      password: ' password ',
      remember: false,
    });
    // The email is trimmed; the password is not, so it is wrong.
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      'These credentials do not match our records.',
    ]);
  });

  it('a blank query filter is no filter', async () => {
    const response = await demo.request(
      'GET',
      `/api/councils/${COUNCILS.northwind}/users?search=%20%20`,
    );
    expect(response.status).toBe(200);
  });
});

describe('PHP’s array syntax in a query or form', () => {
  it.each([
    ['/api/threads?per_page=1&page[]=2', 'page', 'The page field must be an integer.'],
    [
      `/api/councils/${COUNCILS.northwind}/users?search[]=Mia`,
      'search',
      'The search field must be a string.',
    ],
    [
      `/api/councils/${COUNCILS.northwind}/users?role[x]=admin`,
      'role',
      'The selected role is invalid.',
    ],
  ])('%s: 422 on %s', async (path, field, message) => {
    const { status, body } = await answer(await demo.request('GET', path));
    expect(status).toBe(422);
    expect(body.errors?.[field]?.[0]).toBe(message);
  });

  it('a later plain key replaces an earlier one, and a dot in the name is an underscore', async () => {
    const response = await demo.request('GET', '/api/threads?per.page=2&page[]=1&page=1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { meta: { per_page: number } }).meta.per_page).toBe(2);
  });

  it('a form body reads `name[k]` as an array, which the string rule refuses', async () => {
    const response = await demo.request('POST', '/api/folders', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': demo.xsrf },
      body: 'name[a]=Plans',
    });
    const { status, body } = await answer(response);
    expect(status).toBe(422);
    expect(body.errors?.name).toEqual(['The name field must be a string.']);
  });
});

describe('integers beyond PHP_INT_MAX', () => {
  it('a query integer that overflows fails `integer`, not `in`', async () => {
    const { status, body } = await answer(
      await demo.request('GET', '/api/threads?page=9223372036854775808'),
    );
    expect(status).toBe(422);
    expect(body.errors?.page).toEqual(['The page field must be an integer.']);
  });

  it('a JSON id that overflows is no integer either', async () => {
    const { status, body } = await answer(
      await demo.request('POST', '/api/threads', {
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': demo.xsrf },
        body: '{"agent_id":9223372036854775808}',
      }),
    );
    expect(status).toBe(422);
    expect(body.errors?.agent_id?.[0]).toBe('The agent id field must be an integer.');
  });
});

describe('a JSON list where the contract wants an object', () => {
  it('is the object keyed 0, 1, … (PHP cannot tell them apart): the tool judges the arguments, not `in`', async () => {
    const response = await demo.json('POST', '/api/tools/google-calendar/list_events', {
      arguments: ['x'],
    });
    const listed = await demo.json('POST', '/api/tools/google-calendar/list_events', {
      arguments: { 0: 'x' },
    });
    expect([response.status, await response.json()]).toEqual([listed.status, await listed.json()]);
    expect(response.status).not.toBe(422);
  });
});
