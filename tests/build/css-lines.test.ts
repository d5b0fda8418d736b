import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lineCount, oversizedSheets } from '../../scripts/check-css-lines';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const sheet = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `.rule-${i} { color: red; }`).join('\n') + '\n';

describe('the CSS length check of the lint stage', () => {
  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\n\nb\n')).toBe(3);
  });

  it('lists the sheets past the limit, in any folder but node_modules and builds', () => {
    dir = mkdtempSync(join(tmpdir(), 'css-lines-'));
    for (const folder of ['src/features/chat', 'src/app', 'node_modules/pkg', 'dist/assets'])
      mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, 'src/features/chat/chat.css'), sheet(401));
    writeFileSync(join(dir, 'src/app/fits.css'), sheet(400));
    writeFileSync(join(dir, 'node_modules/pkg/big.css'), sheet(900));
    writeFileSync(join(dir, 'dist/assets/big.css'), sheet(900));
    expect(oversizedSheets(dir, 400)).toEqual([{ file: 'src/features/chat/chat.css', lines: 401 }]);
  });
});
