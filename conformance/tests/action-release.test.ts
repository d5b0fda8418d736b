/**
 * How the Action gets its runner, and how the release workflow publishes it, each step's script run
 * here as GitHub runs it (inputs and contexts as environment variables, support/github-step.ts):
 * - the Action's version is an explicit input (composite actions do not reliably get
 *   github.action_ref, and a SHA-pinned action has no release of that name); a private repository's
 *   release is read through the API with the token input; the checksum is checked;
 * - the release workflow builds the tag's own commit also when run by hand, never replaces a
 *   published asset, and runs one release of a tag at a time.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { evaluate, runStep, type Step } from './support/github-step';
import { RUNNER_FILE } from './support/processes';

const action = parseYaml(readFileSync(join('conformance', 'action', 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  runs: { steps: Step[] };
};
const fetchStep = action.runs.steps.find((s) => s.id === 'fetch')!;
const workflow = parseYaml(
  readFileSync(join('.github', 'workflows', 'release-conformance.yml'), 'utf8'),
) as {
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  env: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
};

const TOKEN = 'ghs_test-token';
const runnerBytes = readFileSync(RUNNER_FILE);
const runnerSha = createHash('sha256').update(runnerBytes).digest('hex');

/**
 * github.com and api.github.com for two repositories: `acme/public-contract` downloads from the
 * release page; `acme/private-contract` answers 404 there (as GitHub does for a private repository)
 * and serves its assets only through the API with the token.
 */
function releaseServer(checksum = `${runnerSha}  council-conformance.mjs\n`): Promise<Server> {
  const assets: Record<string, Buffer> = {
    'council-conformance.mjs': runnerBytes,
    'council-conformance.mjs.sha256': Buffer.from(checksum),
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    const authorised = request.headers.authorization === `Bearer ${TOKEN}`;
    const page = /^\/acme\/public-contract\/releases\/download\/conformance-v1\.0\.0\/(.+)$/.exec(
      url.pathname,
    );
    if (page && assets[page[1]!]) return response.end(assets[page[1]!]);
    if (
      url.pathname === '/api/repos/acme/private-contract/releases/tags/conformance-v1.0.0' &&
      authorised
    ) {
      const base = `http://${request.headers.host}/api/repos/acme/private-contract/releases/assets`;
      return response.end(
        JSON.stringify({
          assets: Object.keys(assets).map((name) => ({ name, url: `${base}/${name}` })),
        }),
      );
    }
    const asset = /^\/api\/repos\/acme\/private-contract\/releases\/assets\/(.+)$/.exec(
      url.pathname,
    );
    if (
      asset &&
      authorised &&
      request.headers.accept === 'application/octet-stream' &&
      assets[asset[1]!]
    )
      return response.end(assets[asset[1]!]);
    response.statusCode = 404;
    response.end('Not Found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe("the Action's runner download", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await releaseServer();
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const inputsWith = (inputs: Record<string, string>) => ({
    ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ''])),
    ...inputs,
  });
  /** As GitHub would run it for `uses: acme/<repo>/conformance/action@<ref>`. */
  const fetch = async (
    inputs: Record<string, string>,
    ref = 'conformance-v1.0.0',
    repository = 'acme/public-contract',
  ) =>
    runStep(fetchStep, {
      inputs: inputsWith(inputs),
      github: {
        action_ref: ref,
        action_repository: repository,
        server_url: url,
        api_url: `${url}/api`,
      },
    });

  it('downloads the release the version input names and checks its checksum', async () => {
    const step = await fetch({ version: 'conformance-v1.0.0' });
    expect(step.status, step.stdout + step.stderr).toBe(0);
    expect(readFileSync(step.outputs.file!)).toEqual(runnerBytes);
    expect(step.stdout).toMatch(/^council-conformance \d+\.\d+\.\d+ /m);
  });

  it('never takes the version from the ref: pinned by a commit SHA without a version, it says to set one', async () => {
    const step = await fetch({}, 'a'.repeat(40));
    expect(step.status).toBe(2);
    expect(step.stdout).toContain(
      '::error title=conformance::set the input version to the release tag',
    );
  });

  it('reads a private repository through the API with the token input, and says what is missing without it', async () => {
    const withToken = await fetch(
      { version: 'conformance-v1.0.0', repository: 'acme/private-contract', token: TOKEN },
      'conformance-v1.0.0',
      'acme/actions',
    );
    expect(withToken.status, withToken.stdout + withToken.stderr).toBe(0);
    expect(readFileSync(withToken.outputs.file!)).toEqual(runnerBytes);

    const without = await fetch({
      version: 'conformance-v1.0.0',
      repository: 'acme/private-contract',
    });
    expect(without.status).toBe(2);
    expect(without.stdout).toContain('a private repository needs the input token');
  });

  it('refuses a file whose checksum does not match the release, or the sha256 input', async () => {
    const pinned = await fetch({ version: 'conformance-v1.0.0', sha256: '0'.repeat(64) });
    expect(pinned.status).toBe(2);
    expect(pinned.stdout).toContain(`has SHA-256 ${runnerSha}, expected ${'0'.repeat(64)}`);

    const tampered = await releaseServer(`${'f'.repeat(64)}  council-conformance.mjs\n`);
    try {
      const port = (tampered.address() as AddressInfo).port;
      const step = await runStep(fetchStep, {
        inputs: inputsWith({ version: 'conformance-v1.0.0' }),
        github: {
          action_repository: 'acme/public-contract',
          server_url: `http://127.0.0.1:${port}`,
        },
      });
      expect(step.status).toBe(2);
      expect(step.stdout).toContain("does not match the release's checksum");
    } finally {
      await new Promise<void>((resolve) => tampered.close(() => resolve()));
    }
  });

  it('takes an input as data, never as script: a version with a command in it is refused, not run', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'inject-')), 'ran');
    const step = await fetch({ version: `conformance-v1.0.0$(touch ${marker})` });
    expect(step.status).toBe(2);
    expect(step.stdout).toContain('is not a release tag of the runner');
    expect(() => readFileSync(marker)).toThrow();
  });
});

describe('the release workflow', () => {
  const build = workflow.jobs.build!.steps;
  const contexts = {
    push: { github: { ref_name: 'conformance-v1.2.0', event: {} } },
    byHand: { github: { ref_name: 'main', event: { inputs: { tag: 'conformance-v1.2.0' } } } },
  };

  it('builds the tag, also when run by hand from a branch', () => {
    const checkout = build.find((s) => s.uses?.startsWith('actions/checkout'))!;
    for (const context of Object.values(contexts)) {
      const env = { TAG: evaluate(workflow.env.TAG!, context) };
      expect(evaluate(checkout.with?.ref ?? '', { ...context, env })).toBe(
        'refs/tags/conformance-v1.2.0',
      );
    }
  });

  it('refuses a tag that is not a release tag before building anything', async () => {
    const check = build.find((s) => s.run?.includes('is not a tag'))!;
    expect((await runStep(check, {}, { env: { TAG: 'conformance-v1.2.0' } })).status).toBe(0);
    const bad = await runStep(check, {}, { env: { TAG: 'main' } });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(
      "::error::'main' is not a tag conformance-v<major>.<minor>.<patch>",
    );
  });

  it('runs one release of a tag at a time, never cancelling one under way', () => {
    expect(workflow.concurrency).toBeDefined();
    expect(evaluate(workflow.concurrency!.group, contexts.byHand)).toBe(
      evaluate(workflow.concurrency!.group, contexts.push),
    );
    expect(workflow.concurrency!['cancel-in-progress']).toBe(false);
  });

  /**
   * The release step with `gh` replaced by a script that logs its calls and knows the release's
   * assets (`null`: no release yet, until the step creates it, empty).
   */
  async function release(published: string[] | null) {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    const log = join(dir, 'gh.log');
    writeFileSync(
      join(dir, 'gh'),
      `#!/bin/bash
echo "$*" >> "${log}"
[ "$1 $2" = "release create" ] && touch "${dir}/created"
if [ "$1 $2" = "release view" ]; then
  ${published === null ? `[ -e "${dir}/created" ] || exit 1` : ''}
  for a in "$@"; do [ "$a" = "--json" ] && printf '%s\\n' ${published?.map((n) => `'${n}'`).join(' ') ?? ''}; done
fi
exit 0
`,
    );
    chmodSync(join(dir, 'gh'), 0o755);
    const artifact = join(dir, 'work', 'artifact');
    mkdirSync(artifact, { recursive: true });
    for (const name of ['council-conformance.mjs', 'council-conformance.mjs.sha256']) {
      writeFileSync(
        join(artifact, name),
        name === 'council-conformance.mjs' ? 'x' : `${'a'.repeat(64)}  x\n`,
      );
    }
    const step = workflow.jobs.release!.steps.find((s) => s.run?.includes('gh release upload'))!;
    const result = await runStep(
      step,
      {
        github: { token: 't', repository: 'acme/contract' },
        needs: { build: { outputs: { sha: 'abc' } } },
      },
      {
        cwd: join(dir, 'work'),
        env: { PATH: `${dir}:${process.env.PATH}`, TAG: 'conformance-v1.2.0' },
      },
    );
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    return { ...result, calls };
  }

  it('creates the release on the tag and uploads the files when nothing is published yet', async () => {
    const step = await release(null);
    expect(step.status, step.stdout + step.stderr).toBe(0);
    expect(step.calls.join('\n')).toMatch(
      /release create conformance-v1\.2\.0 .*--verify-tag --target abc/,
    );
    const upload = step.calls.find((c) => c.startsWith('release upload'));
    expect(upload).toBeDefined();
    expect(upload).not.toContain('--clobber');
  });

  it('refuses to replace a published asset, uploading nothing', async () => {
    const step = await release(['council-conformance.mjs']);
    expect(step.status).toBe(1);
    expect(step.stdout).toContain('conformance-v1.2.0 already has council-conformance.mjs');
    expect(step.calls.some((c) => c.startsWith('release upload'))).toBe(false);
  });
});
