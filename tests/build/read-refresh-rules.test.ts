/**
 * The lint rules that keep one way to read and one way to refresh (eslint.config.js): a generated
 * read hook imported outside a queries module fails, and so does a cache refresh
 * (invalidateQueries, refetchQueries, resetQueries) called outside src/lib/query; the queries
 * modules, the named refreshes and mutation hooks pass.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// Only the rules under test run (the config is still the project's whole one).
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) =>
    ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
});

/** The lines reported with a message holding `part`, for `source` as the file at `path`. */
async function errors(path: string, source: string, part: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.message.includes(part)).map((m) => m.line);
}

const readHookErrors = (path: string, source: string) =>
  errors(path, source, 'Read through a queries factory');
const refreshErrors = (path: string, source: string) =>
  errors(path, source, 'Refresh cached data through a named refresh');

describe('one way to read: generated read hooks only in queries modules', () => {
  const reads = [
    "import { useGetCouncil } from '@/generated/api/councils/councils';",
    "import { useListTools as useTools } from '@/generated/api/dictionaries/dictionaries';",
    "export { useSearchCouncils } from '@/generated/api/councils/councils';",
    "import { useGetThreadInfinite } from '@/generated/api/threads/threads';",
  ].join('\n');

  it('fails a read hook in a screen, a hook, the shared layer or the shell', async () => {
    for (const path of [
      'src/features/council/join/JoinCouncilSearch.tsx',
      'src/features/council/console/orders/waiting-order.ts',
      'src/lib/session/auth-store.ts',
      'src/features/council/switcher/TopbarCouncil.tsx',
    ]) {
      expect(await readHookErrors(path, reads)).toEqual([1, 2, 3, 4]);
    }
  });

  it('lets the queries modules wrap the reads, and anyone call a mutation hook or the client', async () => {
    expect(await readHookErrors('src/features/council/join/queries.ts', reads)).toEqual([]);
    expect(await readHookErrors('src/lib/query/dictionary-queries.ts', reads)).toEqual([]);
    const writes = [
      "import { useRequestJoinCouncil, searchCouncils } from '@/generated/api/councils/councils';",
      "import { getListToolsQueryOptions } from '@/generated/api/dictionaries/dictionaries';",
      "import { useBuySubscription } from '@/generated/api/subscriptions/subscriptions';",
    ].join('\n');
    expect(await readHookErrors('src/features/council/join/JoinCouncilSearch.tsx', writes)).toEqual(
      [],
    );
  });

  it('still keeps the zod barrel out of the shared layer and the queries modules', async () => {
    const barrel = "import { Council } from '@/generated/zod/schemas';";
    for (const path of ['src/lib/session/auth-store.ts', 'src/lib/query/dictionary-queries.ts']) {
      expect(await errors(path, barrel, 'Import each schema from its own file')).toEqual([1]);
    }
  });
});

describe('one way to refresh: cache refreshes only in src/lib/query', () => {
  const refreshes = [
    'export const a = (qc: QueryClient) => qc.invalidateQueries({ queryKey: key });',
    'export const b = (qc: QueryClient) => void qc.refetchQueries({ type: "active" });',
    'export const c = (qc?: QueryClient) => qc?.resetQueries();',
    'export const d = () => useQueryClient().invalidateQueries();',
  ].join('\n');

  it('fails invalidateQueries, refetchQueries and resetQueries in a feature, the shared layer or the shell', async () => {
    for (const path of [
      'src/features/subscriptions/use-buy-plan.ts',
      'src/lib/session/kept-screen.ts',
      'src/app/providers/realtime-bridge.tsx',
    ]) {
      expect(await refreshErrors(path, refreshes)).toEqual([1, 2, 3, 4]);
    }
  });

  it('lets the named refreshes call them, and leaves reads and test files alone', async () => {
    expect(await refreshErrors('src/lib/query/refresh.ts', refreshes)).toEqual([]);
    expect(await refreshErrors('src/lib/query/keys.ts', refreshes)).toEqual([]);
    expect(await refreshErrors('src/lib/base/app-base.test.ts', refreshes)).toEqual([]);
    const reads = 'export const e = (qc: QueryClient) => qc.getQueryData(key) ?? qc.fetchQuery(o);';
    expect(await refreshErrors('src/features/council/console/orders/PayOrder.tsx', reads)).toEqual(
      [],
    );
  });
});
