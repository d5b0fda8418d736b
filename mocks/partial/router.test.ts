// @vitest-environment node
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandlers } from '../handlers';
import type { Session } from '../laravel/session';
import { createMockState } from '../state';
import type { MockState } from '../laravel/mock-state';
import { createRequestLog, type RequestLog } from './request-log';
import { partialRouter } from './router';

const API = 'http://api.test';

let state: MockState;
let session: Session;
let log: RequestLog;
let backend: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let router: ReturnType<typeof partialRouter>;

beforeEach(async () => {
  state = await createMockState({ fixedSession: () => session });
  const demo = state.db.users.find((u) => u.email === 'demo@example.com')!;
  session = state.sessions.create(demo.id);
  log = createRequestLog();
  backend = vi.fn(async () => Response.json({ data: [], from: 'backend' }, { status: 200 }));
  router = partialRouter({
    apiRoot: `${API}/`,
    mocked: new Set(['listFolders', 'createFolder']),
    mockHandlers: createHttpHandlers(state, API, { dispatch: true }),
    xsrfToken: () => session.xsrfToken,
    log,
    fetchBackend: backend,
  });
});

const send = (path: string, init: RequestInit = {}) =>
  getResponse([router], new Request(`${API}${path}`, init));

describe('the mixed-mode router', () => {
  it('answers a mocked operation from the mock, as the fixed session, without setting a cookie', async () => {
    const response = (await send('/api/folders'))!;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { name: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(backend).not.toHaveBeenCalled();
    expect(log.entries()[0]).toMatchObject({
      operationId: 'listFolders',
      answeredBy: 'mock',
      status: 200,
      path: '/api/folders',
    });
  });

  it("replaces the backend's XSRF token on a mocked write, so the mock's CSRF check passes", async () => {
    const response = (await send('/api/folders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'the-backends-token' },
      body: JSON.stringify({ name: 'From the mock' }),
    }))!;
    expect(response.status).toBe(201);
    expect(log.entries()[0]).toMatchObject({
      operationId: 'createFolder',
      answeredBy: 'mock',
      status: 201,
    });
  });

  it("still gives the mock's 422 for a mocked write that breaks the contract", async () => {
    const response = (await send('/api/folders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'x' },
      body: JSON.stringify({ name: '' }),
    }))!;
    expect(response.status).toBe(422);
  });

  it('sends every other operation, and calls outside the contract, to the backend as they are', async () => {
    const response = (await send('/api/threads?page=2', { headers: { 'X-Test': 'kept' } }))!;
    expect(await response.json()).toEqual({ data: [], from: 'backend' });
    expect(backend).toHaveBeenCalledTimes(1);
    expect(backend.mock.calls[0]![0].headers.get('X-Test')).toBe('kept');
    expect(log.entries()[0]).toMatchObject({
      operationId: 'listThreads',
      answeredBy: 'backend',
      status: 200,
      path: '/api/threads?page=2',
    });

    await send('/not-an-operation');
    expect(log.entries()[0]).toMatchObject({ operationId: null, answeredBy: 'backend' });
  });

  it('turns an unreachable backend into a network error, as the app would see it without the mock', async () => {
    backend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const response = (await send('/api/threads'))!;
    expect(response.type).toBe('error');
    expect(log.entries()[0]).toMatchObject({ answeredBy: 'backend', status: null });
  });

  it('leaves requests to other origins alone', async () => {
    expect(
      await getResponse([router], new Request('http://elsewhere.test/api/folders')),
    ).toBeUndefined();
  });
});
