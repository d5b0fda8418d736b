/**
 * The recipes docs/backend.md gives a Laravel team, read from the page's own code blocks at test
 * time (so a change of the docs changes what runs) and run as GitHub would run them, in a copy of
 * the built app: the CI workflow's steps in order, the Action's steps from conformance/action/
 * action.yml, and the one-step recipe without the Action.
 *
 * What cannot be the same here is replaced, and only that: `<owner>/<repo>` and github.com are a
 * local release server that serves the built runner (its real SHA-256 for the placeholder); the
 * ports 8000 and 8080 are free ones (two runs at once on one machine); actions/checkout is the copy
 * of the app without its .env and SQLite file (git-ignored); actions/setup-node is the Node already here; upload-artifact checks its path exists.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { RUNNER_FILE } from '../../../conformance/tests/support/processes';
import {
  evaluate,
  runStep,
  type Step,
  type StepResult,
} from '../../../conformance/tests/support/github-step';
import { freePort } from '../../../scripts/free-port';

const DOCS = join('docs', 'backend.md');
const ACTION = join('conformance', 'action', 'action.yml');
export const REPOSITORY = 'acme/contract';

function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

export interface Recipes {
  /** The CI workflow's job: its env and its steps, in order. */
  job: { env: Record<string, string>; steps: Step[] };
  /** The step that replaces the Action "without the Action, the same in one step". */
  oneStep: Step;
  port: number;
  reverbPort: number;
}

/** The two recipes of docs/backend.md with this machine's ports and release server filled in. */
export async function readRecipes(
  releaseUrl: string,
  markdown = readFileSync(DOCS, 'utf8'),
): Promise<Recipes> {
  const [port, reverbPort] = await Promise.all([freePort(), freePort()]);
  const sha = createHash('sha256').update(readFileSync(RUNNER_FILE)).digest('hex');
  const localise = (text: string) =>
    text
      .replaceAll('https://github.com/<owner>/<repo>', `${releaseUrl}/${REPOSITORY}`)
      .replaceAll('<owner>/<repo>', REPOSITORY)
      .replaceAll("<the file's SHA-256 from the release page>", sha)
      .replace(/\b8000\b/g, String(port))
      .replace(/\b8080\b/g, String(reverbPort));
  const blocks = yamlBlocks(markdown);
  const workflow = blocks.find((b) => /^jobs:/m.test(b) && b.includes('/conformance/action@'));
  const oneStep = blocks.find(
    (b) => b.trimStart().startsWith('- ') && b.includes('council-conformance.mjs --base-url'),
  );
  if (!workflow || !oneStep)
    throw new Error(
      `${DOCS}: the CI workflow or the one-step recipe is not a yaml code block any more`,
    );
  const jobs = (parseYaml(localise(workflow)) as { jobs: Record<string, Recipes['job']> }).jobs;
  const job = Object.values(jobs)[0]!;
  return {
    job: {
      env: Object.fromEntries(Object.entries(job.env ?? {}).map(([k, v]) => [k, String(v)])),
      steps: job.steps,
    },
    oneStep: (parseYaml(localise(oneStep)) as Step[])[0]!,
    port,
    reverbPort,
  };
}

/** github.com's release downloads for REPOSITORY, any tag: the built runner and its checksum. */
export async function startReleaseServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const runner = readFileSync(RUNNER_FILE);
  const checksum = `${createHash('sha256').update(runner).digest('hex')}  council-conformance.mjs\n`;
  const server: Server = createServer((request, response) => {
    const name = new RegExp(`^/${REPOSITORY}/releases/download/[^/]+/(.+)$`).exec(
      request.url ?? '',
    )?.[1];
    if (name === 'council-conformance.mjs') return response.end(runner);
    if (name === 'council-conformance.mjs.sha256') return response.end(checksum);
    response.statusCode = 404;
    response.end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface StepRun {
  label: string;
  result: StepResult;
}

/**
 * Runs `steps` in the app's folder as a job would, stopping at the first failing one. Every step's
 * processes share one process group per step; `stopAll` ends the servers a step left running.
 */
export class JobRun {
  readonly runs: StepRun[] = [];
  private readonly groups: number[] = [];

  constructor(
    private readonly appDir: string,
    private readonly env: Record<string, string>,
    private readonly releaseUrl: string,
  ) {}

  /** The run's steps in order; false when one failed (the rest did not run, as on GitHub). */
  async steps(steps: Step[]): Promise<boolean> {
    for (const step of steps) if (!(await this.step(step))) return false;
    return true;
  }

  async step(step: Step): Promise<boolean> {
    if (step.uses?.startsWith('actions/checkout')) {
      // The copy of the app is the checkout, without what a Laravel app's .gitignore keeps out of git.
      for (const ignored of ['.env', 'database/database.sqlite'])
        rmSync(join(this.appDir, ignored), { force: true });
      return true;
    }
    if (step.uses?.startsWith('actions/upload-artifact')) {
      const path = join(this.appDir, step.with!.path!);
      return this.record(`upload-artifact ${step.with!.path}`, {
        status: existsSync(path) ? 0 : 1,
        stdout: '',
        stderr: '',
        outputs: {},
        summary: '',
      });
    }
    if (step.uses?.includes('/conformance/action@')) return this.action(step);
    if (!step.run) throw new Error(`a step this harness cannot run: ${JSON.stringify(step)}`);
    const result = await runStep(
      step,
      { secrets: {} },
      { cwd: this.appDir, env: this.env, detached: (pid) => this.groups.push(pid) },
    );
    return this.record(step.name ?? step.run.split('\n')[0]!, result);
  }

  /** The composite Action's own steps, with the `with:` of the workflow as its inputs. */
  private async action(use: Step): Promise<boolean> {
    const action = parseYaml(readFileSync(ACTION, 'utf8')) as {
      inputs: Record<string, { default?: string }>;
      runs: { steps: Step[] };
    };
    const inputs = {
      ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ''])),
      ...Object.fromEntries(
        Object.entries(use.with ?? {}).map(([k, v]) => [k, evaluate(String(v), { secrets: {} })]),
      ),
    };
    const steps: Record<string, { outputs: Record<string, string> }> = {};
    const github = {
      server_url: this.releaseUrl,
      api_url: `${this.releaseUrl}/api`,
      action_repository: REPOSITORY,
    };
    for (const step of action.runs.steps) {
      if (step.uses?.startsWith('actions/setup-node')) continue; // Node is on this machine
      const context = { inputs, github, steps };
      const cwd = join(this.appDir, evaluate(step['working-directory'] ?? '.', context));
      const result = await runStep(step, context, { cwd, env: this.env });
      if (step.id) steps[step.id] = { outputs: result.outputs };
      if (!this.record(`action: ${step.id}`, result)) return false;
    }
    return true;
  }

  private record(label: string, result: StepResult): boolean {
    this.runs.push({ label, result });
    return result.status === 0;
  }

  get last(): StepRun {
    return this.runs.at(-1)!;
  }

  /** Each step's label, exit status and the end of its output, for an assertion's message. */
  describe(): string {
    return this.runs
      .map(({ label, result }) => {
        const output = result.stdout + result.stderr;
        const failures = output.split('\n').filter((line) => /^(FAIL |::error)/.test(line));
        return `${label}: exit ${result.status}\n${[...failures, output.slice(-1500)].join('\n')}`;
      })
      .join('\n---\n');
  }

  stopAll(): void {
    for (const pid of this.groups) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // The group is gone already.
      }
    }
  }
}
