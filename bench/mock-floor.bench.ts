/**
 * `npm run bench:mock-floor`: the least JavaScript an in-browser mock can add before `/chat`'s box
 * works, beside what issue 23 allows (demo <= 1.3x production's JavaScript).
 *
 * Parts of the mock are bundled on their own, and each design's floor as one bundle (what its
 * parts share counted once), with Vite (the demo's bundler, minified, the demo's aliases), and
 * measured gzip level 9, as bench/first-paint.bench.ts measures the builds. The designs: msw in
 * the page (today's), the mock in the service worker (which cannot `import()` later, so it holds
 * every handler), and msw only as a handler library behind the page's own fetch patch with code
 * and schemas (`zod/mini`) loaded on demand. A floor holds no more than the design must run before
 * the first answer, so a design over the allowance at its floor cannot meet the goal.
 * Production's figure is the `/chat` budget of a production build (scripts/bundle-budgets.ts),
 * which bench:first-paint checks against what a browser really fetched.
 *
 * A benchmark, not a test: it prints figures and exits 0 unless it cannot run.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { build, type Rolldown } from 'vite';
import { msw } from 'msw/vite';
import { BUDGETS, checkBudgets } from '../scripts/bundle-budgets';

const OUT = 'dist-bench-mock-floor';
const ENTRIES = join(OUT, 'entries');
const JS_RATIO_GOAL = 1.3;
const log = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Leave = 'zod' | 'schemas' | 'seed' | 'msw';
const LEFT_OUT: Record<Leave, (id: string) => boolean> = {
  zod: (id) => id === 'zod' || id.startsWith('zod/'),
  schemas: (id) => /generated\/zod/.test(id),
  seed: (id) => /db\/seed$/.test(id),
  msw: (id) => /^(msw|@mswjs\/|@msw\/url|tough-cookie|rettime|outvariant|virtual:msw)/.test(id),
};

/** Module texts, each an entry of its own or part of a design's entry. */
const SOURCES = {
  pageRuntime:
    "const { network } = await import('virtual:msw');\nnetwork.configure({ handlers: [] });\nawait network.enable();\nexport {};\n",
  core: [
    "export * from '@mocks/laravel/define-operation';",
    "export * from '@mocks/laravel/dispatch-by-operation';",
    "export * from '@mocks/laravel/session';",
    "export * from '@mocks/laravel/laravel-rules';",
    "export * from '@mocks/laravel/validation-lines';",
    "export * from '@mocks/laravel/paginate';",
    "export * from '@mocks/laravel/coerce';",
    "export * from '@mocks/db';",
    "export * from '@mocks/realtime/broadcaster';",
    "export { operations } from '@/generated/operations';",
  ].join('\n'),
  everything: [
    "import { createHandlers } from '@mocks/handlers';",
    "import { createMockState } from '@mocks/state';",
    'const state = await createMockState();',
    "export const handlers = createHandlers(state, '', { dispatch: true });",
  ].join('\n'),
  library:
    "import { getResponse, http, HttpResponse } from 'msw';\nexport const answer = (request: Request) => getResponse([http.get('/x', () => HttpResponse.json({}))], request);\n",
  seed: "import { createDb } from '@mocks/db';\nimport { seed } from '@mocks/db/seed';\nconst db = createDb();\nawait seed(db, { now: new Date() });\nexport { db };\n",
  zodMini: [
    "import * as z from 'zod/mini';",
    'const row = z.object({ id: z.number(), name: z.string(), at: z.iso.datetime(), tags: z.array(z.string()), role: z.enum(["a", "b"]), note: z.nullable(z.string()) });',
    "export const parsed = z.safeParse(row, { id: 1, name: 'n', at: '2026-01-01T00:00:00Z', tags: [], role: 'a', note: null });",
  ].join('\n'),
  /** The modules that answer what /chat asks for before its box works (profile, agents, folders, threads, join requests, channel auth). */
  firstAnswers: [
    "export * from '@mocks/handlers/profile/profile';",
    "export * from '@mocks/handlers/realtime/broadcasting';",
    "export * from '@mocks/handlers/folders/folders';",
    "export * from '@mocks/handlers/threads/threads';",
    "export * from '@mocks/handlers/councils/join-requests';",
  ].join('\n'),
  // zod's classic API is one object: what the schemas use of it is what they pull in.
  schemas: "export * from '@/generated/zod';\n",
};
type Source = keyof typeof SOURCES;

interface Bundle {
  name: string;
  sources: Source[];
  /** Left out of this bundle: counted elsewhere, or not part of what is measured. */
  leave: Leave[];
}

const PARTS: Bundle[] = [
  { name: "msw's page runtime (no handler)", sources: ['pageRuntime'], leave: [] },
  { name: "the mock's shared core", sources: ['core'], leave: ['zod', 'schemas', 'seed', 'msw'] },
  {
    name: 'every handler, the state and the seed',
    sources: ['everything'],
    leave: ['zod', 'schemas', 'msw'],
  },
  { name: "msw's handler library (no interception)", sources: ['library'], leave: [] },
  { name: 'the seed and its tables', sources: ['seed'], leave: ['zod', 'schemas', 'msw'] },
  { name: 'zod/mini, one object schema parsed', sources: ['zodMini'], leave: [] },
  { name: 'the generated schemas with zod', sources: ['schemas'], leave: [] },
];

/**
 * Each design's least code before the box's first answer, bundled as one (what parts share is
 * counted once). The first three hold no handler, nor a seeded row where the design could seed per
 * table; the last two add, to the only design still under the allowance, the handlers of the box's
 * first answers and then the seed.
 */
const DESIGNS: Array<Bundle & { worker: boolean }> = [
  {
    name: 'msw in the page, areas loaded on demand: its runtime, its worker and the shared core (no handler, seed, zod or schema)',
    sources: ['pageRuntime', 'core'],
    leave: ['zod', 'schemas', 'seed'],
    worker: true,
  },
  {
    name: 'the mock in the service worker (it cannot import() later): every handler, the seed and msw (no zod or schema)',
    sources: ['everything'],
    leave: ['zod', 'schemas'],
    worker: false,
  },
  {
    name: "msw as a library behind the page's own fetch patch (as the Node server uses it), areas and tables on demand, zod/mini: library, core and zod/mini (no handler, row or schema)",
    sources: ['library', 'core', 'zodMini'],
    leave: ['zod', 'schemas', 'seed'],
    worker: false,
  },
  {
    name: "the same, with the handler modules of the box's first answers (no seeded row or schema)",
    sources: ['library', 'core', 'zodMini', 'firstAnswers'],
    leave: ['zod', 'schemas', 'seed'],
    worker: false,
  },
  {
    name: 'the same, with the seed (every table; those answers read eight of them) (no schema)',
    sources: ['library', 'core', 'zodMini', 'firstAnswers', 'seed'],
    leave: ['zod', 'schemas'],
    worker: false,
  },
];

let built = 0;

async function gzipOf(bundle: Bundle): Promise<number> {
  const index = built++;
  const entry = resolve(ENTRIES, `entry-${index}.ts`);
  const parts = bundle.sources.map((source) => {
    const file = resolve(ENTRIES, `entry-${index}-${source}.ts`);
    writeFileSync(file, SOURCES[source]);
    return file;
  });
  writeFileSync(
    entry,
    parts.map((file, n) => `export * as part${n} from ${JSON.stringify(file)};`).join('\n'),
  );
  const leave = bundle.leave.map((name) => LEFT_OUT[name]);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'demo',
    plugins: bundle.sources.includes('pageRuntime') ? [msw()] : [],
    resolve: {
      alias: {
        '@': resolve('src'),
        '@mocks': resolve('mocks'),
        tldts: resolve('mocks/vendor/tldts-host-only.ts'),
      },
    },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: `entry-${index}` },
      rolldownOptions: { external: (id: string) => leave.some((left) => left(id)) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  let bytes = 0;
  for (const output of outputs)
    for (const file of output.output)
      if (file.type === 'chunk') bytes += gzipSync(file.code, { level: 9 }).length;
  return bytes;
}

function productionChatBytes(): number {
  const outDir = join(OUT, 'production');
  const built = spawnSync(
    join('node_modules', '.bin', 'vite'),
    [
      'build',
      '--mode',
      'production',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('vite build --mode production failed');
  const chat = checkBudgets(
    outDir,
    BUDGETS.filter((budget) => budget.name === '/chat'),
  )[0]!;
  return chat.kb * 1024;
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(ENTRIES, { recursive: true });
  log('bench:mock-floor: building production and each part of the mock on its own ...');
  const production = productionChatBytes();
  const allowance = production * (JS_RATIO_GOAL - 1);
  const worker = gzipSync(readFileSync('node_modules/msw/lib/mockServiceWorker.js'), {
    level: 9,
  }).length;

  log('');
  log(
    `Production's JavaScript before /chat's box works: ${kb(production)}; demo <= ${JS_RATIO_GOAL}x leaves the mock ${kb(allowance)} (gzip).`,
  );
  log('');
  log('Parts of the mock, each bundled alone (gzip -9):');
  log(`  ${"msw's worker script".padEnd(44)} ${kb(worker).padStart(9)}`);
  for (const part of PARTS) log(`  ${part.name.padEnd(44)} ${kb(await gzipOf(part)).padStart(9)}`);
  log('');
  log("Each design's floor before the box's first answer, bundled as one:");
  for (const design of DESIGNS) {
    const bytes = (await gzipOf(design)) + (design.worker ? worker : 0);
    log(`  ${design.name}:`);
    log(`    ${kb(bytes)}, ${verdict(bytes, allowance)}`);
  }
}

function verdict(bytes: number, allowance: number): string {
  return bytes <= allowance
    ? `within the ${kb(allowance)}`
    : `${kb(bytes - allowance)} over the ${kb(allowance)}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
