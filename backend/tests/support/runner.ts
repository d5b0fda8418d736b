/** The conformance runner's CLI against a started Laravel app, and what its summary says failed. */
import type { LaravelApp } from '../../../scripts/laravel';
import { runCli, type CliResult } from '../../../conformance/tests/support/processes';

/**
 * A test that runs the whole runner (every operation the app implements, or routes) waits this long:
 * a guard against a hang, not a speed goal. The run grows with the operations; at 82 of them one
 * run took over 300 s (vitest's timeout in these configs) on the shared 2-core machine at load ~40.
 */
export const WHOLE_RUN_TIMEOUT = 900_000;

export async function runConformanceAgainst(
  app: LaravelApp,
  only: readonly string[],
  extra: string[] = [],
): Promise<CliResult> {
  return runCli([
    '--base-url',
    app.baseUrl,
    '--origin',
    app.origin,
    '--only',
    only.join(','),
    '--seed',
    '35',
    ...extra,
  ]);
}

/** `operationId check: first message` for each failed check, for assertion messages. */
export function failuresOf(result: CliResult): string[] {
  return (result.summary?.failures ?? []).map((f) =>
    `${f.operationId} ${f.check}: ${f.messages[0] ?? ''}`.slice(0, 400),
  );
}

export function failed(
  result: CliResult,
  operationId: string,
  check: string,
  message?: RegExp,
): boolean {
  return (result.summary?.failures ?? []).some(
    (f) =>
      f.operationId === operationId &&
      f.check === check &&
      (!message || f.messages.some((m) => message.test(m))),
  );
}
