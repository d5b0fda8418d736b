// @vitest-environment node
/**
 * `npm run mock:server`'s answers, over real HTTP, where a Laravel 11 + Sanctum 4 application
 * (APP_DEBUG=false, route model binding, `$request->validate`) answers otherwise than a naive mock:
 * the type rule's message for a value of the wrong type, the model's 404 for an unknown id, the
 * route's 404, a 419 that sets no new XSRF cookie. The hostile input that once gave 5xx or was
 * accepted is in laravel-answers-http-hostile.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '@/generated/operations';
import { COUNCILS, PASSWORD } from '@mocks/db/seed-ids';
import { JarClient } from './server-harness';
import {
  DEMOS_DRAFT_AGENT,
  DEMOS_THREAD,
  NORTHWIND_AGENT,
  UNKNOWN,
  json,
  useSignedInMock,
} from './laravel-answers-http-helpers';

const server = useSignedInMock();

/** A visitor with the XSRF cookie and no session yet. */
async function guest(): Promise<JarClient> {
  const client = new JarClient(server.mock.origin);
  await client.request('GET', '/sanctum/csrf-cookie');
  return client;
}

describe('the rows where the mock once differed from Laravel', () => {
  it('GET /api/threads?per_page=not-a-number: 422, the integer rule', async () => {
    const response = await server.demo.request('GET', '/api/threads?per_page=not-a-number');
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      message: 'The per page field must be an integer.',
      errors: { per_page: ['The per page field must be an integer.'] },
    });
  });

  it('a query’s integer is read as FILTER_VALIDATE_INT reads it: "+2" and " 2" pass, "02", "2.0" and "2e0" do not', async () => {
    for (const value of ['+2', ' 2', '2 ']) {
      const response = await server.demo.request(
        'GET',
        `/api/threads?per_page=${encodeURIComponent(value)}`,
      );
      expect(response.status, value).toBe(200);
      expect(((await response.json()) as { meta: { per_page: number } }).meta.per_page, value).toBe(
        2,
      );
    }
    for (const value of ['02', '2.0', '2e0']) {
      const response = await server.demo.request('GET', `/api/threads?per_page=${value}`);
      expect(response.status, value).toBe(422);
      expect((await json(response)).errors, value).toEqual({
        per_page: ['The per page field must be an integer.'],
      });
    }
  });

  it('POST /api/threads with folder_id "not-a-number": the integer rule on folder_id', async () => {
    const response = await server.demo.json('POST', '/api/threads', {
      agent_id: NORTHWIND_AGENT,
      folder_id: 'not-a-number',
    });
    expect(response.status).toBe(422);
    expect((await json(response)).errors?.folder_id).toEqual([
      'The folder id field must be an integer.',
    ]);
  });

  it('JSON strings of digits pass the integer rule, as FILTER_VALIDATE_INT lets them; other strings do not', async () => {
    const accepted = await server.demo.json('POST', '/api/threads', {
      agent_id: ` ${NORTHWIND_AGENT}`,
      title: 'Digits as a string',
    });
    expect(accepted.status).toBe(201);
    expect(((await accepted.json()) as { data: { agent_id: number } }).data.agent_id).toBe(
      NORTHWIND_AGENT,
    );
    for (const refused of ['1.0', '01', '1e0', '0x1', '1 1', 'one']) {
      const response = await server.demo.json('POST', '/api/threads', { agent_id: refused });
      expect(response.status, refused).toBe(422);
      expect((await json(response)).errors?.agent_id, refused).toEqual([
        'The agent id field must be an integer.',
      ]);
    }
  });

  it('JSON 1, 0, "1" and "0" pass the boolean rule; "true" and "yes" do not', async () => {
    const login = async (remember: unknown) =>
      (await guest()).json('POST', '/api/login', {
        email: 'demo@example.com',
        password: PASSWORD,
        remember,
      });
    for (const remember of [1, 0, '1', '0'])
      expect((await login(remember)).status, String(remember)).toBe(200);
    for (const remember of ['true', 'yes', 2]) {
      const response = await login(remember);
      expect(response.status, String(remember)).toBe(422);
      expect((await json(response)).errors?.remember, String(remember)).toEqual([
        'The remember field must be true or false.',
      ]);
    }
  });

  it('a form body’s "1" and "0" pass the boolean rule; its "true" does not', async () => {
    const login = async (remember: string) => {
      const client = await guest();
      return client.request('POST', '/api/login', {
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-XSRF-TOKEN': client.xsrf,
        },
        body: new URLSearchParams({
          email: 'demo@example.com',
          password: PASSWORD,
          remember,
        }).toString(),
      });
    };
    expect((await login('1')).status).toBe(200);
    expect((await login('0')).status).toBe(200);
    const refused = await login('true');
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors?.remember).toEqual([
      'The remember field must be true or false.',
    ]);
  });

  it('an array of JSON digit strings is judged as the integers they are: `distinct` sees "7" and 7 as one value', async () => {
    const same = await server.demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, {
      content: 'Two copies',
      file_ids: ['7', 7],
    });
    expect(same.status).toBe(422);
    expect((await json(same)).errors).toEqual({
      'file_ids.0': ['The file_ids.0 field has a duplicate value.'],
      'file_ids.1': ['The file_ids.1 field has a duplicate value.'],
    });
  });

  it('POST /api/threads/{thread}/message with the same file twice: `distinct` on each copy, with the other fields’ errors in the same 422', async () => {
    const same = await server.demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, {
      content: 'Two copies',
      file_ids: [7, 8, 7],
    });
    expect(same.status).toBe(422);
    expect((await json(same)).errors).toEqual({
      'file_ids.0': ['The file_ids.0 field has a duplicate value.'],
      'file_ids.2': ['The file_ids.2 field has a duplicate value.'],
    });
    const both = await server.demo.json('POST', `/api/threads/${DEMOS_THREAD}/message`, {
      file_ids: [9, 9],
    });
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
    const listed = Object.fromEntries(
      operations.flatMap((op) => ('distinct' in op ? [[op.operationId, op.distinct]] : [])),
    );
    expect(listed).toEqual({
      updateCouncilAgentUsers: ['users'],
      sendThreadMessage: ['file_ids'],
      createAgent: ['tools'],
      updateAgent: ['tools'],
    });
  });

  it('GET /api/folders/{unknown}: route model binding’s 404, without a closing period after the id', async () => {
    const response = await server.demo.request('GET', `/api/folders/${UNKNOWN}`);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      message: `No query results for model [App\\Models\\Folder] ${UNKNOWN}`,
    });
  });

  it('a malformed id is the same 404, naming the value as sent', async () => {
    const response = await server.demo.request('GET', '/api/threads/abc');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      message: 'No query results for model [App\\Models\\Thread] abc',
    });
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
      const response = await server.demo.request(method, path, {
        headers: { 'X-XSRF-TOKEN': server.demo.xsrf },
      });
      expect(response.status, path).toBe(404);
      expect(await json(response), path).toEqual({
        message: `No query results for model [App\\Models\\${model}] ${UNKNOWN}`,
      });
    }
  });

  it('a record of the path that belongs elsewhere names its own model (scoped binding)', async () => {
    const elsewhere = server.mock.state.db.councilFiles
      .all()
      .find((file) => file.council_id !== COUNCILS.northwind);
    expect(elsewhere, 'the seed has a file of another council').toBeDefined();
    const response = await server.demo.request(
      'DELETE',
      `/api/councils/${COUNCILS.northwind}/files/${elsewhere!.id}`,
      {
        headers: { 'X-XSRF-TOKEN': server.demo.xsrf },
      },
    );
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      message: `No query results for model [App\\Models\\CouncilFile] ${elsewhere!.id}`,
    });
    expect(server.mock.state.db.councilFiles.get(elsewhere!.id)).toBeDefined();
  });

  it('GET /api/no-such-route: the router’s 404', async () => {
    const response = await server.demo.request('GET', '/api/no-such-route');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      message: 'The route api/no-such-route could not be found.',
    });
  });

  it('an unsafe call without the token: 419, and no new XSRF-TOKEN cookie (the session cookie stays)', async () => {
    const response = await fetch(`${server.mock.origin}/api/folders`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: `laravel_session=${server.demo.cookies.get('laravel_session')}`,
      },
      body: JSON.stringify({ name: 'No token' }),
    });
    expect(response.status).toBe(419);
    expect(await json(response)).toEqual({ message: 'CSRF token mismatch.' });
    const cookies = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(cookies).toEqual(['laravel_session']);
    // A call that passes the check still refreshes both, as Laravel's VerifyCsrfToken does.
    const passed = await server.demo.request('GET', '/api/threads');
    expect(
      passed.headers
        .getSetCookie()
        .map((line) => line.split('=')[0])
        .sort(),
    ).toEqual(['XSRF-TOKEN', 'laravel_session']);
  });
});
