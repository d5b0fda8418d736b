// @vitest-environment node
/**
 * The contract's path files are cut as its generated code and the mock's handlers are: each Path
 * Item file sits in openapi/paths/<the tag of its operations>/, and every folder there is a tag of
 * openapi.yaml (openapi/CONVENTIONS.md "Layout"). A folder named after a URL segment, or a file in
 * another tag's folder, fails here, so "where is the contract of X" has one answer per area.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const PATHS = 'openapi/paths';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type PathItem = Record<string, { operationId?: string; tags?: string[] } | undefined>;

/**
 * What is out of place in a paths tree (`files`: path from openapi/paths to its parsed Path Item;
 * `folders`: its folders; `tags`: those openapi.yaml declares): a folder that is not a tag, a file
 * directly in openapi/paths, an operation with no tag or several, or one in another tag's folder.
 */
export function misplacedPaths(
  files: ReadonlyMap<string, PathItem>,
  folders: readonly string[],
  tags: readonly string[],
): string[] {
  const known = new Set(tags);
  const problems = folders
    .filter((folder) => !known.has(folder))
    .map((folder) => `${PATHS}/${folder}/ is not a tag of the contract (${tags.join(', ')})`);
  for (const [path, item] of files) {
    const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : null;
    if (folder === null) {
      problems.push(`${PATHS}/${path} sits outside a tag's folder`);
      continue;
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const id = operation.operationId ?? `${method} in ${path}`;
      const own = operation.tags ?? [];
      if (own.length !== 1)
        problems.push(`${PATHS}/${path}: ${id} has ${own.length} tags; it needs exactly one`);
      else if (own[0] !== folder)
        problems.push(
          `${PATHS}/${path}: ${id} is tagged ${own[0]}: it belongs in ${PATHS}/${own[0]}/`,
        );
    }
  }
  return problems;
}

/** The tree as it is: every YAML file under openapi/paths, parsed, and the folders directly in it. */
function readTree() {
  const files = new Map<string, PathItem>();
  const folders: string[] = [];
  for (const entry of readdirSync(PATHS, { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      files.set(entry.name, {});
      continue;
    }
    folders.push(entry.name);
    for (const name of readdirSync(join(PATHS, entry.name))) {
      const source = readFileSync(join(PATHS, entry.name, name), 'utf8');
      files.set(`${entry.name}/${name}`, parseYaml(source) as PathItem);
    }
  }
  return { files, folders };
}

const declaredTags = (): string[] => {
  const root = parseYaml(readFileSync('openapi/openapi.yaml', 'utf8')) as {
    tags: { name: string }[];
  };
  return root.tags.map((tag) => tag.name);
};

describe('openapi/paths follows the contract’s tags', () => {
  it('has each path file in its operations’ tag’s folder, and no folder that is not a tag', () => {
    const { files, folders } = readTree();
    expect(files.size).toBeGreaterThan(0);
    expect(misplacedPaths(files, folders, declaredTags())).toEqual([]);
  });

  it('has a folder for every tag, as mocks/handlers and src/generated/api do', () => {
    const { folders } = readTree();
    expect([...folders].sort()).toEqual([...declaredTags()].sort());
  });

  describe('the check itself', () => {
    const tags = ['threads', 'folders'];
    const item = (operationId: string, tag: string | string[]): PathItem => ({
      get: { operationId, tags: Array.isArray(tag) ? tag : [tag] },
    });

    it('passes a tree cut by tag', () => {
      const files = new Map([
        ['threads/threads.yaml', item('listThreads', 'threads')],
        ['folders/folders.yaml', item('listFolders', 'folders')],
      ]);
      expect(misplacedPaths(files, ['threads', 'folders'], tags)).toEqual([]);
    });

    it('names a folder cut by URL, a file in another tag’s folder and a file outside any folder', () => {
      const files = new Map([
        ['messages/search.yaml', item('searchMessages', 'threads')],
        ['threads/folders.yaml', item('listFolders', 'folders')],
        ['loose.yaml', item('listThreads', 'threads')],
      ]);
      expect(misplacedPaths(files, ['messages', 'threads'], tags)).toEqual([
        'openapi/paths/messages/ is not a tag of the contract (threads, folders)',
        'openapi/paths/messages/search.yaml: searchMessages is tagged threads: it belongs in openapi/paths/threads/',
        'openapi/paths/threads/folders.yaml: listFolders is tagged folders: it belongs in openapi/paths/folders/',
        "openapi/paths/loose.yaml sits outside a tag's folder",
      ]);
    });

    it('names an operation with no tag or two', () => {
      const files = new Map([
        ['threads/a.yaml', item('listThreads', [])],
        ['threads/b.yaml', item('getThread', ['threads', 'folders'])],
      ]);
      expect(misplacedPaths(files, ['threads'], tags)).toEqual([
        'openapi/paths/threads/a.yaml: listThreads has 0 tags; it needs exactly one',
        'openapi/paths/threads/b.yaml: getThread has 2 tags; it needs exactly one',
      ]);
    });
  });
});
