import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { workerWithNavigationBypass } from '../../scripts/vite-worker-navigations';

const require = createRequire(import.meta.url);
const mswWorker = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');

/**
 * Runs a worker script in a bare service-worker global, scope `scope`, with one active page, and
 * returns its fetch listener: enough of the worker's world for the listener to decide whether it
 * answers a request (`respondWith`) or leaves it to the network.
 */
function fetchListenerOf(source: string, scope: string) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const page = {
    id: 'page-1',
    frameType: 'top-level',
    visibilityState: 'visible',
    postMessage: () => undefined,
  };
  const global = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: { scope },
    clients: {
      get: () => Promise.resolve(page),
      matchAll: () => Promise.resolve([page]),
      claim: () => Promise.resolve(),
    },
    // The stored list of the pages whose mock is on: the one page.
    caches: {
      open: () =>
        Promise.resolve({
          match: () => Promise.resolve(new Response(JSON.stringify([page.id]))),
          put: () => Promise.resolve(),
        }),
      delete: () => Promise.resolve(true),
    },
    URL,
    Response,
    Headers,
    crypto,
    console,
    Set,
    Map,
    Promise,
    JSON,
    Array,
    Reflect,
    setTimeout,
  };
  (global as Record<string, unknown>).self = global;
  runInNewContext(source, global);
  return listeners.fetch!;
}

async function answeredByWorker(
  source: string,
  url: string,
  mode: string,
  scope = 'http://app.test/',
) {
  const listener = fetchListenerOf(source, scope);
  // Let the worker restore its list of active pages first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const respondWith = vi.fn((response: Promise<unknown>) => void response.catch(() => undefined));
  // A navigation's mode cannot be set on a Request made by hand: the worker reads these fields only.
  const request = { url, mode, cache: 'default', headers: new Headers(), clone: () => request };
  listener({ request, clientId: '', respondWith });
  return respondWith.mock.calls.length > 0;
}

describe("msw's worker with the navigation bypass", () => {
  it('leaves a navigation to an app page to the network, where msw alone would ask the page', async () => {
    expect(await answeredByWorker(mswWorker, 'http://app.test/chat', 'navigate')).toBe(true);
    const patched = workerWithNavigationBypass(mswWorker);
    expect(await answeredByWorker(patched, 'http://app.test/chat', 'navigate')).toBe(false);
    expect(
      await answeredByWorker(
        patched,
        'http://app.test/council-chat/Settings',
        'navigate',
        'http://app.test/council-chat/',
      ),
    ).toBe(false);
  });

  it("still answers a navigation to the backend's paths and every other request", async () => {
    const patched = workerWithNavigationBypass(mswWorker);
    expect(
      await answeredByWorker(patched, 'http://app.test/api/files/1/download', 'navigate'),
    ).toBe(true);
    expect(
      await answeredByWorker(
        patched,
        'http://app.test/council-chat/api/files/1',
        'navigate',
        'http://app.test/council-chat/',
      ),
    ).toBe(true);
    expect(await answeredByWorker(patched, 'http://app.test/assets/index.js', 'cors')).toBe(true);
    expect(await answeredByWorker(patched, 'http://app.test/api/profile', 'cors')).toBe(true);
  });

  it('fails the build when msw changed the line it goes after', () => {
    expect(() =>
      workerWithNavigationBypass(
        mswWorker.replace("addEventListener('fetch'", "self.onfetch = ('fetch'"),
      ),
    ).toThrow(/no "addEventListener\('fetch', function \(event\) \{" line any more/);
  });
});
