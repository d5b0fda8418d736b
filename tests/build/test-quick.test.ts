import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeBase, changedFiles } from '../../scripts/test-quick';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const write = (file: string, text: string) => writeFileSync(join(repo, file), text);

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'test-quick-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  write('kept.ts', 'export const kept = 1;\n');
  write('gone.ts', 'export const gone = 1;\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'start');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('test:quick: the change it checks', () => {
  it('is what a branch committed since main, plus what is staged, modified or new, without deleted files', () => {
    git('switch', '-q', '-c', 'work');
    write('committed.ts', 'export const committed = 1;\n');
    git('add', 'committed.ts');
    git('commit', '-q', '-m', 'work');
    write('staged.ts', 'export const staged = 1;\n');
    git('add', 'staged.ts');
    write('kept.ts', 'export const kept = 2;\n');
    write('new.ts', 'export const fresh = 1;\n');
    unlinkSync(join(repo, 'gone.ts'));

    const base = changeBase([], repo);
    expect(base).toBe('main');
    expect(changedFiles(base, repo).sort()).toEqual([
      'committed.ts',
      'kept.ts',
      'new.ts',
      'staged.ts',
    ]);
  });

  it('is only what is not committed on main without an upstream', () => {
    write('kept.ts', 'export const kept = 3;\n');
    expect(changeBase([], repo)).toBeNull();
    expect(changedFiles(null, repo)).toEqual(['kept.ts']);
  });

  it('starts where --since says, and refuses a ref that does not exist', () => {
    const first = git('rev-parse', 'HEAD').trim();
    write('later.ts', 'export const later = 1;\n');
    git('add', 'later.ts');
    git('commit', '-q', '-m', 'later');
    expect(changedFiles(changeBase(['--since', first], repo), repo)).toEqual(['later.ts']);
    expect(() => changeBase(['--since', 'no-such-ref'], repo)).toThrow(/--since takes a git ref/);
  });
});
