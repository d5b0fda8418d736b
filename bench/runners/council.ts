/**
 * The council runner as the bench measures it: the built single file, installed the way a team would
 * (`npx` of the packed tarball into an empty npm cache), run from an empty folder with the Node that
 * runs the bench.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Summary } from '../../conformance/report/summary';

export const DIST = join('conformance', 'dist');

export interface RunResult {
  code: number;
  seconds: number;
  stdout: string;
  summary: Summary | null;
}

/** Builds and packs; the figures of installing the package with npx into an empty cache. */
export function buildAndInstall(): {
  file: string;
  fileBytes: number;
  tgzBytes: number;
  npxSeconds: number;
} {
  const build = spawnSync('npm', ['run', '--silent', 'pack:runner'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run pack:runner failed: ${build.stderr}`);
  const tgz = readdirSync(DIST).find((f) => f.endsWith('.tgz'))!;
  const dir = mkdtempSync(join(tmpdir(), 'bench-npx-'));
  copyFileSync(join(DIST, tgz), join(dir, tgz));
  const started = performance.now();
  const npx = spawnSync('npx', ['--yes', `./${tgz}`, '--version'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_cache: join(dir, '.npm-cache') },
  });
  const npxSeconds = (performance.now() - started) / 1000;
  if (npx.status !== 0) throw new Error(`npx ./${tgz} failed: ${npx.stderr}`);
  // Run from a copy alone in a folder of its own, as a team would download it.
  const file = join(mkdtempSync(join(tmpdir(), 'bench-file-')), 'council-conformance.mjs');
  copyFileSync(join(DIST, 'council-conformance.mjs'), file);
  return {
    file,
    fileBytes: statSync(file).size,
    tgzBytes: statSync(join(DIST, tgz)).size,
    npxSeconds,
  };
}

export async function runRunner(file: string, args: string[]): Promise<RunResult> {
  const cwd = mkdtempSync(join(tmpdir(), 'bench-run-'));
  const started = performance.now();
  const child = spawn(process.execPath, [file, '--quiet', '--report-dir', cwd, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.resume();
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? -1)));
  let summary: Summary | null;
  try {
    summary = JSON.parse(readFileSync(join(cwd, 'summary.json'), 'utf8')) as Summary;
  } catch {
    summary = null;
  }
  return { code, seconds: (performance.now() - started) / 1000, stdout, summary };
}
