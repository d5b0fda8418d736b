import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, filesOf, formatBudget, type Manifest } from '../../scripts/bundle-budgets';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A built app in miniature: an entry with a shared chunk, two lazy pages; random bytes do not compress. */
function fixture(): string {
  dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/Landing.tsx', 'src/Chat.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/Landing.tsx': { file: 'assets/Landing.js', imports: ['_shared.js'] },
    'src/Chat.tsx': { file: 'assets/Chat.js', imports: ['_shared.js', '_big.js'] },
    '_big.js': { file: 'assets/big.js' },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const sizes: Record<string, number> = {
    index: 20_000,
    shared: 10_000,
    Landing: 5_000,
    Chat: 5_000,
    big: 40_000,
  };
  for (const [name, bytes] of Object.entries(sizes))
    writeFileSync(join(dir, 'assets', `${name}.js`), randomBytes(bytes));
  return dir;
}

describe('bundle budgets', () => {
  it('counts the entry, the page and their static imports, once each, and not other pages', () => {
    const out = fixture();
    const [landing, chat] = checkBudgets(out, [
      { name: 'first page', modules: ['src/Landing.tsx'], limitKb: 150 },
      { name: 'chat', modules: ['src/Chat.tsx'], limitKb: 150 },
    ]);
    expect(landing!.files.sort()).toEqual([
      'assets/Landing.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
    expect(landing!.kb).toBeGreaterThan(34);
    expect(landing!.kb).toBeLessThan(36);
    expect(chat!.files).toContain('assets/big.js');
    expect(landing!.ok && chat!.ok).toBe(true);
  });

  it('fails a page over its budget and says so against the figure', () => {
    const out = fixture();
    const [chat] = checkBudgets(out, [{ name: '/chat', modules: ['src/Chat.tsx'], limitKb: 60 }]);
    expect(chat!.ok).toBe(false);
    expect(formatBudget(chat!)).toMatch(
      /^\/chat\s+7\d\.\d KB of 60 KB \(gzip, 4 files\): OVER BUDGET$/,
    );
  });

  it('refuses a budget naming a module the build does not have', () => {
    const out = fixture();
    expect(() =>
      checkBudgets(out, [{ name: 'x', modules: ['src/Renamed.tsx'], limitKb: 1 }]),
    ).toThrow(/no chunk for src\/Renamed\.tsx/);
    expect(() => filesOf({}, ['index.html'])).toThrow(/no chunk for index\.html/);
  });
});
