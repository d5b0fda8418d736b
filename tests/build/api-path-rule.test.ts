/**
 * The lint rule that keeps API paths out of app code (eslint.config.js): a path written as a string
 * or a template in src/ fails, wherever it stands; module names of the generated client, the
 * generated code itself and test files do not.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// Only the rule under test runs (the config is still the project's whole one).
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

/** The messages of the API-path rule for `source` as if it were the file at `path`. */
async function apiPathErrors(path: string, source: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.startsWith('No /api/ path'))
    .map((m) => m.line);
}

describe('no /api/ path in app code', () => {
  it('fails a path in a string, a template or a key, in a feature, the shared layer or the shell', async () => {
    const source = [
      "export const key = ['/api/threads', { per_page: 50 }];",
      'export const url = (id: number) => `/api/threads/${id}`;',
      "export const prefix = (key: string) => key.startsWith('/api/folders');",
      'export const later = (base: string) => `${base}/api/profile`;',
    ].join('\n');
    for (const path of [
      'src/features/chat/keys.ts',
      'src/lib/http/paths.ts',
      'src/app/table.tsx',
    ]) {
      expect(await apiPathErrors(path, source)).toEqual([1, 2, 3, 4]);
    }
  });

  it('lets the generated client be imported, by name or lazily, and leaves test files alone', async () => {
    const imports = [
      "import { listThreads } from '@/generated/api/threads/threads';",
      "export { getThread } from '@/generated/api/threads/threads';",
      "export const load = () => import('@/generated/api/agents/agents');",
      'export const call = listThreads;',
    ].join('\n');
    expect(await apiPathErrors('src/features/chat/calls.ts', imports)).toEqual([]);
    expect(
      await apiPathErrors('src/lib/base/app-base.test.ts', "export const path = '/api/profile';"),
    ).toEqual([]);
  });
});
