/**
 * Route coverage against a real Laravel 11 route table (fixtures/route-list.json, from the app the
 * overlay in fixtures/laravel-route-overlay builds): not built, undocumented, method mismatches.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoutes, routeCoverage, RoutesError, templateKeys } from '../coverage/routes';
import { operations } from '../../src/generated/operations';
import { runCli, startMockServer, type MockServer } from './support/processes';

const FIXTURE = join(process.cwd(), 'conformance', 'tests', 'fixtures', 'route-list.json');
const coverage = () =>
  routeCoverage(
    'route-list.json',
    readRoutes(readFileSync(FIXTURE, 'utf8'), 'route-list.json'),
    operations,
  );

describe('route coverage of a Laravel route table', () => {
  it("matches Laravel's {param}, {param?} and {post:slug} to the contract's templates by shape", () => {
    expect(templateKeys('api/folders/{folder}')).toEqual(['api/folders/{}']);
    expect(templateKeys('/api/folders/{id}')).toEqual(['api/folders/{}']);
    expect(templateKeys('api/councils/{council}/sharepoint/{segment1?}')).toEqual([
      'api/councils/{}/sharepoint',
      'api/councils/{}/sharepoint/{}',
    ]);
    expect(templateKeys('api/agents/{agent:slug}/files')).toEqual(['api/agents/{}/files']);
    // A literal segment is not a parameter: /councils/search is not /councils/{council}.
    expect(templateKeys('api/councils/search')).not.toEqual(templateKeys('api/councils/{council}'));
  });

  it('routes what the app has: apiResource (PUT|PATCH), an optional parameter, Sanctum and broadcasting', () => {
    const matched = new Map(coverage().matched.map((m) => [m.operationId, m.uri]));
    expect(matched.get('updateFolder')).toBe('api/folders/{folder}'); // contract PATCH, route PUT|PATCH
    expect(matched.get('updateThread')).toBe('api/threads/{thread}'); // contract PUT
    expect(matched.get('listSharepointDrives')).toBe(
      'api/councils/{council}/sharepoint/{segment1?}',
    );
    expect(matched.get('browseSharepoint1')).toBe('api/councils/{council}/sharepoint/{segment1?}');
    expect(matched.get('searchCouncils')).toBe('api/councils/search');
    expect(matched.get('getCouncil')).toBe('api/councils/{council}');
    expect(matched.get('getCsrfCookie')).toBe('sanctum/csrf-cookie');
    expect(matched.get('authorizeBroadcasting')).toBe('broadcasting/auth');
    expect(matched.size).toBe(23);
  });

  it('names the method mismatch (PATCH where the contract says PUT) and not what is merely unbuilt', () => {
    const { methodMismatches, notBuilt } = coverage();
    expect(methodMismatches).toEqual([
      {
        operationId: 'updateProfile',
        method: 'PUT',
        path: '/api/profile',
        uri: 'api/profile',
        routeMethods: ['PATCH'],
      },
    ]);
    const unbuilt = notBuilt.map((op) => op.operationId);
    // The path has a GET route, the PUT is simply not there yet.
    expect(unbuilt).toContain('updateCouncil');
    expect(unbuilt).toContain('browseSharepoint2');
    expect(unbuilt).not.toContain('updateProfile');
    expect(unbuilt).toHaveLength(operations.length - 23 - 1);
  });

  it('lists the API routes no operation documents, and leaves web routes and method twins alone', () => {
    expect(coverage().undocumented.map((r) => `${r.methods.join('|')} ${r.uri}`)).toEqual([
      'GET api/admin/stats',
      'GET api/threads/{thread}/export/{format?}',
      'GET api/user',
    ]);
  });

  it('refuses a file that is not route:list --json, and reads one with a warning printed before it', () => {
    expect(() => readRoutes('Illuminate\\Foundation... error', 'r.json')).toThrow(RoutesError);
    expect(() => readRoutes('{"method":"GET"}', 'r.json')).toThrow(/an array of routes/);
    expect(() => readRoutes('[{"verb":"GET","path":"/x"}]', 'r.json')).toThrow(
      /route 1 has no "method" and "uri"/,
    );
    const warned = readRoutes(
      'PHP Deprecated: something\n[{"method":"GET|HEAD","uri":"api/x","name":null,"action":"Closure"}]',
      'r.json',
    );
    expect(warned).toEqual([
      { methods: ['GET', 'HEAD'], uri: 'api/x', name: null, action: 'Closure' },
    ]);
  });
});

describe('--routes in a run', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer();
  });
  afterAll(async () => {
    await mock?.stop();
  });
  const only = ['--only', 'listFolders,getFolder,updateProfile,updateCouncil,listAgents'];

  it('skips the unbuilt operations with the reason, fails the mismatch, warns the undocumented', async () => {
    const result = await runCli(['--base-url', mock.url, '--routes', FIXTURE, ...only]);
    expect(result.code).toBe(1);
    const summary = result.summary!;
    expect(summary.skippedOperations.map((s) => s.operationId).sort()).toEqual([
      'listAgents',
      'updateCouncil',
    ]);
    const reason =
      'not built yet: no route for GET /api/agents in route-list.json (php artisan route:list)';
    const listAgents = summary.results.filter((r) => r.operationId === 'listAgents');
    expect(listAgents.length).toBeGreaterThan(2);
    expect(listAgents.every((r) => r.outcome === 'skipped' && r.reason === reason)).toBe(true);
    expect(result.stdout).toContain(
      'FAIL updateProfile route-method: expected PUT /api/profile, got a route api/profile answering PATCH',
    );
    expect(result.stdout).toContain(
      'WARN (no operation) undocumented-route: GET api/user (Closure) is in the routes, not in the contract',
    );
    const html = readFileSync(join(result.reportDir, 'report.html'), 'utf8');
    expect(html).toContain('<h2>Route coverage (');
    expect(html).toContain(
      '<td>updateProfile</td><td>PUT /api/profile</td><td>PATCH api/profile</td>',
    );
    expect(html).toContain(`<li><b>listAgents</b>: ${reason}</li>`);
    expect(result.lastLine).toMatch(
      /^conformance FAILED: .*routes: 2 operations not built, 1 method mismatches, 3 undocumented/,
    );
  });

  it('fails undocumented routes with --fail-on-undocumented, and refuses a missing routes file', async () => {
    const table = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { uri: string; method: string }[];
    const noMismatch = join(mkdtempSync(join(tmpdir(), 'routes-')), 'route-list.json');
    writeFileSync(
      noMismatch,
      JSON.stringify(
        table.map((r) =>
          r.uri === 'api/profile' && r.method === 'PATCH' ? { ...r, method: 'PUT' } : r,
        ),
      ),
    );
    const warned = await runCli([
      '--base-url',
      mock.url,
      '--routes',
      noMismatch,
      '--only',
      'listFolders',
      '--quiet',
    ]);
    expect(warned.code).toBe(0);
    const failed = await runCli([
      '--base-url',
      mock.url,
      '--routes',
      noMismatch,
      '--only',
      'listFolders',
      '--fail-on-undocumented',
    ]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('FAIL (no operation) undocumented-route: GET api/admin/stats');
    const missing = await runCli(['--base-url', mock.url, '--routes', '/nonexistent/routes.json']);
    expect(missing.code).toBe(2);
    expect(missing.lastLine).toBe(
      'conformance NOT RUN: --routes /nonexistent/routes.json: no such file',
    );
  });
});
