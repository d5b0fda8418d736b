/**
 * A `run:` step of a workflow or composite Action, executed here as GitHub's runner executes it:
 * `bash --noprofile --norc -eo pipefail` on the script, the step's `env:` with its `${{ … }}`
 * expressions evaluated against the context given (inputs, github, steps, needs, env), and the
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. Only the expression forms the project's files use:
 * a context path, and `a || b`. Asynchronous, so a server in the test's own process can answer it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Step {
  id?: string;
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  'working-directory'?: string;
}

export type Context = Record<string, unknown>;

function lookup(context: Context, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      context,
    );
}

/** `${{ x || y }}` → the first truthy term, as GitHub's `||` does; text around expressions stays. */
export function evaluate(text: string, context: Context): string {
  return String(text).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    for (const term of expression.split('||').map((t) => t.trim())) {
      const literal = /^'(.*)'$/.exec(term);
      const value = literal ? literal[1] : lookup(context, term);
      if (value !== undefined && value !== null && value !== '' && value !== false)
        return String(value);
    }
    return '';
  });
}

export interface StepResult {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Runs one step; `env` is the machine's environment beside it (PATH, RUNNER_TEMP…). */
export async function runStep(
  step: Step,
  context: Context,
  options: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    /** Run in a process group of its own, handed to this callback (to stop what the step left running). */
    detached?: (pid: number) => void;
  } = {},
): Promise<StepResult> {
  const files = mkdtempSync(join(tmpdir(), 'github-step-'));
  const output = join(files, 'output');
  const summary = join(files, 'summary.md');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const stepEnv = Object.fromEntries(
    Object.entries(step.env ?? {}).map(([name, value]) => [name, evaluate(value, context)]),
  );
  const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached !== undefined,
    env: {
      ...process.env,
      RUNNER_TEMP: files,
      ...options.env,
      ...stepEnv,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
    },
  });
  if (options.detached && child.pid) options.detached(child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  // A server the step left running in the background may hold its output open: not wait for it.
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  return {
    status,
    stdout,
    stderr,
    outputs,
    summary: readFileSync(summary, 'utf8'),
  };
}
