/**
 * The method checks pass a backend that answers methods as Laravel does (405 with `Allow`, HEAD as
 * GET without a body, TRACE refused) and fail one that does not. The Laravel behaviour is put in
 * front of the mock by a proxy, so these tests do not depend on the mock server's own method handling.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/generated/operations';
import { BrokenProxy, type Variant } from './support/broken-proxy';
import { runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();

function listedMethods(path: string): string[] | null {
  const pathname = path.split('?')[0]!;
  const matching = operations.filter((op) =>
    new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  );
  if (matching.length === 0) return null;
  // Laravel matches literal segments before parameters: keep the most specific template only.
  const best = matching[0]!.path;
  return matching.filter((op) => op.path === best).map((op) => op.method);
}

const laravelMethods: Variant = {
  request: (ex) => {
    const listed = listedMethods(ex.path);
    if (!listed) return ex;
    if (ex.method === 'HEAD' && listed.includes('GET')) return { ...ex, method: 'GET' };
    if (ex.method === 'OPTIONS' || listed.includes(ex.method)) return ex;
    const allow = [...listed, ...(listed.includes('GET') ? ['HEAD'] : [])].join(', ');
    return {
      status: 405,
      headers: { 'content-type': 'application/json', allow },
      body: Buffer.from(
        JSON.stringify({
          message: `The ${ex.method} method is not supported for route ${ex.path.slice(1)}. Supported methods: ${allow}.`,
        }),
      ),
    };
  },
};

async function runBehind(variant: Variant, only: string) {
  const proxy = new BrokenProxy(mock.url, variant);
  await proxy.start();
  try {
    return await runCli(['--base-url', proxy.url, '--only', only]);
  } finally {
    await proxy.stop();
  }
}

describe('the method checks', () => {
  it('pass a backend that answers methods as Laravel does', async () => {
    const result = await runBehind(laravelMethods, 'listRoles,getFolder,updateFolder,deleteFolder');
    expect(result.summary?.failures).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('fail a 405 without the listed methods in Allow', async () => {
    const noAllow: Variant = {
      request: async (ex, proxy) => {
        const answer = await laravelMethods.request!(ex, proxy);
        if ('status' in answer)
          return { ...answer, headers: { 'content-type': 'application/json' } };
        return answer;
      },
    };
    const result = await runBehind(noAllow, 'listRoles');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'FAIL listRoles method-not-allowed: PATCH /api/dictionaries/roles (not in the contract): expected 405 with Allow: GET',
    );
  });

  it('fail a HEAD that sends a body or a different status', async () => {
    const headAsNotFound: Variant = {
      request: async (ex, proxy) =>
        ex.method === 'HEAD'
          ? { status: 404, headers: {}, body: Buffer.alloc(0) }
          : laravelMethods.request!(ex, proxy),
    };
    const result = await runBehind(headAsNotFound, 'listRoles');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "FAIL listRoles head: HEAD /api/dictionaries/roles: expected GET's status 200 and no body, got 404",
    );
  });

  it('fail a 5xx for TRACE', async () => {
    const traceFails: Variant = {
      request: async (ex, proxy) =>
        ex.method === 'TRACE'
          ? {
              status: 500,
              headers: { 'content-type': 'application/json' },
              body: Buffer.from('{"message":"Server Error"}'),
            }
          : laravelMethods.request!(ex, proxy),
    };
    const result = await runBehind(traceFails, 'listRoles');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'FAIL listRoles no-5xx: TRACE /api/dictionaries/roles: expected no 5xx, got 500',
    );
  });
});
