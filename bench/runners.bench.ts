/**
 * `npm run bench:runners`: this project's conformance runner (the single file) beside Schemathesis 4
 * and Prism 5, on the same mock:server and the same broken backends (conformance/tests/support/
 * broken-cases.ts): install time and size, the wall time of one full run, false alarms against the
 * faithful mock, and how many broken backends each catches; then one row per broken promise of the
 * contract (conformance/tests/support/promise-cases.ts), per runner. Prints the Markdown and writes it
 * to bench/runners.md (committed; the README quotes it). Whatever cannot be installed here is said so
 * in its row, with why. A benchmark, not a test: it exits 0 unless it cannot run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrokenProxy, type Variant } from '../conformance/tests/support/broken-proxy';
import { CASES } from '../conformance/tests/support/broken-cases';
import { promiseCases, type PromiseCase } from '../conformance/tests/support/promise-cases';
import { freePort, startMockServer } from '../conformance/tests/support/processes';
import { buildAndInstall, runRunner } from './runners/council';
import {
  installPrism,
  responseViolations,
  startCookieSplitter,
  startPrismProxy,
} from './runners/prism';

const OUT = join('bench', 'runners.md');
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;

/** One proxy whose broken rule can be switched, so Prism (slow to start) starts once. */
function switchable(): { variant: Variant; use: (v: Variant | null) => void } {
  let current: Variant | null = null;
  return {
    use: (v) => (current = v),
    variant: {
      request: (ex, proxy) => (current?.request ? current.request(ex, proxy) : ex),
      response: (answer, ex, proxy) =>
        current?.response ? current.response(answer, ex, proxy) : answer,
    },
  };
}

function schemathesis(): string {
  const probe = spawnSync(
    'python3',
    [
      '-m',
      'pip',
      'download',
      '--no-deps',
      '-d',
      mkdtempSync(join(tmpdir(), 'st-')),
      'schemathesis>=4,<5',
    ],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (probe.status === 0) return 'downloadable (not measured by this bench)';
  const lines = (probe.stderr || probe.error?.message || 'pip failed')
    .split('\n')
    .map((l) => l.trim());
  const reason =
    lines.find((l) => l.startsWith('ERROR')) ??
    lines.find((l) => /timed out/i.test(l)) ??
    lines[0]!;
  return `not installable here: PyPI is not reachable from this machine (\`pip download 'schemathesis>=4,<5'\`: ${reason.slice(0, 140)})`;
}

/** Caught by this runner: exit 1 and a failure naming the operation, the check and the promise. */
function namesPromise(
  result: Awaited<ReturnType<typeof runRunner>>,
  testCase: PromiseCase,
): boolean {
  const failure = result.summary?.failures.find(
    (f) => f.operationId === testCase.operation && f.check === testCase.check,
  );
  return result.code === 1 && !!failure?.messages.join('\n').includes(`${testCase.promise}:`);
}

/** The kind of promise a case breaks (its check is `promise-<kind>`). */
const kindOf = (testCase: PromiseCase) => testCase.check.replace(/^promise-/, '');

async function main() {
  const promiseRows: { testCase: PromiseCase; council: boolean; prism: boolean | null }[] = [];
  const prismLabel = { name: 'Prism' };
  const rows: string[][] = [];
  const mock = await startMockServer();
  try {
    log('council runner: build, pack, npx install…');
    const council = buildAndInstall();
    const full = await runRunner(council.file, ['--base-url', mock.url]);
    const falseAlarms = full.summary?.checks.failed ?? NaN;
    let caught = 0;
    const missed: string[] = [];
    for (const testCase of CASES) {
      const proxy = new BrokenProxy(mock.url, testCase.variant);
      await proxy.start(await freePort());
      const extra = testCase.args.includes('--realtime') ? ['--reverb-url', mock.url] : [];
      const result = await runRunner(council.file, [
        '--base-url',
        proxy.url,
        ...testCase.args,
        ...extra,
      ]);
      await proxy.stop();
      const named = result.summary?.failures.some(
        (f) => f.operationId === testCase.operation && f.check === testCase.check,
      );
      if (result.code === 1 && named) caught++;
      else missed.push(testCase.name);
      log(
        `  council runner vs ${testCase.name}: ${result.code === 1 && named ? 'caught' : 'missed'}`,
      );
    }
    for (const testCase of promiseCases()) {
      const proxy = new BrokenProxy(mock.url, testCase.variant);
      await proxy.start(await freePort());
      const result = await runRunner(council.file, ['--base-url', proxy.url, ...testCase.args]);
      await proxy.stop();
      promiseRows.push({ testCase, council: namesPromise(result, testCase), prism: null });
      log(
        `  council runner vs ${testCase.promise}: ${namesPromise(result, testCase) ? 'caught' : 'missed'}`,
      );
    }
    rows.push([
      'council-conformance (this project, one file)',
      `${s(council.npxSeconds)} (\`npx\` of the tarball, empty cache; or download one file)`,
      `${mb(council.fileBytes)} file, ${mb(council.tgzBytes)} tarball, no dependencies`,
      `${s(full.seconds)} (${full.summary?.requests ?? '?'} requests, ${full.summary?.operations.exercised}/${full.summary?.operations.total} operations)`,
      String(falseAlarms),
      `${caught}/${CASES.length}${missed.length ? ` (missed: ${missed.join('; ')})` : ''}`,
    ]);

    log('Schemathesis 4: probing PyPI…');
    const st = schemathesis();
    rows.push(['Schemathesis 4', st, '—', '—', '—', '—']);

    log('Prism 5: npm install into a temporary folder…');
    const prism = installPrism(mkdtempSync(join(tmpdir(), 'bench-prism-')));
    const sw = switchable();
    const upstream = new BrokenProxy(mock.url, sw.variant);
    await upstream.start(await freePort());
    const proxy = await startPrismProxy(
      prism.bin,
      join(process.cwd(), 'src', 'generated', 'openapi.json'),
      upstream.url,
      await freePort(),
    );
    const splitter = await startCookieSplitter(proxy.url, await freePort());
    try {
      // Without the splitter: what a team gets from `prism proxy` in front of a Sanctum backend.
      const bare = await runRunner(council.file, ['--base-url', proxy.url]);
      // The verdict's first clause: what stopped the run.
      const bareLine = (bare.stdout.trim().split('\n').pop() ?? '').split('. ')[0]!;
      proxy.clearLog();
      const judged = await runRunner(council.file, ['--base-url', splitter.url]);
      const prismFalse = responseViolations(proxy.log());
      let prismCaught = 0;
      for (const testCase of CASES) {
        sw.use(testCase.variant);
        proxy.clearLog();
        const extra = testCase.args.includes('--realtime') ? ['--reverb-url', mock.url] : [];
        await runRunner(council.file, ['--base-url', splitter.url, ...testCase.args, ...extra]);
        const found = responseViolations(proxy.log()).length > 0;
        if (found) prismCaught++;
        log(`  prism vs ${testCase.name}: ${found ? 'caught' : 'missed'}`);
      }
      // The promise cases: state kept across the case, so each gets a fresh variant.
      prismLabel.name = `Prism ${prism.version}`;
      const fresh = promiseCases();
      for (const [i, row] of promiseRows.entries()) {
        sw.use(fresh[i]!.variant);
        proxy.clearLog();
        await runRunner(council.file, ['--base-url', splitter.url, ...row.testCase.args]);
        row.prism = responseViolations(proxy.log()).length > 0;
        log(`  prism vs ${row.testCase.promise}: ${row.prism ? 'caught' : 'missed'}`);
      }
      sw.use(null);
      rows.push([
        `Prism ${prism.version} (\`prism proxy\`, judging this runner's traffic)`,
        `${s(prism.seconds)} (\`npm install\`, empty cache)`,
        `${mb(prism.bytes)} node_modules`,
        `${s(judged.seconds)} for the same run through the proxy. Alone in front of Sanctum: ${bareLine.replace(/\|/g, '/')} (it folds the two Set-Cookie headers into one; the bench splits them again to measure the rest)`,
        `${prismFalse.length} response violations logged`,
        `${prismCaught}/${CASES.length} (a response violation logged: wrong shapes only; authorization, CSRF, sessions, CORS, throttling, filters, deletes and broadcasting are beyond a schema)`,
      ]);
    } finally {
      await splitter.stop();
      await proxy.stop();
      await upstream.stop();
    }
  } finally {
    await mock.stop();
  }
  const table = [
    `Measured by \`npm run bench:runners\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, the same \`mock:server\` and the ${CASES.length} broken backends of conformance/tests (each the mock behind a proxy breaking one rule; caught = exit 1 naming the operation and the check for this runner, a logged response violation for Prism). Prism generates no requests: as a validating proxy it judged this runner's traffic. A shared 2-core machine: times vary between runs.`,
    '',
    '| Runner | Install time | Size | One full run (wall) | False alarms vs the faithful mock | Broken backends caught |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  const stNote = rows.find((r) => r[0] === 'Schemathesis 4')?.[1] ?? '';
  const st = stNote.startsWith('not installable') ? 'not installable' : 'not measured';
  const promises = [
    '## Per kind of promise (issue 42)',
    '',
    `One broken backend per promise below, each the mock behind a proxy breaking that promise and no schema (conformance/tests/support/promise-cases.ts and promise-account-cases.ts; \`conformance/tests/promise-backends.test.ts\` runs the same). Measured by \`npm run bench:runners\` on ${new Date().toISOString().slice(0, 10)}: caught = exit 1 and a failure naming the operation, the check and the promise for this runner; a logged response violation for Prism, which judges shapes only, so a broken promise whose answers still match their schemas passes it. Schemathesis: ${st} (see above).`,
    '',
    `| Kind of promise | Broken backend (promise) | council-conformance | ${prismLabel.name} | Schemathesis 4 |`,
    '|---|---|---|---|---|',
    ...promiseRows.map(
      ({ testCase, council, prism }) =>
        `| ${kindOf(testCase)} | ${testCase.name} (\`${testCase.promise}\`) | ${council ? `caught (${testCase.check})` : 'missed'} | ${prism === null ? 'not measured' : prism ? 'caught' : 'missed'} | ${st} |`,
    ),
  ].join('\n');
  writeFileSync(OUT, `# Conformance runners side by side\n\n${table}\n\n${promises}\n`);
  log('');
  log(table);
  log('');
  log(promises);
  log(`\nwritten: ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
