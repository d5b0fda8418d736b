/**
 * The HTTP client rules (docs/architecture.md#the-http-client-rules). Each test pins one rule, so breaking
 * any of them fails here.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { onUnauthenticated } from '@/lib/http/auth-events';
import { apiFetch } from '@/lib/http/client';
import { ContractViolationError } from '@/lib/http/validate-response';

const ROLES = { data: [{ id: 1, name: 'Administrator', slug: 'admin' }] };
const seen: Request[] = [];
const server = setupServer();

function record(request: Request) {
  seen.push(request.clone());
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}

/** The CSRF endpoint of Sanctum: sets a token that needs URL-decoding ('=' is encoded). */
const csrfHandler = http.get('*/sanctum/csrf-cookie', ({ request }) => {
  record(request);
  document.cookie = `XSRF-TOKEN=${encodeURIComponent('tok/en==')}; Path=/`;
  return new HttpResponse(null, { status: 204 });
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  seen.length = 0;
  clearCookies();
  server.use(csrfHandler);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('requests', () => {
  it('sends and accepts JSON with credentials, and returns the parsed body', async () => {
    // happy-dom's Request drops `credentials`, so read what the client hands to fetch.
    const spy = vi.spyOn(globalThis, 'fetch');
    server.use(
      http.get(
        '*/api/dictionaries/roles',
        ({ request }) => (record(request), HttpResponse.json(ROLES)),
      ),
    );
    await expect(apiFetch('/api/dictionaries/roles', { method: 'GET' })).resolves.toEqual(ROLES);
    const request = seen.find((r) => r.url.endsWith('/api/dictionaries/roles'))!;
    expect(request.headers.get('accept')).toBe('application/json');
    expect(spy.mock.calls[0]![1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'adds the URL-decoded XSRF token on %s',
    async (method) => {
      document.cookie = `XSRF-TOKEN=${encodeURIComponent('a+b/c==')}; Path=/`;
      server.use(
        http.all(
          '*/api/folders/7',
          ({ request }) => (
            record(request),
            HttpResponse.json({ message: 'nope' }, { status: 422 })
          ),
        ),
      );
      await expect(
        apiFetch('/api/folders/7', { method, body: JSON.stringify({ name: 'x' }) }),
      ).rejects.toThrow('nope');
      const request = seen.find((r) => r.url.endsWith('/api/folders/7'))!;
      expect(request.headers.get('x-xsrf-token')).toBe('a+b/c==');
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(seen.some((r) => r.url.endsWith('/sanctum/csrf-cookie'))).toBe(false);
    },
  );

  it('does not add the XSRF header on GET', async () => {
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    server.use(
      http.get(
        '*/api/dictionaries/roles',
        ({ request }) => (record(request), HttpResponse.json(ROLES)),
      ),
    );
    await apiFetch('/api/dictionaries/roles');
    expect(seen[0]!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('fetches the CSRF cookie first when there is none before an unsafe call', async () => {
    server.use(
      http.delete(
        '*/api/folders/3',
        ({ request }) => (record(request), new HttpResponse(null, { status: 204 })),
      ),
    );
    await expect(apiFetch('/api/folders/3', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/sanctum/csrf-cookie',
      '/api/folders/3',
    ]);
    expect(seen[1]!.headers.get('x-xsrf-token')).toBe('tok/en==');
  });

  it.each([
    '/api/login',
    '/api/register',
    '/api/registration-request',
    '/api/forgot-password',
    '/api/reset-password',
    '/api/councils/accept-invitation',
  ])('always refreshes the CSRF cookie before %s', async (path) => {
    document.cookie = 'XSRF-TOKEN=stale; Path=/';
    server.use(
      http.post(
        `*${path}`,
        ({ request }) => (record(request), HttpResponse.json({ message: 'x' }, { status: 422 })),
      ),
    );
    await expect(apiFetch(path, { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ApiError);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/sanctum/csrf-cookie', path]);
    expect(seen[1]!.headers.get('x-xsrf-token')).toBe('tok/en==');
  });

  it('leaves the content type of FormData bodies to the browser', async () => {
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    server.use(
      http.post(
        '*/api/threads/5/file',
        ({ request }) => (record(request), HttpResponse.json({ message: 'stop' }, { status: 422 })),
      ),
    );
    const form = new FormData();
    form.append('files[]', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    await expect(
      apiFetch('/api/threads/5/file', {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/json' },
      }),
    ).rejects.toThrow('stop');
    const type = seen.find((r) => r.url.endsWith('/file'))!.headers.get('content-type') ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen.find((r) => r.url.endsWith('/file'))!.formData();
    const file = received.get('files[]') as File;
    expect(file.name).toBe('hello.txt');
    expect(file.size).toBe(5);
  });

  it('takes a fresh CSRF token and retries once after a 419', async () => {
    document.cookie = 'XSRF-TOKEN=expired; Path=/';
    let calls = 0;
    server.use(
      http.delete('*/api/folders/9', ({ request }) => {
        record(request);
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    await apiFetch('/api/folders/9', { method: 'DELETE' });
    const deletes = seen.filter((r) => r.url.endsWith('/api/folders/9'));
    expect(deletes.map((r) => r.headers.get('x-xsrf-token'))).toEqual(['expired', 'tok/en==']);
  });
});

describe('errors', () => {
  async function failWith(status: number, body: unknown): Promise<ApiError> {
    server.use(
      http.get('*/api/profile', () =>
        typeof body === 'string'
          ? new HttpResponse(body, { status })
          : HttpResponse.json(body as object, { status }),
      ),
    );
    try {
      await apiFetch('/api/profile');
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('expected the call to fail');
  }

  it("uses the body's message", async () => {
    const error = await failWith(403, {
      message: 'This action is unauthorized.',
      error: 'ignored',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('This action is unauthorized.');
    expect(error.status).toBe(403);
    expect(error.statusCode).toBe(403);
  });

  it("falls back to '[status] ' and the body's error field", async () => {
    const error = await failWith(502, { error: 'Bad Gateway' });
    expect(error.message).toBe('[502] Bad Gateway');
    expect(error.status).toBe(502);
  });

  it("falls back to 'Request failed' when the body has neither", async () => {
    expect((await failWith(500, '<html>oops</html>')).message).toBe('Request failed');
    expect((await failWith(500, {})).message).toBe('Request failed');
  });

  it('carries the 422 field errors', async () => {
    const error = await failWith(422, {
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
    expect(error.errors).toEqual({ name: ['The name field is required.'] });
  });

  it('clears the user profile on 401, and only on 401', async () => {
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    await failWith(403, { message: 'no' });
    expect(listener).not.toHaveBeenCalled();
    const error = await failWith(401, { message: 'Unauthenticated.' });
    expect(error.message).toBe('Unauthenticated.');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get('*/api/profile', () => HttpResponse.error()));
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});

describe('contract check in development and tests', () => {
  it('fails loudly when a success body breaks the contract', async () => {
    server.use(
      http.get('*/api/dictionaries/roles', () =>
        HttpResponse.json({ data: [{ id: 'one', name: 'Admin' }] }),
      ),
    );
    const error = await apiFetch('/api/dictionaries/roles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as Error).message).toMatch(/"path": \[\s*"data",\s*0,\s*"id"\s*\]/);
  });

  it('names the operation that drifted', async () => {
    server.use(http.get('*/api/dictionaries/roles', () => HttpResponse.json({ items: [] })));
    await expect(apiFetch('/api/dictionaries/roles')).rejects.toThrow(
      /listRoles \(GET \/api\/dictionaries\/roles\)/,
    );
  });
});
