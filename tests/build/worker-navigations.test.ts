import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { workerWithNavigationBypass } from '../../scripts/vite-worker-navigations';

const require = createRequire(import.meta.url);
const mswWorker = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');

/**
 * Runs a worker script in a bare service-worker global, scope `scope`, with one active page, and
 * returns its listeners by event type: enough of the worker's world for the fetch listener to
 * decide whether it answers a request (`respondWith`) or leaves it to the network.
 */
function listenersOf(source: string, scope: string) {
  const listeners: Record<string, Array<(event: unknown) => void>> = {};
  const page = {
    id: 'page-1',
    frameType: 'top-level',
    visibilityState: 'visible',
    postMessage: () => undefined,
  };
  const global = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      (listeners[type] ??= []).push(listener);
    },
    registration: { scope },
    location: new URL(scope),
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
    skipWaiting: () => Promise.resolve(),
  };
  (global as Record<string, unknown>).self = global;
  runInNewContext(source, global);
  return listeners;
}

function fetchListenerOf(source: string, scope: string) {
  const [listener] = listenersOf(source, scope).fetch!;
  return listener!;
}

async function answeredByWorker(
  source: string,
  url: string,
  mode: string,
  scope = 'http://app.test/',
  destination = mode === 'navigate' ? 'document' : '',
) {
  const listener = fetchListenerOf(source, scope);
  // Let the worker restore its list of active pages first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const respondWith = vi.fn((response: Promise<unknown>) => void response.catch(() => undefined));
  // A navigation's mode cannot be set on a Request made by hand: the worker reads these fields only.
  const request = {
    url,
    mode,
    destination,
    cache: 'default',
    headers: new Headers(),
    clone: () => request,
  };
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
    expect(await answeredByWorker(patched, 'http://app.test/api/profile', 'cors')).toBe(true);
    // An uploaded file's picture is the mock's, on the app's own site or not.
    const base = 'http://app.test/';
    expect(
      await answeredByWorker(
        patched,
        'http://app.test/storage/a/1/x.png',
        'no-cors',
        base,
        'image',
      ),
    ).toBe(true);
    // A script from the backend's paths or from another site is left to msw's own rules.
    expect(
      await answeredByWorker(patched, 'http://app.test/api/widget.js', 'cors', base, 'script'),
    ).toBe(true);
    expect(
      await answeredByWorker(patched, 'http://cdn.test/assets/x.js', 'cors', base, 'script'),
    ).toBe(true);
  });

  it("leaves the app's own scripts, styles and fonts to the network (and so to the code cache)", async () => {
    const own: Array<[string, string]> = [
      ['http://app.test/assets/index-abc.js', 'script'],
      ['http://app.test/assets/index-abc.css', 'style'],
      ['http://app.test/assets/inter.woff2', 'font'],
      ['http://app.test/src/main.tsx', 'script'],
    ];
    for (const [url, destination] of own) {
      expect(await answeredByWorker(mswWorker, url, 'cors', 'http://app.test/', destination)).toBe(
        true,
      );
      const patched = workerWithNavigationBypass(mswWorker);
      expect(await answeredByWorker(patched, url, 'cors', 'http://app.test/', destination)).toBe(
        false,
      );
    }
    const scoped = workerWithNavigationBypass(mswWorker);
    const under = 'http://app.test/council-chat/';
    expect(await answeredByWorker(scoped, `${under}assets/a.js`, 'cors', under, 'script')).toBe(
      false,
    );
    expect(await answeredByWorker(scoped, `${under}api/a.js`, 'cors', under, 'script')).toBe(true);
  });

  it("routes the app's scripts, styles and fonts past the worker where the browser can (static routing)", async () => {
    const install = (source: string, withRoutes: boolean) => {
      const routes: unknown[] = [];
      const waited: Promise<unknown>[] = [];
      const event = {
        waitUntil: (promise: Promise<unknown>) => waited.push(promise),
        ...(withRoutes
          ? { addRoutes: (rules: unknown[]) => Promise.resolve(void routes.push(...rules)) }
          : {}),
      };
      for (const listener of listenersOf(source, 'http://app.test/').install ?? []) listener(event);
      return Promise.all(waited).then(() => routes);
    };
    expect(await install(mswWorker, true)).toEqual([]);
    const patched = workerWithNavigationBypass(mswWorker);
    expect(await install(patched, true)).toEqual(
      ['script', 'style', 'font'].map((destination) => ({
        condition: { requestDestination: destination },
        source: 'network',
      })),
    );
    // A browser without static routing installs the worker as before.
    expect(await install(patched, false)).toEqual([]);
  });

  it('fails the build when msw changed the line it goes after', () => {
    expect(() =>
      workerWithNavigationBypass(
        mswWorker.replace("addEventListener('fetch'", "self.onfetch = ('fetch'"),
      ),
    ).toThrow(/no "addEventListener\('fetch', function \(event\) \{" line any more/);
  });
});
