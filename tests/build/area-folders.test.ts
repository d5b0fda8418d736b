// @vitest-environment node
/**
 * One name per area: the table in areas.ts names every folder under src/features, tests/ and e2e/
 * (as an area's or as shared), every folder of mocks/handlers and openapi/paths is a tag of it, each
 * tag has its folders there and in src/generated (those of tests/mocks are checked by
 * tests/mocks/handler-folders.test.ts), the table's tags are the contract's, and docs/architecture.md
 * shows the table's rendering. A new folder, a moved one or a renamed tag fails here until areas.ts
 * says where it belongs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { operations } from '@/generated/operations';
import { AREAS, SHARED, type Area } from '../../areas.ts';
import { AREAS_PAGE, areasTable, withAreasTable } from '../../scripts/areas-table.ts';

type Shared = typeof SHARED;
/** The trees cut by screen: their root, and the table's names for it. */
const BY_SCREEN = [
  { key: 'features', root: 'src/features' },
  { key: 'tests', root: 'tests' },
  { key: 'e2e', root: 'e2e' },
] as const;
/** The trees cut by tag: each folder directly in them is a tag, and each tag has one (but tests/mocks). */
const BY_TAG = ['openapi/paths', 'mocks/handlers', 'src/generated/api', 'src/generated/zod'];

/** Every folder under `root`, as paths relative to it. */
function foldersUnder(root: string, base = ''): string[] {
  return readdirSync(join(root, base), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = base === '' ? entry.name : `${base}/${entry.name}`;
      return [path, ...foldersUnder(root, path)];
    });
}

/**
 * What the table gets wrong about one tree cut by screen (`folders`: every folder under `root`,
 * relative): a folder it does not name (one inside a named folder is that folder's own, and one
 * that holds named folders is only their parent), a name whose folder does not exist, a name given
 * both to an area and as shared.
 */
export function unnamed(
  root: string,
  folders: readonly string[],
  byArea: readonly string[],
  shared: readonly string[],
): string[] {
  const named = new Set([...byArea, ...shared]);
  const problems = folders
    .filter(
      (folder) =>
        ![...named].some(
          (name) =>
            folder === name || folder.startsWith(`${name}/`) || name.startsWith(`${folder}/`),
        ),
    )
    .map((folder) => `${root}/${folder} is named by no area of areas.ts, nor as shared`);
  const present = new Set(folders);
  for (const name of [...named].sort()) {
    if (!present.has(name)) problems.push(`areas.ts names ${root}/${name}, which does not exist`);
    if (byArea.includes(name) && shared.includes(name))
      problems.push(`areas.ts names ${root}/${name} both for an area and as shared`);
  }
  return problems;
}

/** What the table gets wrong about the trees cut by tag (`folders`: each tree's folders). */
export function untagged(
  folders: ReadonlyMap<string, readonly string[]>,
  areas: readonly Pick<Area, 'tag'>[],
): string[] {
  const tags = areas.map((area) => area.tag);
  const problems: string[] = [];
  for (const [root, names] of folders) {
    for (const name of names)
      if (!tags.includes(name)) problems.push(`${root}/${name} is not a tag of areas.ts`);
    for (const tag of tags)
      if (!names.includes(tag)) problems.push(`${root}/${tag} is missing for tag ${tag}`);
  }
  return problems;
}

const byArea = (key: 'features' | 'tests' | 'e2e') => [
  ...new Set(AREAS.flatMap((area) => area[key])),
];
const sharedNames = (key: keyof Shared) => Object.keys(SHARED[key]);

describe('each area has one name per tree, in areas.ts', () => {
  it.each(BY_SCREEN)(
    'names every folder of $root, and only folders that exist',
    ({ key, root }) => {
      const folders = foldersUnder(root);
      expect(folders.length).toBeGreaterThan(0);
      expect(unnamed(root, folders, byArea(key), sharedNames(key))).toEqual([]);
    },
  );

  it('has a folder for each tag, and no other, where the code is cut by tag', () => {
    const folders = new Map(
      BY_TAG.map((root) => [root, foldersUnder(root).filter((f) => !f.includes('/'))]),
    );
    // The schemas every tag shares sit beside the tags' folders in src/generated/zod.
    folders.set(
      'src/generated/zod',
      folders.get('src/generated/zod')!.filter((f) => f !== 'schemas'),
    );
    expect(untagged(folders, AREAS)).toEqual([]);
  });

  it('has the contract’s tags, once each, in its order', () => {
    const ofOperations = [...new Set<string>(operations.map((op) => op.tag))].sort();
    const tags = AREAS.map((area) => area.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect([...tags].sort()).toEqual(ofOperations);
    const root = parseYaml(readFileSync('openapi/openapi.yaml', 'utf8')) as {
      tags: { name: string }[];
    };
    const declared = root.tags.map((tag) => tag.name);
    expect(tags).toEqual(declared);
  });

  it('is shown in docs/architecture.md as its rendering (npm run docs:areas writes it)', () => {
    const page = readFileSync(AREAS_PAGE, 'utf8');
    expect(withAreasTable(page, areasTable())).toBe(page);
  });

  describe('the check itself', () => {
    it('passes a tree whose folders are all named, a parent of named folders and the insides of named ones', () => {
      const folders = ['chat', 'chat/data', 'council', 'council/users', 'council/orders', 'empty'];
      expect(
        unnamed('src/features', folders, ['chat', 'council/users', 'council/orders'], ['empty']),
      ).toEqual([]);
    });

    it('names a folder the table does not, one under a parent it does not, and a name with no folder', () => {
      const folders = ['chat', 'billing', 'council', 'council/users', 'council/extra'];
      expect(unnamed('e2e', folders, ['chat', 'council/users', 'payments'], [])).toEqual([
        'e2e/billing is named by no area of areas.ts, nor as shared',
        'e2e/council/extra is named by no area of areas.ts, nor as shared',
        'areas.ts names e2e/payments, which does not exist',
      ]);
    });

    it('names a folder given both to an area and as shared', () => {
      expect(unnamed('tests', ['ui'], ['ui'], ['ui'])).toEqual([
        'areas.ts names tests/ui both for an area and as shared',
      ]);
    });

    it('names a by-tag folder that is no tag, and a tag with no folder', () => {
      const folders = new Map([['openapi/paths', ['threads', 'messages']]]);
      expect(untagged(folders, [{ tag: 'threads' }, { tag: 'folders' }])).toEqual([
        'openapi/paths/messages is not a tag of areas.ts',
        'openapi/paths/folders is missing for tag folders',
      ]);
    });

    it('finds the docs stale when the table changes', () => {
      const page = readFileSync(AREAS_PAGE, 'utf8');
      const moved = AREAS.map((area) =>
        area.tag === 'licences' ? { ...area, features: ['council/licences'] } : area,
      );
      expect(withAreasTable(page, areasTable(moved))).not.toBe(page);
    });
  });
});
