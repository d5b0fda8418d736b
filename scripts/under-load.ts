/**
 * `npm run test:under-load`: the proof that the suite does not depend on the machine's speed (issue
 * 37). It starts CPU burners (`node -e 'for(;;){}'`, four by default: load about 6 on two cores),
 * runs the named stages of `npm test` several times in a row beside them, samples the 1-minute load
 * average every 5 s during each run, and prints one row per run: stage, run, result, counts, time
 * and the load (lowest, mean, highest). The burners stop when it ends, also on Ctrl-C.
 *
 *   npm run test:under-load                                   # unit and browser, 3 runs each, 4 burners
 *   npm run test:under-load -- --stages unit --runs 5 --burners 2
 *
 * It exits 1 when any run failed: "green three times in a row" means every row says ok.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { STAGES } from './test-stages';

interface RunRow {
  stage: string;
  run: number;
  ok: boolean;
  summary: string;
  seconds: number;
  load: { min: number; mean: number; max: number };
}

const { values } = parseArgs({
  options: {
    stages: { type: 'string', default: 'unit,browser' },
    runs: { type: 'string', default: '3' },
    burners: { type: 'string', default: '4' },
  },
});
const stages = values.stages.split(',').filter(Boolean);
const unknown = stages.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const runs = Number(values.runs);
const burnerCount = Number(values.burners);
if (
  stages.length === 0 ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(burnerCount) ||
  burnerCount < 0
) {
  console.error(
    'usage: npm run test:under-load -- [--stages unit,browser] [--runs 3] [--burners 4]',
  );
  process.exit(2);
}

const burners: ChildProcess[] = [];
function stopBurners(): void {
  for (const burner of burners) burner.kill('SIGKILL');
}
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

for (let index = 0; index < burnerCount; index += 1) {
  burners.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

/** Runs one stage through `npm test -- --only`, its output shown as it comes; resolves with the summary line. */
function runStage(stage: string): Promise<{ ok: boolean; summary: string }> {
  return new Promise((done) => {
    const child = spawn('npm', ['test', '--', '--only', stage], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let tail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-2000);
    });
    child.on('close', (code) => {
      const summary =
        tail.match(/\d+ passed, \d+ failed, \d+ skipped/g)?.at(-1) ?? 'no summary line';
      done({ ok: code === 0, summary });
    });
  });
}

const rows: RunRow[] = [];
for (const stage of stages) {
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\n══ ${stage}, run ${run} of ${runs}, beside ${burnerCount} CPU burners ══`);
    const samples: number[] = [loadavg()[0]!];
    const sampler = setInterval(() => samples.push(loadavg()[0]!), 5_000);
    const started = performance.now();
    const { ok, summary } = await runStage(stage);
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    rows.push({
      stage,
      run,
      ok,
      summary,
      seconds,
      load: { min: Math.min(...samples), mean, max: Math.max(...samples) },
    });
  }
}
stopBurners();

console.log(`\nUnder ${burnerCount} CPU burners (1-minute load average, sampled every 5 s):`);
console.log('stage      run  result  time      load min/mean/max  tests');
for (const row of rows) {
  const load = `${row.load.min.toFixed(1)}/${row.load.mean.toFixed(1)}/${row.load.max.toFixed(1)}`;
  console.log(
    `${row.stage.padEnd(11)}${String(row.run).padEnd(5)}${(row.ok ? 'ok' : 'FAILED').padEnd(8)}` +
      `${`${row.seconds.toFixed(0)} s`.padEnd(10)}${load.padEnd(19)}${row.summary}`,
  );
}
process.exit(rows.every((row) => row.ok) ? 0 : 1);
