/**
 * `council-conformance --base-url URL [...]` (from the sources: `npm run conformance -- ...`): checks
 * a running Laravel backend against the contract. Exit 0: every check passed; 1: the backend broke
 * the contract; 2: the run could not happen (unreachable host, sign-in failed, bad arguments or
 * config file, an unreadable contract or routes file). The last line printed is a one-line summary.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseOptions, USAGE, UsageError, type CliOptions } from './cli/args';
import { loadContract, type Contract } from './contract/contract';
import { SchemaValidator } from './contract/validator';
import {
  loadRouteCoverage,
  notBuiltReason,
  routeLines,
  RoutesError,
  type RouteCoverage,
} from './coverage/routes';
import { leaveOut, reportLeftOut, type OperationSkip } from './coverage/skips';
import { contractIdentity, versionText } from './package/identity';
import { annotations } from './report/github';
import { harLog } from './report/har';
import { htmlReport } from './report/html';
import { junitXml } from './report/junit';
import { markdownSummary } from './report/markdown';
import { routeFailures, summarize, summaryLine, type Summary } from './report/summary';
import { RunAborted } from './engine/errors';
import { Run } from './engine/run-state';
import { runConformance } from './walk/walk';

const notRun = (reason: string) => {
  console.log(`conformance NOT RUN: ${reason}`);
  return 2;
};

/** The config file's skips and the operations no route serves, each with the reason it is reported with. */
function operationSkips(
  options: CliOptions,
  contract: Contract,
  routes: RouteCoverage | null,
): OperationSkip[] {
  const configName = options.configPath?.split(/[\\/]/).pop() ?? 'the config file';
  const skips: OperationSkip[] = [...options.skips].map(([operationId, reason]) => ({
    operationId,
    reason: `skipped in ${configName}: ${reason}`,
    source: 'config',
  }));
  for (const op of routes?.notBuilt ?? [])
    if (!options.skips.has(op.operationId))
      skips.push({
        operationId: op.operationId,
        reason: notBuiltReason(op, routes!.file),
        source: 'routes',
      });
  return skips;
}

async function main(): Promise<number> {
  if (process.argv.includes('--version')) {
    console.log(versionText());
    return 0;
  }
  let options: CliOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
    return notRun(error.message || 'help shown');
  }
  let run: Run;
  let routes: RouteCoverage | null = null;
  let skips: OperationSkip[];
  let contract: Contract;
  try {
    contract = loadContract();
    run = new Run(contract, new SchemaValidator(contract.document), options);
  } catch (error) {
    return notRun(`the contract could not be read: ${(error as Error).message}`);
  }
  for (const [flag, ids] of [
    ['--only', [...(options.only ?? [])]],
    ['"skip" in the config file', [...options.skips.keys()]],
  ] as const) {
    const unknown = ids.filter((id) => !contract.byId.has(id));
    if (unknown.length > 0)
      return notRun(`${flag} names operations the contract does not have: ${unknown.join(', ')}`);
  }
  try {
    if (options.routes) routes = loadRouteCoverage(options.routes, contract.operations);
  } catch (error) {
    if (error instanceof RoutesError) return notRun(error.message);
    throw error;
  }
  skips = operationSkips(options, contract, routes);
  const selection = leaveOut(
    options,
    contract.operations.map((op) => op.operationId),
    skips,
  );
  // Only what the selection keeps is reported as left out.
  skips = skips.filter((s) => !selection || selection.has(s.operationId));

  const startedAt = new Date();
  const started = performance.now();
  const tty = process.stderr.isTTY;
  let last = -1;
  const progress = (done: number, total: number, label: string) => {
    if (options.quiet) return;
    if (tty) process.stderr.write(`\r\x1b[K[${done}/${total}] ${label}`);
    else if (done !== last) process.stderr.write(`[${done}/${total}] ${label}\n`);
    last = done;
  };
  // Ctrl-C stops the checks but not the clean-up; Ctrl-C again, a moment later, quits at once. (A
  // signal repeated within a second is the same one, relayed twice by tsx's parent process.)
  let interruptedAt = 0;
  process.on('SIGINT', () => {
    if (run.interrupted) {
      if (Date.now() - interruptedAt > 1000) process.exit(130);
      return;
    }
    run.interrupted = true;
    interruptedAt = Date.now();
    process.stderr.write(
      '\ninterrupted: deleting what the run created (Ctrl-C again to quit now)\n',
    );
  });
  const report = (timings: Parameters<typeof summarize>[3], notRunReason: string | null = null) => {
    reportLeftOut(run, selection, skips);
    return writeReports(run, options, startedAt, performance.now() - started, timings, {
      contractSha256: contractIdentity().openapiSha256,
      skippedOperations: skips,
      routes,
      failOnUndocumented: options.failOnUndocumented,
      notRun: notRunReason,
    });
  };
  let outcome;
  try {
    outcome = await runConformance(run, progress);
  } catch (error) {
    if (tty && !options.quiet) process.stderr.write('\n');
    if (error instanceof RunAborted) {
      const summary = report([], error.message);
      for (const left of run.cleanupFailures) console.log(`NOT CLEANED UP: ${left}`);
      if (options.github) toGitHub(summary, options);
      return notRun(error.message);
    }
    throw error;
  }
  if (tty && !options.quiet) process.stderr.write('\n');
  const summary = report(outcome.timings);
  if (!options.quiet) {
    for (const failure of summary.failures)
      console.log(
        `FAIL ${failure.operationId} ${failure.check}: ${failure.messages[0]}${failure.messages.length > 1 ? ` (+${failure.messages.length - 1} more)` : ''}`,
      );
    for (const warning of summary.warnings)
      console.log(
        `WARN ${warning.operationId} ${warning.check}: ${warning.messages[0]}${warning.messages.length > 1 ? ` (+${warning.messages.length - 1} more)` : ''}`,
      );
    if (routes)
      for (const line of routeLines(routes, options.failOnUndocumented)) console.log(line);
    for (const skip of skips) console.log(`SKIP ${skip.operationId}: ${skip.reason}`);
    for (const note of summary.notes) console.log(`NOTE ${note}`);
    for (const left of summary.cleanupFailures) console.log(`NOT CLEANED UP: ${left}`);
    console.log(`report: ${join(options.reportDir, 'report.html')}`);
  }
  if (options.github) toGitHub(summary, options);
  console.log(summaryLine(summary));
  const warned =
    summary.checks.warnings +
    (routes && !options.failOnUndocumented ? routes.undocumented.length : 0);
  return summary.checks.failed > 0 ||
    summary.cleanupFailures.length > 0 ||
    routeFailures(summary) > 0 ||
    (options.failOnWarnings && warned > 0)
    ? 1
    : 0;
}

/** --github: the annotations on stdout (the runner reads them there) and the job summary. */
function toGitHub(summary: Summary, options: CliOptions) {
  for (const line of annotations(summary)) console.log(line);
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, markdownSummary(summary));
  else
    console.log(
      `--github: GITHUB_STEP_SUMMARY is not set; the summary is in ${join(options.reportDir, 'summary.md')}`,
    );
}

function writeReports(
  run: Run,
  options: CliOptions,
  startedAt: Date,
  wallMs: number,
  timings: Parameters<typeof summarize>[3],
  extras: Parameters<typeof summarize>[5],
): Summary {
  const summary = summarize(run, startedAt, wallMs, timings, run.cleanupFailures, extras);
  mkdirSync(options.reportDir, { recursive: true });
  writeFileSync(join(options.reportDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(options.reportDir, 'summary.md'), markdownSummary(summary));
  writeFileSync(
    join(options.reportDir, 'junit.xml'),
    junitXml(run, extras?.routes ?? null, options.failOnUndocumented),
  );
  writeFileSync(join(options.reportDir, 'report.html'), htmlReport(run, summary));
  writeFileSync(join(options.reportDir, 'report.har'), JSON.stringify(harLog(run)));
  return summary;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log(`conformance NOT RUN: internal error: ${(error as Error).message}`);
    process.exit(2);
  },
);
