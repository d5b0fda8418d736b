/**
 * The mock's handlers are cut as the contract is: each operation's `defineOperation` is in
 * mocks/handlers/<its tag>/ (the tag from the operation table, src/generated/operations.ts), every
 * folder there is a tag, and the files directly in mocks/handlers/ (what several tags share) define
 * no operation; the folders of tests/mocks are tags too. docs/architecture.md says so to whoever
 * adds one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@/generated/operations';

const HANDLERS = 'mocks/handlers';
/** The mock's tests: those of a tag's operations in tests/mocks/<tag>/. */
const MOCK_TESTS = 'tests/mocks';

interface Operation {
  operationId: string;
  tag: string;
}

/** Each operation a file defines, by the literal id it hands `defineOperation`. */
const definedIn = (source: string): string[] =>
  [...source.matchAll(/defineOperation\(\s*['"]([\w-]+)['"]/g)].map((match) => match[1] ?? '');

/**
 * What is out of place in a handlers tree (`files`: path from mocks/handlers to source; `folders`:
 * its folders): an operation defined outside its tag's folder, twice or nowhere, a folder that is
 * not a tag.
 */
export function misplaced(
  files: ReadonlyMap<string, string>,
  folders: readonly string[],
  table: readonly Operation[],
): string[] {
  const tags = new Set(table.map((op) => op.tag));
  const tagOf = new Map(table.map((op) => [op.operationId, op.tag]));
  const problems = folders
    .filter((folder) => !tags.has(folder))
    .map(
      (folder) =>
        `${HANDLERS}/${folder}/ is not a tag of the contract (${[...tags].sort().join(', ')})`,
    );
  const where = new Map<string, string[]>();
  for (const [path, source] of files) {
    for (const id of definedIn(source)) {
      where.set(id, [...(where.get(id) ?? []), path]);
      const tag = tagOf.get(id);
      const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : null;
      if (tag === undefined)
        problems.push(`${HANDLERS}/${path} defines ${id}, which is not in the contract`);
      else if (folder !== tag)
        problems.push(
          `${HANDLERS}/${path} defines ${id} (tag ${tag}): it belongs in ${HANDLERS}/${tag}/`,
        );
    }
  }
  for (const { operationId } of table) {
    const paths = where.get(operationId) ?? [];
    if (paths.length === 0)
      problems.push(`${operationId} has no defineOperation under ${HANDLERS}/`);
    if (paths.length > 1)
      problems.push(`${operationId} is defined ${paths.length} times: ${paths.join(', ')}`);
  }
  return problems;
}

/** The handlers tree as it is: its source files (tests left out) and its folders. */
function readTree() {
  const files = new Map<string, string>();
  const folders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(HANDLERS, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (dir === HANDLERS) folders.push(entry.name);
        walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.set(rel, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(HANDLERS);
  return { files, folders };
}

describe('mocks/handlers follows the contract’s tags', () => {
  it('has each operation once, in its tag’s folder, and no folder that is not a tag', () => {
    const { files, folders } = readTree();
    expect(files.size).toBeGreaterThan(0);
    expect(misplaced(files, folders, operations)).toEqual([]);
  });

  it('so do the mock’s operation tests: every folder of tests/mocks is a tag (the rest sit directly in it)', () => {
    const tags = new Set<string>(operations.map((op) => op.tag));
    const folders = readdirSync(MOCK_TESTS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((folder) => !tags.has(folder))).toEqual([]);
  });

  describe('the check itself', () => {
    const table = [
      { operationId: 'listThreads', tag: 'threads' },
      { operationId: 'listFolders', tag: 'folders' },
    ];
    const define = (id: string) =>
      `export const ops = [defineOperation('${id}', () => ({ body: {} }))];`;

    it('passes a tree cut by tag, with shared files directly in mocks/handlers', () => {
      const files = new Map([
        ['threads/threads.ts', define('listThreads')],
        ['folders/folders.ts', define('listFolders')],
        ['chat-access.ts', 'export const visible = true;'],
      ]);
      expect(misplaced(files, ['threads', 'folders'], table)).toEqual([]);
    });

    it('names an operation outside its tag’s folder, a shared file with one, and a folder that is no tag', () => {
      const files = new Map([
        ['chat/threads.ts', define('listThreads')],
        ['folders.ts', define('listFolders')],
      ]);
      expect(misplaced(files, ['chat'], table)).toEqual([
        'mocks/handlers/chat/ is not a tag of the contract (folders, threads)',
        'mocks/handlers/chat/threads.ts defines listThreads (tag threads): it belongs in mocks/handlers/threads/',
        'mocks/handlers/folders.ts defines listFolders (tag folders): it belongs in mocks/handlers/folders/',
      ]);
    });

    it('names an operation defined twice or nowhere', () => {
      const files = new Map([
        ['threads/a.ts', define('listThreads')],
        ['threads/b.ts', define('listThreads')],
      ]);
      expect(misplaced(files, ['threads'], table)).toEqual([
        'listThreads is defined 2 times: threads/a.ts, threads/b.ts',
        'listFolders has no defineOperation under mocks/handlers/',
      ]);
    });
  });
});
