// @vitest-environment node
/**
 * Every sentence of the contract is accounted for (openapi/CONVENTIONS.md "Every sentence
 * accounted for"): each sentence of openapi.yaml, asyncapi.yaml and CONVENTIONS.md's rules has a
 * mapping in openapi/sentences/, every promise a mapping names exists, every promise's kind is run
 * by a check of the runner's catalogue, every `check:` names one, and docs/contract-sentences.md
 * is the fresh rendering. Each way the accounting can fail is proven on a copy of the contract.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_NAMES } from '../../conformance/checks/index.ts';
import {
  loadAsyncApi,
  loadBundle,
  promiseSites,
  type Json,
} from '../../scripts/promises/contract.ts';
import { accountFor, loadMappings, type Mapping } from '../../scripts/sentences/mapping.ts';
import { sentencesPage } from '../../scripts/sentences/page.ts';
import {
  contractSentences,
  keyOf,
  loadConventions,
  splitSentences,
} from '../../scripts/sentences/split.ts';

// The catalogue's realtime checks import pusher-js, whose web build needs a browser: the names are all this reads.
vi.mock('pusher-js', () => ({ default: class {} }));

const bundle = loadBundle();
const asyncapi = loadAsyncApi();
const conventions = loadConventions();
const mappings = loadMappings();
const problemsOf = (
  doc: Json,
  maps: Map<string, Mapping & { location: string }> = mappings,
  checks: readonly string[] = CHECK_NAMES,
) =>
  accountFor(
    contractSentences(doc, asyncapi, conventions),
    maps,
    promiseSites(doc, asyncapi),
    checks,
  );
const folders = (doc: Json) => (doc.paths as Record<string, Record<string, Json>>)['/api/folders']!;

describe('the accounting of the contract sentences', () => {
  it('maps every sentence, to promises that exist and checks that run', () => {
    expect(problemsOf(bundle)).toEqual([]);
  });

  it('leaves no sentence a gap: what can be observed from outside is judged by a check', () => {
    const gaps = [...mappings.values()]
      .filter((mapping) => mapping.gap !== undefined)
      .map((mapping) => `${mapping.location} ${mapping.key}: ${mapping.gap}`);
    expect(gaps).toEqual([]);
  });

  it('fails on a sentence with no mapping, naming where it stands', () => {
    const copy = structuredClone(bundle);
    const create = folders(copy).post!;
    create.description = `${String(create.description)} Folders are archived after a year of silence.`;
    expect(problemsOf(copy)).toEqual([
      {
        key: keyOf('createFolder description', 'Folders are archived after a year of silence.'),
        location: 'createFolder',
        text: 'Folders are archived after a year of silence.',
        problem: 'no mapping',
      },
    ]);
  });

  it('fails on a mapping to a promise that does not exist', () => {
    const copy = structuredClone(bundle);
    const list = folders(copy).get!;
    list['x-promises'] = (list['x-promises'] as Json[]).filter((p) => p.id !== 'listFolders/own');
    expect(problemsOf(copy).map((p) => `${p.location}: ${p.problem}`)).toContain(
      'listFolders: promise listFolders/own does not exist',
    );
  });

  it('fails on a promise whose kind no check of the catalogue runs', () => {
    const without = CHECK_NAMES.filter((name) => name !== 'promise-sets');
    const found = problemsOf(bundle, mappings, without).map((p) => `${p.location}: ${p.problem}`);
    expect(found).toContain(
      'createFolder: promise createFolder/name-trimmed: no check runs kind sets',
    );
    expect(found).toContain('createFolder/name-trimmed: no check runs kind sets');
  });

  it('fails on a check the runner does not have, a status-less mapping and a mapping of no sentence', () => {
    const maps = new Map(mappings);
    const [first, second] = [...maps.values()].filter((m) => m.location === 'listFolders');
    maps.set(first!.key, { key: first!.key, location: 'listFolders', check: 'no-such-check' });
    maps.set(second!.key, { key: second!.key, location: 'listFolders' });
    maps.set('00000000', { key: '00000000', location: 'listFolders', outside: 'gone' });
    expect(problemsOf(bundle, maps).map((p) => p.problem)).toEqual([
      "check no-such-check is not in the runner's catalogue",
      'a mapping with no status',
      'maps no sentence',
    ]);
  });

  it('keeps the keys of the other sentences when one sentence is edited', () => {
    const copy = structuredClone(bundle);
    const remove = folders(copy).get!;
    const before = contractSentences(bundle, asyncapi, conventions).map((s) => s.key);
    remove.description = String(remove.description).replace(
      'Users only ever see',
      'Users see only',
    );
    const after = new Set(contractSentences(copy, asyncapi, conventions).map((s) => s.key));
    expect(before.filter((key) => !after.has(key))).toHaveLength(1);
  });

  it('has docs/contract-sentences.md as a fresh rendering', () => {
    expect(readFileSync('docs/contract-sentences.md', 'utf8')).toBe(
      sentencesPage(bundle, asyncapi).text,
    );
  });
});

describe('the sentence splitter', () => {
  it('splits at full stops, not inside code, parentheses, abbreviations or quoted messages', () => {
    expect(
      splitSentences(
        'Renames it (403 otherwise; see `a. B`). Answers 422 keyed `name`: "The name has already been taken." e.g. a clash.\n\n- A list item. Then more',
      ),
    ).toEqual([
      'Renames it (403 otherwise; see `a. B`).',
      'Answers 422 keyed `name`: "The name has already been taken." e.g. a clash.',
      'A list item.',
      'Then more',
    ]);
  });
});
