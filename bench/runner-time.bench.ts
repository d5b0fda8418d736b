/**
 * `npm run bench:runner-time -- [--runs N] [FILE ...]`: the wall time of one full run of the built
 * runner (default conformance/dist/council-conformance.mjs; give another built file, e.g. an older
 * build, to compare) against a fresh `mock:server` each time, and the file's size. Issue 42 holds a
 * full run to at most twice the time before the promise checks, and the file to at most 3 MB. Prints
 * the figures; a benchmark, not a test: it exits 0 unless a run cannot happen.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { startMockServer } from '../conformance/tests/support/processes';
import { DIST, runRunner } from './runners/council';

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Number(args.splice(at, 2)[1]) : 3;
  const files = (args.length > 0 ? args : [`${DIST}/council-conformance.mjs`]).map((f) =>
    resolve(f),
  );
  for (const file of files) {
    const seconds: number[] = [];
    let line = '';
    for (let i = 0; i < runs; i++) {
      const mock = await startMockServer();
      try {
        const result = await runRunner(file, ['--base-url', mock.url]);
        if (result.code !== 0 && result.code !== 1)
          throw new Error(
            `${file}: the run did not happen: ${result.stdout.trim().split('\n').pop()}`,
          );
        seconds.push(result.seconds);
        line = `${result.summary?.requests ?? '?'} requests, exit ${result.code}`;
      } finally {
        await mock.stop();
      }
    }
    seconds.sort((a, b) => a - b);
    const median = seconds[Math.floor(seconds.length / 2)]!;
    log(
      `${file}: median ${median.toFixed(1)} s of ${runs} full runs against mock:server (${seconds.map((s) => s.toFixed(1)).join(', ')} s; ${line}); ${(statSync(file).size / 1024 / 1024).toFixed(2)} MB`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
