/**
 * The backend gate (issue 23): the demo renders its frame while the in-browser mock starts, and
 * API calls made meanwhile wait for it instead of reaching the static host.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backendReady, holdRequestsUntil, watchHeldCalls } from '@/lib/http/backend-gate';
import { apiFetch } from '@/lib/http/client';

const ROLES = { data: [{ id: 1, name: 'Administrator', slug: 'admin' }] };
const sent: string[] = [];
const server = setupServer(
  http.get('*/api/dictionaries/roles', () => {
    sent.push('roles');
    return HttpResponse.json(ROLES);
  }),
  http.get('*/sanctum/csrf-cookie', () => {
    sent.push('csrf');
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    return new HttpResponse(null, { status: 204 });
  }),
  // A refusal: its body is not checked against a success schema, so the write needs no fixture.
  http.post('*/api/folders', () => {
    sent.push('folder');
    return HttpResponse.json({ message: 'nope' }, { status: 422 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  sent.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the backend gate', () => {
  it('holds calls (and the CSRF cookie they need) until the backend is ready, then sends them', async () => {
    const ready = deferred();
    holdRequestsUntil(ready.promise);
    const read = apiFetch('/api/dictionaries/roles');
    const write = apiFetch('/api/folders', {
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
    }).then(
      () => 'sent',
      (error: Error) => error.message,
    );
    // Give the held calls every chance to leak out before the gate opens.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toEqual([]);
    ready.resolve();
    await expect(read).resolves.toEqual(ROLES);
    await expect(write).resolves.toBe('nope');
    expect(sent).toContain('roles');
    expect(sent).toContain('folder');
    expect(backendReady()).toBeNull();
  });

  it('lets the calls go when the backend failed to start (they then fail or succeed as the network does)', async () => {
    const ready = deferred();
    holdRequestsUntil(ready.promise);
    const read = apiFetch('/api/dictionaries/roles');
    ready.reject(new Error('no service worker'));
    await expect(read).resolves.toEqual(ROLES);
  });

  it('tells a watcher of each call it holds, those held before it watched first, and none once open', async () => {
    const ready = deferred();
    holdRequestsUntil(ready.promise);
    const first = apiFetch('/api/dictionaries/roles');
    const seen: string[] = [];
    const stop = watchHeldCalls(({ method, url }) =>
      seen.push(`${method} ${new URL(url, 'http://x').pathname}`),
    );
    expect(seen).toEqual(['GET /api/dictionaries/roles']);
    const write = apiFetch('/api/folders', {
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
    }).catch(() => undefined);
    expect(seen).toEqual(['GET /api/dictionaries/roles', 'POST /api/folders']);
    ready.resolve();
    await first;
    await write;
    await apiFetch('/api/dictionaries/roles');
    expect(seen).toHaveLength(2);
    stop();
    // A later gate starts with nothing held, and a stopped watcher hears nothing.
    const again = deferred();
    holdRequestsUntil(again.promise);
    const later = apiFetch('/api/dictionaries/roles');
    const fresh: string[] = [];
    watchHeldCalls(({ url }) => fresh.push(url))();
    expect(fresh).toHaveLength(1);
    expect(seen).toHaveLength(2);
    again.resolve();
    await later;
  });

  it('holds nothing when no gate was set: calls go at once', async () => {
    expect(backendReady()).toBeNull();
    await apiFetch('/api/dictionaries/roles');
    expect(sent).toEqual(['roles']);
  });
});
