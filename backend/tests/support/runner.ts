/** The conformance runner's CLI against a started Laravel app, and what its summary says failed. */
import type { LaravelApp } from '../../../scripts/laravel';
import { runCli, type CliResult } from '../../../conformance/tests/support/processes';

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
