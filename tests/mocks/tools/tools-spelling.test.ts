/**
 * Issue 61 ("copy from another product"): the tools dictionary offered Jira and GitHub to a parish
 * council, and the Laravel seeder spelled the tools it shares with the mock its own way. The
 * mock's dictionary is the one spelling: the contract's example and backend/laravel's seeder
 * name and describe each tool they list exactly as it does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import openapi from '@/generated/openapi.json';
import { TOOL_ROWS } from '@mocks/db/seed/identity-dictionaries';
import { TOOL_SLUGS } from '@mocks/db/seed-ids';

interface Spelled {
  slug: string;
  name: string;
  description: string;
}

const mock = new Map(
  TOOL_ROWS.map(({ slug, name, description }) => [slug, { slug, name, description }]),
);

/** The contract's example answer of listTools. */
const contractExample = (): Spelled[] =>
  (
    openapi.paths['/api/dictionaries/tools'].get.responses['200'].content['application/json']
      .examples.list.value as { data: Spelled[] }
  ).data.map(({ slug, name, description }) => ({ slug, name, description }));

/** The tools backend/laravel's DictionarySeeder creates, read from its `Tool::create([...])` calls. */
function laravelSeeded(): Spelled[] {
  const php = readFileSync('backend/laravel/database/seeders/DictionarySeeder.php', 'utf8');
  const field = (block: string, key: string) =>
    new RegExp(`'${key}' => '((?:[^'\\\\]|\\\\.)*)'`).exec(block)?.[1]?.replace(/\\'/g, "'");
  return php
    .split('Tool::create([')
    .slice(1)
    .map((block) => ({
      slug: field(block, 'slug') ?? '',
      name: field(block, 'name') ?? '',
      description: field(block, 'description') ?? '',
    }));
}

describe('the tools dictionary, in one spelling', () => {
  it('offers what a council works with, not a software team’s tools', () => {
    expect([...mock.keys()].sort()).toEqual([...TOOL_SLUGS].sort());
    const names = [...mock.values()].map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['Google Drive', 'Microsoft Teams']));
    for (const other of ['Jira', 'GitHub']) expect(names).not.toContain(other);
  });

  it.each([
    ['the contract’s example', contractExample],
    ['the Laravel seeder', laravelSeeded],
  ])('%s spells each tool as the mock does', (_where, read) => {
    const tools = read();
    expect(tools.length).toBeGreaterThanOrEqual(2);
    for (const tool of tools) expect(tool).toEqual(mock.get(tool.slug));
  });
});
