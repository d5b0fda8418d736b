/**
 * The composite Action (conformance/action/action.yml): valid for GitHub (the lint), and its run
 * step, executed by bash as the runner would with the built file against the mock, turns the inputs
 * into the runner's arguments, annotates failures, writes the job summary and sets its outputs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { FILES, lintFile } from '../../scripts/lint-workflows';
import { RUNNER_FILE, startMockServer, type MockServer } from './support/processes';

const ACTION = join('conformance', 'action', 'action.yml');
interface Step {
  id?: string;
  run?: string;
  env?: Record<string, string>;
}
const action = parseYaml(readFileSync(ACTION, 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  runs: { steps: Step[] };
};

describe('the workflow lint', () => {
  it('passes every workflow and the Action', () => {
    expect(FILES).toContain(ACTION);
    expect(FILES.some((f) => f.endsWith('release-conformance.yml'))).toBe(true);
    expect(FILES.flatMap((file) => lintFile(file))).toEqual([]);
  });

  it('catches a schema error, an undeclared input and an input pasted into a script', () => {
    const text = readFileSync(ACTION, 'utf8');
    expect(
      lintFile('x/action.yml', text.replace('using: composite', 'using: compose')),
    ).not.toEqual([]);
    expect(
      lintFile('x/action.yml', text.replace('${{ inputs.only }}', '${{ inputs.onyl }}')),
    ).toContain('x/action.yml: uses inputs.onyl, which inputs: does not declare');
    const pasted = text.replace(
      'node "$RUNNER" "${args[@]}"',
      'node "$RUNNER" ${{ inputs.args }} "${args[@]}"',
    );
    expect(lintFile('x/action.yml', pasted).join('\n')).toMatch(
      /pastes \$\{\{ inputs\.… into the script/,
    );
  });
});

describe('the Action', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer();
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it('has the inputs a workflow sets', () => {
    for (const name of [
      'base-url',
      'origin',
      'user',
      'second-user',
      'only',
      'realtime',
      'config',
      'report-dir',
      'fail-on-warnings',
      'args',
    ])
      expect(Object.keys(action.inputs)).toContain(name);
  });

  /** The run step as the Actions runner executes it: bash, the step's env with the inputs filled in. */
  function runStep(inputs: Record<string, string>) {
    const step = action.runs.steps.find((s) => s.id === 'run')!;
    const dir = mkdtempSync(join(tmpdir(), 'action-'));
    const output = join(dir, 'output');
    const stepSummary = join(dir, 'step-summary.md');
    writeFileSync(output, '');
    const values = {
      ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ''])),
      ...inputs,
    };
    const env = Object.fromEntries(
      Object.entries(step.env!).map(([name, expression]) => {
        const input = /inputs\.([\w-]+)/.exec(expression)?.[1];
        return [name, input ? values[input]! : RUNNER_FILE];
      }),
    );
    const result = spawnSync('bash', ['-e', '-c', step.run!], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: stepSummary },
    });
    const outputs = Object.fromEntries(
      readFileSync(output, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    ) as Record<string, string>;
    return { ...result, outputs, stepSummary, dir };
  }

  it('passes a conforming backend: exit 0, junit and summary written, outputs set', () => {
    const step = runStep({
      'base-url': mock.url,
      only: 'listFolders,getProfile',
      args: '--timeout-ms 20000 --seed 7',
    });
    expect(step.stdout).toMatch(/conformance PASSED: 2\/2 operations exercised/);
    expect(step.status).toBe(0);
    expect(step.outputs['exit-code']).toBe('0');
    expect(readFileSync(join(step.dir, step.outputs.junit!), 'utf8')).toContain(
      '<testsuite name="listFolders"',
    );
    expect(JSON.parse(readFileSync(join(step.dir, step.outputs.summary!), 'utf8')).seed).toBe(7);
    expect(readFileSync(step.stepSummary, 'utf8')).toContain('## Contract conformance ✅ PASSED');
  });

  it('fails with one ::error per failure and the exit code as output', () => {
    const routes = join(process.cwd(), 'conformance', 'tests', 'fixtures', 'route-list.json');
    const step = runStep({
      'base-url': mock.url,
      only: 'getProfile',
      args: `--routes ${routes}`,
      'fail-on-warnings': 'true',
    });
    expect(step.status).toBe(1);
    expect(step.outputs['exit-code']).toBe('1');
    expect(step.stdout).toContain('::error title=updateProfile route-method::');
    expect(readFileSync(step.stepSummary, 'utf8')).toContain('## Contract conformance ❌ FAILED');
  });
});
