/**
 * The runner as it ships: one file that carries the contract and needs nothing installed, on the
 * oldest Node it promises (the system's Node 20, where there is one), and as an npm package.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNewerApis } from '../build/node-floor';
import {
  isolatedRunner,
  RUNNER_FILE,
  runCli,
  startMockServer,
  type MockServer,
} from './support/processes';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const SYSTEM_NODE = '/usr/bin/node';
const systemNodeMajor = existsSync(SYSTEM_NODE)
  ? Number(execFileSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).slice(1).split('.')[0])
  : null;

describe('the single file', () => {
  it('--version names the contract it carries and its SHA-256, from an empty folder', async () => {
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    const version = (
      JSON.parse(readFileSync('src/generated/openapi.json', 'utf8')) as {
        info: { version: string };
      }
    ).info.version;
    expect(result.stdout).toContain(`council-conformance ${version}`);
    expect(result.stdout).toContain(
      `contract openapi.json sha256 ${sha256('src/generated/openapi.json')}`,
    );
    expect(result.stdout).toContain(
      `contract asyncapi.yaml sha256 ${sha256('openapi/asyncapi.yaml')}`,
    );
  });

  it('imports nothing but Node itself', () => {
    const code = readFileSync(RUNNER_FILE, 'utf8');
    // The module's own import statements (esbuild leaves only externals there) and dynamic imports;
    // require() calls are proven by running the file alone, below.
    const specifiers = [
      ...code.matchAll(
        /(?:^|[;\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g,
      ),
    ].map((m) => m[1] ?? m[2]!);
    const foreign = specifiers.filter(
      (s) => !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]!),
    );
    expect(specifiers).toContain('node:module');
    expect(foreign).toEqual([]);
  });

  it('runs alone in an empty folder: signs in, checks and cleans up against the mock', async () => {
    const mock = await startMockServer();
    try {
      const result = await runCli(
        [
          '--base-url',
          mock.url,
          '--quiet',
          '--only',
          'listFolders,createFolder,getFolder,deleteFolder',
        ],
        {},
        undefined,
        { file: isolatedRunner() },
      );
      expect(result.lastLine).toMatch(/^conformance PASSED: 4\/4 operations exercised/);
      expect(result.code).toBe(0);
    } finally {
      await mock.stop();
    }
  });

  it("uses no API newer than Node 20 (the build's scan names one when it appears)", () => {
    expect(findNewerApis(readFileSync(RUNNER_FILE, 'utf8'))).toEqual([]);
    expect(
      findNewerApis('const both = a.union(b); const { promise } = Promise.withResolvers();'),
    ).toHaveLength(2);
  });

  it('packs into an npm package with the council-conformance bin and no dependencies, runnable with npx', () => {
    const out = mkdtempSync(join(tmpdir(), 'conformance-pack-'));
    execFileSync('npm', ['pack', '--silent', '--pack-destination', out], {
      cwd: join('conformance', 'dist', 'package'),
    });
    const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toMatch(/^council-conformance-\d+\.\d+\.\d+.*\.tgz$/);
    const manifest = JSON.parse(
      readFileSync(join('conformance', 'dist', 'package', 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest.bin).toEqual({ 'council-conformance': 'council-conformance.mjs' });
    expect(manifest.dependencies).toEqual({});
    const npx = spawnSync('npx', ['--yes', `./${tarball}`, '--version'], {
      cwd: out,
      encoding: 'utf8',
      env: { ...process.env, npm_config_cache: join(out, '.npm'), npm_config_offline: 'true' },
    });
    expect(npx.stderr).toBe('');
    expect(npx.stdout).toContain(
      `contract openapi.json sha256 ${sha256('src/generated/openapi.json')}`,
    );
  });

  describe.skipIf(systemNodeMajor !== 20)("on the system's Node 20", () => {
    let mock: MockServer;
    beforeAll(async () => {
      mock = await startMockServer();
    });
    afterAll(async () => {
      await mock?.stop();
    });

    it('passes against the mock, every operation exercised, with Reverb', async () => {
      const result = await runCli(
        [
          '--base-url',
          mock.url,
          '--quiet',
          '--realtime',
          '--reverb-url',
          mock.url.replace('http', 'ws'),
        ],
        {},
        undefined,
        { node: SYSTEM_NODE, file: isolatedRunner() },
      );
      expect(result.lastLine).toMatch(/^conformance PASSED: (\d+)\/\1 operations exercised/);
      expect(result.code).toBe(0);
      expect(result.summary!.results.find((r) => r.check === 'realtime-events')?.outcome).toBe(
        'passed',
      );
    });
  });
});
