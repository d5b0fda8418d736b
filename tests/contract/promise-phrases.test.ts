// @vitest-environment node
/**
 * Every promise the prose states is carried by an `x-promises` entry: the detector of promise
 * phrases (scripts/promises/phrases.ts) finds none without its kind, in any operation's
 * description and parameters or any channel's description. Each phrase is proven to be detected,
 * on the bundle in memory and on a temporary copy of openapi/ bundled afresh.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadAsyncApi,
  loadBundle,
  promiseSites,
  type Json,
} from '../../scripts/promises/contract.ts';
import { missingPromises, PROMISE_PHRASES } from '../../scripts/promises/phrases.ts';

const bundle = loadBundle();
const asyncapi = loadAsyncApi();
const missing = (doc: Json) => missingPromises(promiseSites(doc, asyncapi));
const logoutOf = (doc: Json) =>
  (doc.paths as Record<string, Record<string, Json>>)['/api/logout']!.post!;

describe('the promise-phrase detector', () => {
  it('finds every promise of the prose carried by an extension', () => {
    expect(missing(bundle)).toEqual([]);
  });

  it.each(PROMISE_PHRASES.map((phrase) => [phrase.name, phrase] as const))(
    'fails on a description that states "%s" with no promise of its kind',
    (name, phrase) => {
      const copy = structuredClone(bundle);
      const logout = logoutOf(copy);
      logout.description = `${String(logout.description)} ${phrase.example}`;
      delete logout['x-promises'];
      expect(missing(copy)).toContainEqual(
        expect.objectContaining({ site: 'logout', phrase: name }),
      );
    },
  );

  it('fails when an operation loses its promises, naming the phrases they carried', () => {
    const copy = structuredClone(bundle);
    delete (copy.paths as Record<string, Record<string, Json>>)['/api/folders']!.get!['x-promises'];
    expect(missing(copy).map((m) => `${m.site}: ${m.phrase}`)).toEqual([
      'listFolders: order',
      'listFolders: who sees what',
      'listFolders: case-insensitive comparison',
    ]);
  });

  it('asks a case-insensitive sentence for a promise that compares case-insensitively', () => {
    const copy = structuredClone(bundle);
    const order = (
      (copy.paths as Record<string, Record<string, Json>>)['/api/folders']!.get![
        'x-promises'
      ] as Json[]
    )[1]!;
    (order.by as Json[])[0]!.case = 'sensitive';
    expect(missing(copy)).toEqual([
      expect.objectContaining({ site: 'listFolders', phrase: 'case-insensitive comparison' }),
    ]);
  });
});

describe('the detector on a copy of openapi/ bundled afresh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'promise-phrases-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on a description altered in the YAML that states a promise no extension carries', () => {
    cpSync('openapi', join(dir, 'openapi'), { recursive: true });
    const file = join(dir, 'openapi/paths/support/feedback.yaml');
    const yaml = readFileSync(file, 'utf8');
    const altered = yaml.replace(
      'Stores a feedback message from the signed-in user',
      'Stores a feedback message from the signed-in user; feedback is listed newest first, and a repeated subject is ignored',
    );
    expect(altered).not.toBe(yaml);
    writeFileSync(file, altered);
    const out = join(dir, 'openapi.json');
    execFileSync(
      join(process.cwd(), 'node_modules/.bin/redocly'),
      ['bundle', join(dir, 'openapi/openapi.yaml'), '--ext', 'json', '-o', out],
      {
        stdio: 'pipe',
      },
    );
    const found = missing(loadBundle(out));
    expect(found.map((m) => `${m.site}: ${m.phrase}`)).toEqual(['sendFeedback: order']);
  }, 120_000);
});
