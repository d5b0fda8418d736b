/**
 * `npm run conformance -- --base-url URL [...]`: checks a running Laravel backend against the
 * contract. Exit 0: every check passed; 1: the backend broke the contract; 2: the run could not
 * happen (unreachable host, sign-in failed, bad arguments, an unreadable contract). The last line
 * printed is a one-line summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseOptions, USAGE, UsageError } from './cli/args';
import { loadContract } from './contract/contract';
import { SchemaValidator } from './contract/validator';
import { harLog } from './report/har';
import { htmlReport } from './report/html';
import { junitXml } from './report/junit';
import { summarize, summaryLine } from './report/summary';
import { RunAborted } from './engine/errors';
import { Run, type RunOptions } from './engine/run';
import { runConformance } from './run/runner';

async function main(): Promise<number> {
  let options: RunOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
    console.log(
      error.message ? `conformance NOT RUN: ${error.message}` : 'conformance NOT RUN: help shown',
    );
    return 2;
  }
  let run: Run;
  try {
    const contract = loadContract();
    const unknown = [...(options.only ?? [])].filter((id) => !contract.byId.has(id));
    if (unknown.length > 0) {
      console.log(
        `conformance NOT RUN: --only names operations the contract does not have: ${unknown.join(', ')}`,
      );
      return 2;
    }
    run = new Run(contract, new SchemaValidator(contract.document), options);
  } catch (error) {
    console.log(`conformance NOT RUN: the contract could not be read: ${(error as Error).message}`);
    return 2;
  }
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
  // Ctrl-C stops the checks but not the clean-up; a second Ctrl-C quits at once.
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
  let outcome;
  try {
    outcome = await runConformance(run, progress);
  } catch (error) {
    if (tty && !options.quiet) process.stderr.write('\n');
    if (error instanceof RunAborted) {
      writeReports(run, options, startedAt, performance.now() - started, [], run.cleanupFailures);
      for (const left of run.cleanupFailures) console.log(`NOT CLEANED UP: ${left}`);
      console.log(`conformance NOT RUN: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (tty && !options.quiet) process.stderr.write('\n');
  const summary = writeReports(
    run,
    options,
    startedAt,
    performance.now() - started,
    outcome.timings,
    run.cleanupFailures,
  );
  if (!options.quiet) {
    for (const failure of summary.failures)
      console.log(
        `FAIL ${failure.operationId} ${failure.check}: ${failure.messages[0]}${failure.messages.length > 1 ? ` (+${failure.messages.length - 1} more)` : ''}`,
      );
    for (const warning of summary.warnings)
      console.log(
        `WARN ${warning.operationId} ${warning.check}: ${warning.messages[0]}${warning.messages.length > 1 ? ` (+${warning.messages.length - 1} more)` : ''}`,
      );
    for (const left of summary.cleanupFailures) console.log(`NOT CLEANED UP: ${left}`);
    console.log(`report: ${join(options.reportDir, 'report.html')}`);
  }
  console.log(summaryLine(summary));
  return summary.checks.failed > 0 || summary.cleanupFailures.length > 0 ? 1 : 0;
}

function writeReports(
  run: Run,
  options: RunOptions,
  startedAt: Date,
  wallMs: number,
  timings: Parameters<typeof summarize>[3],
  cleanupFailures: string[],
) {
  const summary = summarize(run, startedAt, wallMs, timings, cleanupFailures);
  mkdirSync(options.reportDir, { recursive: true });
  writeFileSync(join(options.reportDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(options.reportDir, 'junit.xml'), junitXml(run));
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
