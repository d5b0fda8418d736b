// @vitest-environment node
/**
 * The table of checks in docs/backend.md is the catalogue's: every check of
 * conformance/checks/index.ts named once, nothing else, each row its module's `docs`, and the page
 * holds the fresh rendering (scripts/generate-checks-table.ts, part of `npm run generate`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE, CHECK_NAMES } from '../../conformance/checks/index.ts';
import type { Check } from '../../conformance/engine/check.ts';
import type { CheckName } from '../../conformance/engine/check-names.ts';
import {
  CHECKS_PAGE,
  TABLE_END,
  TABLE_START,
  checksRows,
  checksTable,
  withTable,
} from '../../scripts/checks/table.ts';

// The catalogue's realtime checks import pusher-js, whose web build needs a browser: the docs are all this reads.
vi.mock('pusher-js', () => ({ default: class {} }));

const page = readFileSync(CHECKS_PAGE, 'utf8');

/** The check names of each row of the page's table, as a reader sees them. */
function namesInTable(text: string): string[][] {
  const table = text.slice(text.indexOf(TABLE_START), text.indexOf(TABLE_END));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => [...line.split(' | ')[0]!.matchAll(/`([\w-]+)`/g)].map((m) => m[1]!));
}

describe('the table of checks in docs/backend.md', () => {
  it('names every check of the catalogue once, and nothing else', () => {
    const named = namesInTable(page).flat();
    expect(named.length).toBeGreaterThan(0);
    expect([...named].sort()).toEqual([...CHECK_NAMES].sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it('is the fresh rendering of the check modules (npm run generate writes it)', () => {
    expect(withTable(page, checksTable(CATALOGUE))).toBe(page);
  });

  it('gives every check a row of its own or names the row it shares', () => {
    for (const check of CATALOGUE)
      if (typeof check.docs === 'string') expect(check.docs.trim().length).toBeGreaterThan(20);
    const shared = checksRows(CATALOGUE).filter((row) => row.names.length > 1);
    expect(shared.map((row) => row.names[0])).toContain('method-not-allowed');
  });

  it('would show a check added to the catalogue, and a row that goes stale', () => {
    // A name the catalogue does not have is a type error (engine/check-names.ts): cast, as a new module would add it there.
    const extra: Check = {
      ...CATALOGUE[0]!,
      name: 'extra-check' as CheckName,
      docs: 'something new, with a | in it',
    };
    const table = checksTable([...CATALOGUE, extra]);
    expect(namesInTable(table).flat()).toContain('extra-check');
    expect(table).toContain('something new, with a \\| in it');
    expect(withTable(page, table)).not.toBe(page);
  });

  it('refuses a shared row that names no check of the catalogue', () => {
    const stray: Check = {
      ...CATALOGUE[0]!,
      name: 'stray' as CheckName,
      docs: { rowOf: 'no-such-check' as CheckName },
    };
    expect(() => checksTable([...CATALOGUE, stray])).toThrow(/no-such-check/);
  });

  it('refuses a page without its markers', () => {
    expect(() => withTable('# no table here', checksTable(CATALOGUE))).toThrow(/markers/);
  });
});
