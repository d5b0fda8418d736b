/**
 * The lint stage's import check (`npm run lint:imports`: dependency-cruiser with
 * .dependency-cruiser.js and the folders the script names) run on small projects written for the
 * test: it passes a clean one and names each circle and each import against a layer.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseOptions, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * What `npm run lint:imports` runs, in this process (one load of the parser for every case, where a
 * CLI per case cost seconds of CPU each): its config file and its folders, from package.json.
 */
function lintSetup(): { config: string; folders: string[] } {
  const script = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts['lint:imports']!;
  const [, flag, config, ...folders] = script.split(/\s+/);
  expect(flag).toBe('--config');
  return { config: join(ROOT, config!), folders };
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A project in miniature: every folder the check reads, plus `files` (path → source). */
function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.' } }));
  for (const folder of lintSetup().folders) {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, 'keep.ts'), 'export {};\n');
  }
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

async function check(cwd: string): Promise<{ code: number; output: string }> {
  const { config, folders } = lintSetup();
  const { default: rules } = (await import(pathToFileURL(config).href)) as {
    default: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
  };
  const result = await cruise(folders, {
    ...rules.options,
    tsConfig: { fileName: join(cwd, 'tsconfig.json') },
    ruleSet: { forbidden: rules.forbidden },
    validate: true,
    baseDir: cwd,
    outputType: 'err',
  });
  return { code: result.exitCode, output: String(result.output) };
}

const LAYERED = {
  'src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'src/features/chat/Chat.tsx':
    "import { format } from '../../lib/format';\nexport const Chat = () => format(1);\n",
  'src/hooks/use-format.ts':
    "import { format } from '../lib/format';\nexport const useFormat = () => format;\n",
  'src/components/Amount.tsx':
    "import { useFormat } from '../hooks/use-format';\nexport const Amount = () => useFormat()(1);\n",
  // A feature's public face, and another feature using it through it.
  'src/features/agents/index.ts': "export { AgentList } from './list/AgentList';\n",
  'src/features/agents/list/AgentList.tsx':
    "import { Amount } from '../../../components/Amount';\nexport const AgentList = Amount;\n",
  'src/features/chat/Sidebar.tsx':
    "import { AgentList } from '../agents';\nimport { Chat } from './Chat';\nexport const Sidebar = () => [AgentList, Chat];\n",
  'src/app/App.tsx': "import { Chat } from '../features/chat/Chat';\nexport const App = Chat;\n",
  'src/app/dev/start-mocks.ts': "export const start = () => import('../../../mocks/browser');\n",
  'mocks/db/seed.ts': 'export const seed = 1;\n',
  'mocks/laravel/errors.ts': "import { seed } from '../db/seed';\nexport const notFound = seed;\n",
  'mocks/handlers/threads.ts':
    "import { notFound } from '../laravel/errors';\nexport const threads = notFound;\n",
  'mocks/browser.ts':
    "import { threads } from './handlers/threads';\nexport const browser = threads;\n",
  'conformance/http/client.ts': 'export const client = 1;\n',
  'conformance/engine/context.ts':
    "import { client } from '../http/client';\nexport const context = client;\n",
  'conformance/checks/cors.ts':
    "import { context } from '../engine/context';\nexport const cors = context;\n",
  'conformance/walk/walk.ts': "import { cors } from '../checks/cors';\nexport const run = cors;\n",
};

describe('the import check of the lint stage', () => {
  it('passes a project whose imports follow the layers', async () => {
    const result = await check(project(LAYERED));
    expect(result.output).toContain('no dependency violations found');
    expect(result.code).toBe(0);
  });

  it('fails on an import circle, in any folder', async () => {
    const result = await check(
      project({
        ...LAYERED,
        'tests/support/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'tests/support/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      }),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/no-circular: tests\/support\/(a|b)\.ts/);
  });

  it('fails on an import against a layer, naming the layer', async () => {
    const result = await check(
      project({
        ...LAYERED,
        // The seed reaching up into a handler (the circle of issue 37).
        'mocks/db/seed.ts':
          "import { threads } from '../handlers/threads';\nexport const seed = threads;\n",
        'src/lib/format.ts':
          "import { Chat } from '../features/chat/Chat';\nexport const format = Chat;\n",
        'src/features/chat/Chat.tsx':
          "import { seed } from '../../../mocks/db/seed';\nexport const Chat = () => seed;\n",
        'conformance/checks/cors.ts':
          "import type { run } from '../walk/walk';\nexport const cors: typeof run = 1;\n",
      }),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      'mocks: data (mocks/db): mocks/db/seed.ts → mocks/handlers/threads.ts',
    );
    expect(result.output).toContain(
      'src: lib (src/lib): src/lib/format.ts → src/features/chat/Chat.tsx',
    );
    expect(result.output).toContain(
      'src: no mock backend: src/features/chat/Chat.tsx → mocks/db/seed.ts',
    );
    // Type-only imports count.
    expect(result.output).toContain(
      'conformance: checks: conformance/checks/cors.ts → conformance/walk/walk.ts',
    );
  });

  it("fails on a feature reaching into another feature's inner files, and on shared code importing a feature", async () => {
    const result = await check(
      project({
        ...LAYERED,
        'src/features/chat/Sidebar.tsx':
          "import { AgentList } from '../agents/list/AgentList';\nexport const Sidebar = AgentList;\n",
        'src/components/Amount.tsx':
          "import { Chat } from '../features/chat/Chat';\nexport const Amount = Chat;\n",
        'src/hooks/use-format.ts':
          "import { Amount } from '../components/Amount';\nexport const useFormat = () => Amount;\n",
      }),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      'src: features meet through index.ts: src/features/chat/Sidebar.tsx → src/features/agents/list/AgentList.tsx',
    );
    expect(result.output).toContain(
      'src: components (src/components): src/components/Amount.tsx → src/features/chat/Chat.tsx',
    );
    expect(result.output).toContain(
      'src: hooks (src/hooks): src/hooks/use-format.ts → src/components/Amount.tsx',
    );
    // Its own inner files and another feature's index.ts stay allowed.
    expect(result.output).not.toContain('src/features/agents/index.ts →');
  });
});
