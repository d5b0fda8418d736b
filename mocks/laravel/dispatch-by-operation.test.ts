// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { operations } from '@/generated/operations';
import { createHttpHandlers, createOperationHandlers, lazyOperationHandlers } from '../handlers';
import { createMockState } from '../state';
import { dispatchByOperation } from './dispatch-by-operation';
import { SESSION_COOKIE } from './session';

const now = () => new Date('2026-11-24T10:00:00Z');

async function signedIn() {
  const state = await createMockState({ now });
  const demo = state.db.users.find((u) => u.email === 'demo@example.com')!;
  const session = state.sessions.create(demo.id);
  const headers = {
    Cookie: `${SESSION_COOKIE}=${session.id}`,
    Accept: 'application/json',
    'X-XSRF-TOKEN': session.xsrfToken,
  };
  return { state, headers };
}

/** Status and body of an answer, or null when no handler answered. */
async function answer(response: Response | undefined) {
  return response ? { status: response.status, body: await response.text() } : null;
}

describe('the dispatcher in front of the operations', () => {
  // Reads only: the same request answered twice must find the same data.
  const reads = [
    '/api/profile',
    '/api/folders',
    '/api/threads?folder_id=none&per_page=50&page=1',
    '/api/threads/1?per_page=5',
    '/api/threads/abc',
    '/api/threads/999999',
    '/api/councils/1/join-requests?status=pending&per_page=15',
    '/api/councils/1/users?per_page=oops',
    '/api/agents?search=budget',
    '/api/no-such-route',
    '/api/profile/',
    '/sanctum/csrf-cookie',
    '/API/profile',
    '/Api/folders',
    '/%61pi/profile',
    '/%41PI/folders',
    '/%E0%A4%A/profile',
    '/assets/index-abc123.js',
    '/favicon.svg',
    '/',
  ];

  for (const root of ['http://api.test', 'http://api.test/council-chat']) {
    it(`answers every read as the plain list of handlers does (API at ${root})`, async () => {
      const { state, headers } = await signedIn();
      const plain = createHttpHandlers(state, root);
      const dispatched = createHttpHandlers(state, root, { dispatch: true });
      expect(dispatched.length).toBeLessThan(plain.length);
      for (const path of reads) {
        for (const method of ['GET', 'HEAD', 'PUT']) {
          const request = () => new Request(`${root}${path}`, { method, headers });
          expect(
            await answer(await getResponse(dispatched, request())),
            `${method} ${path}`,
          ).toEqual(await answer(await getResponse(plain, request())));
        }
      }
    });
  }

  for (const root of ['http://api.test', 'http://api.test/council-chat']) {
    it(`runs only the picked operation, and the whole list when none is picked (API at ${root})`, async () => {
      const { state, headers } = await signedIn();
      const byOperation = createOperationHandlers(state, root);
      expect([...byOperation.keys()]).toEqual(
        operations.map((op) => op.operationId).filter((id) => byOperation.has(id)),
      );
      const runs = [...byOperation.values()].map((handler) => vi.spyOn(handler, 'run'));
      const dispatcher = dispatchByOperation(byOperation, root);

      // listJoinRequests comes late in the table: the plain list would try most handlers first.
      const joinRequests = await getResponse(
        [dispatcher],
        new Request(`${root}/api/councils/1/join-requests?status=pending`, { headers }),
      );
      expect(joinRequests?.status).toBe(200);
      expect(runs.filter((run) => run.mock.calls.length > 0)).toHaveLength(1);

      runs.forEach((run) => run.mockClear());
      expect(
        await getResponse([dispatcher], new Request(`${root}/api/no-such-route`, { headers })),
      ).toBeUndefined();
      expect(runs.every((run) => run.mock.calls.length === 1)).toBe(true);

      // The app's own files (which msw's worker also hands to the page) try no operation at all.
      runs.forEach((run) => run.mockClear());
      expect(
        await getResponse(
          [dispatcher],
          new Request(`${root}/assets/ChatPage-abc123.js`, { headers }),
        ),
      ).toBeUndefined();
      expect(runs.every((run) => run.mock.calls.length === 0)).toBe(true);
    });
  }

  it("builds an operation's handler on its first request only, and the whole list when none is picked", async () => {
    const { state, headers } = await signedIn();
    const lazy = lazyOperationHandlers(state, 'http://api.test');
    const get = vi.spyOn(lazy, 'get');
    const all = vi.spyOn(lazy, 'all');
    const dispatcher = dispatchByOperation(lazy, 'http://api.test');
    expect(get).not.toHaveBeenCalled();
    const profile = () =>
      getResponse([dispatcher], new Request('http://api.test/api/profile', { headers }));
    expect((await profile())?.status).toBe(200);
    expect(get.mock.calls).toEqual([['getProfile']]);
    const first = get.mock.results[0]!.value as unknown;
    expect((await profile())?.status).toBe(200);
    expect(get.mock.results[1]!.value).toBe(first);
    expect(all).not.toHaveBeenCalled();
    expect(
      await getResponse(
        [dispatcher],
        new Request('http://api.test/api/no-such-route', { headers }),
      ),
    ).toBeUndefined();
    expect(all).toHaveBeenCalledTimes(1);
    expect(lazy.all()).toHaveLength(createOperationHandlers(state, 'http://api.test').size);
  });

  it('writes through the picked operation, with its validation', async () => {
    const { state, headers } = await signedIn();
    const [dispatcher] = createHttpHandlers(state, 'http://api.test', { dispatch: true });
    const post = (body: unknown) =>
      getResponse(
        [dispatcher!],
        new Request('http://api.test/api/folders', {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post({ name: 'Dispatched' }))?.status).toBe(201);
    const refused = await post({ name: '' });
    expect(refused?.status).toBe(422);
    expect(await refused?.json()).toMatchObject({ errors: { name: [expect.any(String)] } });
  });
});
