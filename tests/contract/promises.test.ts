// @vitest-environment node
/**
 * The contract's promises (openapi/CONVENTIONS.md "Promises"): the lint passes on the bundle and
 * fails on each kind of mistake it is for; the generated list (docs/promises-list.md) and table
 * (src/generated/promises.ts) agree with the contract; every kind has a runner check.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { promisesByChannel, promisesByOperation } from '@/generated/promises';
import { CHECK_BY_KIND } from '../../scripts/promises/checks.ts';
import {
  loadAsyncApi,
  loadBundle,
  promiseSites,
  type Json,
} from '../../scripts/promises/contract.ts';
import { lintPromises } from '../../scripts/promises/lint.ts';
import { renderPromisesList } from '../../scripts/promises/list.ts';

const bundle = loadBundle();
const asyncapi = loadAsyncApi();
const sites = promiseSites(bundle, asyncapi);
const schema = JSON.parse(readFileSync('openapi/promises.schema.json', 'utf8')) as {
  $defs: { common: { properties: { kind: { enum: string[] } } } };
};
const op = (doc: Json, path: string, method: string) =>
  (doc.paths as Record<string, Record<string, Json>>)[path]![method]!;
const promisesOf = (doc: Json, path: string, method: string) =>
  op(doc, path, method)['x-promises'] as Json[];

/** The lint's problems after `change` is applied to a copy of the bundle. */
function lintAfter(change: (doc: Json) => void): string[] {
  const copy = structuredClone(bundle);
  change(copy);
  return lintPromises(copy, asyncapi);
}

describe('the promise lint', () => {
  it('passes on the contract', () => {
    expect(lintPromises(bundle, asyncapi)).toEqual([]);
  });

  it.each([
    [
      'an unknown kind',
      (d: Json) => (promisesOf(d, '/api/folders', 'get')[0]!.kind = 'sorted'),
      /kind: must be equal to one of the allowed values/,
    ],
    [
      'a field the kind does not have',
      (d: Json) => (promisesOf(d, '/api/folders', 'get')[1]!.sort = 'name'),
      /unevaluated properties \(sort\)/,
    ],
    [
      'a promise without its id',
      (d: Json) => delete promisesOf(d, '/api/folders', 'get')[0]!.id,
      /must have required property 'id'/,
    ],
    [
      'a bad direction',
      (d: Json) => ((promisesOf(d, '/api/folders', 'get')[1]!.by as Json[])[0]!.direction = 'up'),
      /direction: must be equal to one of the allowed values/,
    ],
    [
      'x-promises on a schema',
      (d: Json) =>
        ((((d.components as Json).schemas as Json).Folder as Json)['x-promises'] = [
          { kind: 'distinct', id: 'Folder/x', field: 'id' },
        ]),
      /belongs on an operation or a channel/,
    ],
    [
      'a malformed x-throttle',
      (d: Json) => (op(d, '/api/folders', 'post')['x-throttle'] = { limit: 5 }),
      /x-throttle: must have required property 'per_seconds'/,
    ],
    [
      'a throttle keyed by a field the body does not have',
      (d: Json) =>
        (op(d, '/api/threads/{thread}/message', 'post')['x-throttle'] = {
          limit: 30,
          per_seconds: 60,
          by: ['thread_id'],
        }),
      /sendThreadMessage .*x-throttle by "thread_id" is neither ip, user nor a field of the request body/,
    ],
    [
      'a throttle by user on a guest operation',
      (d: Json) => ((op(d, '/api/register', 'post')['x-throttle'] as Json).by = ['user']),
      /register .*x-throttle by "user" on a guest operation/,
    ],
    [
      'a throttle without its 429',
      (d: Json) => delete (op(d, '/api/councils/{council}/users', 'post').responses as Json)['429'],
      /inviteCouncilUser .*has x-throttle but documents no 429/,
    ],
    [
      'a 429 without a throttle',
      (d: Json) => delete op(d, '/api/threads/{thread}/file', 'post')['x-throttle'],
      /uploadThreadFiles .*documents a 429 but has no x-throttle/,
    ],
    [
      'an unknown council role',
      (d: Json) => (op(d, '/api/councils/{council}', 'get')['x-council-roles'] = ['owner']),
      /x-council-roles\/0: must be equal to one of the allowed values/,
    ],
    [
      'a shown_by that is no operation',
      (d: Json) => (promisesOf(d, '/api/folders/{folder}', 'delete')[1]!.shown_by = 'getFoldr'),
      /shown_by "getFoldr" is not an operationId/,
    ],
    [
      'a param the operation does not have',
      (d: Json) => (promisesOf(d, '/api/threads', 'get')[3]!.param = 'q'),
      /param "q" is not a parameter of the operation/,
    ],
    [
      'a field the listed items do not have',
      (d: Json) => ((promisesOf(d, '/api/folders', 'get')[1]!.by as Json[])[0]!.field = 'title'),
      /field "title" is not in the items of the response's "data"/,
    ],
    [
      'a list the response does not have',
      (d: Json) => (promisesOf(d, '/api/folders/{folder}', 'get')[1]!.list = 'data.files'),
      /the response has no "data.files"/,
    ],
    [
      'a settable field the body does not have',
      (d: Json) => (promisesOf(d, '/api/folders', 'post')[1]!.fields = ['name', 'colour']),
      /"colour" is not a field of the request body/,
    ],
    [
      'an ignored key that is a body field',
      (d: Json) => (promisesOf(d, '/api/folders', 'post')[1]!.ignored = ['name']),
      /ignored "name" is a field of the request body/,
    ],
    [
      'a kept field the reader does not answer',
      (d: Json) => (promisesOf(d, '/api/folders/{folder}', 'delete')[2]!.set = { folder: null }),
      /set "folder" is not a field of what getThread answers/,
    ],
    [
      'an id used twice',
      (d: Json) => (promisesOf(d, '/api/folders', 'get')[1]!.id = 'listFolders/own'),
      /promise id "listFolders\/own" is used twice/,
    ],
    [
      'an id of another operation',
      (d: Json) => (promisesOf(d, '/api/folders', 'get')[1]!.id = 'getFolder/order-x'),
      /the id must start with "listFolders\/"/,
    ],
  ])('fails on %s', (_name, change, problem) => {
    const problems = lintAfter(change);
    expect(
      problems.some((line) => problem.test(line)),
      problems.join('\n'),
    ).toBe(true);
  });
});

describe('the generated promises', () => {
  it('list every promise with its check in docs/promises-list.md (run `npm run generate` when this fails)', () => {
    expect(readFileSync('docs/promises-list.md', 'utf8')).toBe(renderPromisesList(sites));
  });

  it('are in src/generated/promises.ts as the contract states them', () => {
    const operationSites = sites.filter((site) => site.kind === 'operation');
    expect(Object.fromEntries(operationSites.map((site) => [site.site, site.promises]))).toEqual(
      promisesByOperation,
    );
    const channels = sites.filter((site) => site.kind === 'channel');
    expect(channels.map((site) => site.promises)).toEqual(
      Object.values(promisesByChannel).map((c) => c.promises),
    );
  });

  it('name a runner check for every kind of the vocabulary, and no other', () => {
    expect(Object.keys(CHECK_BY_KIND).sort()).toEqual(
      [...schema.$defs.common.properties.kind.enum].sort(),
    );
  });

  it('cover every operation', () => {
    expect(
      sites
        .filter((site) => site.kind === 'operation' && site.promises.length === 0)
        .map((s) => s.site),
    ).toEqual([]);
  });
});
