/**
 * One runner run behind a broken backend, and the same run against the mock itself (once per set
 * of arguments: several cases share one), for the tests that compare the two.
 */
import { BrokenProxy, type Variant } from './broken-proxy';
import { runCli, type CliResult } from './processes';

export async function behind(
  backend: string,
  variant: Variant,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  const proxy = new BrokenProxy(backend, variant);
  await proxy.start();
  try {
    return await runCli(['--base-url', proxy.url, ...args], env);
  } finally {
    await proxy.stop();
  }
}

/** Runs against the backend itself, each set of arguments once. */
export function plainRuns(): (backend: string, args: string[]) => Promise<CliResult> {
  const runs = new Map<string, Promise<CliResult>>();
  return (backend, args) => {
    const key = `${backend} ${args.join(' ')}`;
    if (!runs.has(key)) runs.set(key, runCli(['--base-url', backend, ...args]));
    return runs.get(key)!;
  };
}

/** `operationId check` of every failure. */
export const failuresOf = (result: CliResult): string[] =>
  result.summary?.failures.map((f) => `${f.operationId} ${f.check}`) ?? [];
