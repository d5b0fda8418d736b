/**
 * Style sheets are held to the same length as source files (ESLint's max-lines, as eslint.config.js
 * sets it for TypeScript, read from there): ESLint does not read CSS, so this lists every .css file
 * past it and fails. Run by `npm run lint`.
 */
import { globSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';

/** The max-lines limit ESLint applies to this very file. */
async function sourceFileLimit(): Promise<number> {
  const config = (await new ESLint().calculateConfigForFile('scripts/check-css-lines.ts')) as {
    rules?: Record<string, [unknown, { max?: number }?]>;
  };
  const max = config.rules?.['max-lines']?.[1]?.max;
  if (typeof max !== 'number')
    throw new Error('eslint.config.js sets no max-lines limit for source files.');
  return max;
}

/** Lines as an editor numbers them: a final newline does not start another. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

export function oversizedSheets(root: string, max: number): { file: string; lines: number }[] {
  return globSync('**/*.css', {
    cwd: root,
    exclude: (name) => name === 'node_modules' || name.startsWith('dist'),
  })
    .map((file) => ({
      file: file.split('\\').join('/'),
      lines: lineCount(readFileSync(`${root}/${file}`, 'utf8')),
    }))
    .filter((sheet) => sheet.lines > max)
    .sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const max = await sourceFileLimit();
  let failed = false;
  const sheets = oversizedSheets('.', max);
  for (const { file, lines } of sheets) {
    failed = true;
    console.error(
      `error: ${file} has ${lines} lines (at most ${max}): split it by what its parts style`,
    );
  }
  if (failed) process.exit(1);
}
