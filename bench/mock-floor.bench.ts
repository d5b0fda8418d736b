/**
 * `npm run bench:mock-floor`: the least JavaScript an in-browser mock of this design can add
 * before `/chat`'s box works, beside what issue 23 allows (demo <= 1.3x production's JavaScript).
 *
 * Each part is bundled on its own with Vite (the demo's bundler, minified, the demo's aliases) and
 * measured gzip level 9, as bench/first-paint.bench.ts measures the builds:
 * - msw's page runtime: `virtual:msw`'s network with no handler, plus msw's worker script;
 * - the mock's shared core, which every answer passes through (the operation table, sessions,
 *   Laravel's rules and messages, paging, the database tables, the broadcaster that signs
 *   `/broadcasting/auth`), without any handler, seed, schema, zod or msw;
 * - every handler and the seed (what a service worker would have to hold: a worker cannot load
 *   code on demand, `import()` is not allowed in service workers), without schemas, zod or msw;
 * - the generated schemas with the zod they use.
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

interface Part {
  name: string;
  source: string;
  leave: Leave[];
  /** msw's Vite plugin, for `virtual:msw`. */
  withMsw?: boolean;
}

const PARTS: Part[] = [
  {
    name: "msw's page runtime (no handler)",
    source: `const { network } = await import('virtual:msw');\nnetwork.configure({ handlers: [] });\nawait network.enable();\n`,
    leave: [],
    withMsw: true,
  },
  {
    name: "the mock's shared core",
    source: [
      "export * from '@mocks/http/define-operation';",
      "export * from '@mocks/http/dispatch-by-operation';",
      "export * from '@mocks/http/session';",
      "export * from '@mocks/http/laravel-rules';",
      "export * from '@mocks/http/validation-lines';",
      "export * from '@mocks/http/paginate';",
      "export * from '@mocks/http/coerce';",
      "export * from '@mocks/db';",
      "export * from '@mocks/realtime/broadcaster';",
      "export { operations } from '@/generated/operations';",
    ].join('\n'),
    leave: ['zod', 'schemas', 'seed', 'msw'],
  },
  {
    name: 'every handler, the state and the seed',
    source: [
      "import { createHandlers } from '@mocks/handlers';",
      "import { createMockState } from '@mocks/state';",
      'const state = await createMockState();',
      "export const handlers = createHandlers(state, '', { dispatch: true });",
    ].join('\n'),
    leave: ['zod', 'schemas', 'msw'],
  },
  // zod's classic API is one object: what the schemas use of it is what they pull in.
  { name: 'the generated schemas with zod', source: "export * from '@/generated/zod';\n", leave: [] },
];

async function gzipOfPart(part: Part, index: number): Promise<number> {
  const entry = resolve(ENTRIES, `part-${index}.ts`);
  writeFileSync(entry, part.source);
  const leave = part.leave.map((name) => LEFT_OUT[name]);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'demo',
    plugins: part.withMsw ? [msw()] : [],
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
      lib: { entry, formats: ['es'], fileName: `part-${index}` },
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
  const built = spawnSync(join('node_modules', '.bin', 'vite'), ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build --mode production failed');
  const chat = checkBudgets(outDir, BUDGETS.filter((budget) => budget.name === '/chat'))[0]!;
  return chat.kb * 1024;
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(ENTRIES, { recursive: true });
  log('bench:mock-floor: building production and each part of the mock on its own ...');
  const production = productionChatBytes();
  const allowance = production * (JS_RATIO_GOAL - 1);
  const sizes = new Map<string, number>();
  for (const [index, part] of PARTS.entries()) sizes.set(part.name, await gzipOfPart(part, index));
  const worker = gzipSync(readFileSync('node_modules/msw/lib/mockServiceWorker.js'), { level: 9 }).length;
  const pageRuntime = sizes.get(PARTS[0]!.name)! + worker;

  log('');
  log(`Production's JavaScript before /chat's box works: ${kb(production)}; demo <= ${JS_RATIO_GOAL}x leaves the mock ${kb(allowance)} (gzip).`);
  log('');
  log('Parts of the mock, each bundled alone (gzip -9):');
  log(`  ${"msw's page runtime + worker script".padEnd(44)} ${kb(pageRuntime).padStart(9)}  (worker script ${kb(worker)})`);
  for (const part of PARTS.slice(1)) log(`  ${part.name.padEnd(44)} ${kb(sizes.get(part.name)!).padStart(9)}`);
  const core = sizes.get(PARTS[1]!.name)!;
  const everything = sizes.get(PARTS[2]!.name)!;
  log('');
  log('The floor of each design, before zod and the schemas:');
  const inPage = pageRuntime + core;
  log(`  msw in the page (areas loaded on demand):     runtime + shared core = ${kb(inPage)} (${verdict(inPage, allowance)})`);
  log(`  the mock in the service worker:               every handler + seed  = ${kb(everything)} (${verdict(everything, allowance)})`);
}

function verdict(bytes: number, allowance: number): string {
  return bytes <= allowance ? `within the ${kb(allowance)}` : `${kb(bytes - allowance)} over the ${kb(allowance)}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
