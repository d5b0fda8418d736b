/**
 * The lint rules that keep the public faces small and the shared layer's hooks and components where
 * docs/architecture.md#public-faces says (eslint.config.js): a feature's index.ts names what it
 * shares and shares only its own code; src/lib holds hooks and components only in its named
 * subfolders; src/hooks holds hooks that know nothing of the app.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** A message on `line` that starts with `start`. */
const at = (line: number, start: string) =>
  expect.stringMatching(
    new RegExp(`^${line}: (.* )?${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) =>
    ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-imports',
});

/** `line: message` of each message of the two rules for `source` as if it were the file at `path`. */
async function errors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.line}: ${m.message}`);
}

describe("a feature's public face", () => {
  const face = [
    "export * from './pages';",
    "export * from '@/lib/session/auth-paths';",
    "export { formatMoney } from '@/lib/money';",
    "export { useDebounced } from '@/hooks/use-debounced';",
    "export { PaymentDialog } from './PaymentDialog';",
    "export type { Order } from './types';",
  ].join('\n');

  it("fails export * and a re-export of the shared layer in a feature's index.ts", async () => {
    expect(await errors('src/features/payments/index.ts', face)).toEqual([
      at(1, "No export * in a feature's index.ts"),
      at(2, "No export * in a feature's index.ts"),
      at(3, "A feature's index.ts shares only the feature's own code"),
      at(4, "A feature's index.ts shares only the feature's own code"),
    ]);
  });

  it("leaves a feature's inner modules alone", async () => {
    expect(await errors('src/features/payments/parts/index.ts', face)).toEqual([]);
  });
});

describe('hooks and components of the shared layer', () => {
  const hook = 'export function useThing() { return 1; }\nexport const useOther = () => 2;';
  const component = 'export function Thing() { return <div />; }';

  it('fails a hook or a component at the top of src/lib or in a subfolder not named for them', async () => {
    for (const path of ['src/lib/thing.tsx', 'src/lib/http/thing.tsx']) {
      expect(await errors(path, hook), path).toEqual([
        at(1, 'A hook in src/lib lives in the subfolder of the state it serves'),
        at(2, 'A hook in src/lib lives in the subfolder of the state it serves'),
      ]);
      expect(await errors(path, component), path).toEqual([
        at(1, 'A component in src/lib lives in src/lib/ui or src/lib/session'),
      ]);
    }
    expect(await errors('src/lib/realtime/thing.tsx', component)).toEqual([
      at(1, 'A component in src/lib lives in src/lib/ui or src/lib/session'),
    ]);
  });

  it('lets the named subfolders hold theirs', async () => {
    for (const path of ['src/lib/ui/thing.tsx', 'src/lib/session/thing.tsx']) {
      expect(await errors(path, `${hook}\n${component}`), path).toEqual([]);
    }
    for (const path of ['src/lib/realtime/thing.ts', 'src/lib/forms/thing.ts']) {
      expect(await errors(path, hook), path).toEqual([]);
    }
  });

  it('fails a hook in src/hooks that reads the app (the session, the generated client)', async () => {
    const source = [
      "import { useAuthStore } from '@/lib/session/auth-context';",
      "import { getProfile } from '@/generated/api/auth/auth';",
      "import { debounce } from '@/lib/debounce';",
      "import { PREFETCH_DELAY_MS } from '@/lib/constants/timings';",
      "import { useSearchParams } from 'react-router';",
    ].join('\n');
    expect(await errors('src/hooks/use-thing.ts', source)).toEqual([
      at(1, 'src/hooks holds generic hooks (timing, URL, DOM)'),
      at(2, 'src/hooks holds generic hooks (timing, URL, DOM)'),
    ]);
  });
});
