/** The config file: every option under its flag's name, ${ENV}, skips with reasons, flags over the file. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from '../cli/args';
import { OPTIONS } from '../cli/options';
import { runCli, startMockServer, type MockServer } from './support/processes';

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-config-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
const json = (value: unknown) => JSON.stringify(value);
const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('the config file', () => {
  it('is found in the current folder and holds any option; flags override it', () => {
    const dir = folderWith({
      'council-conformance.json': json({
        'base-url': 'http://127.0.0.1:8000',
        user: 'admin@example.com',
        realtime: true,
        'timeout-ms': 2500,
        only: ['login', 'getProfile'],
        'sensitive-keys': 'password,api_token',
      }),
    });
    const options = parseOptions(['--user', 'other@example.com'], {}, dir);
    expect(options.configPath).toBe(join(dir, 'council-conformance.json'));
    expect(options.baseUrl).toBe('http://127.0.0.1:8000');
    expect(options.user).toBe('other@example.com');
    expect(options.realtime).toBe(true);
    expect(options.timeoutMs).toBe(2500);
    expect([...options.only!]).toEqual(['login', 'getProfile']);
    expect(options.sensitiveKeys).toEqual(['password', 'api_token']);
    expect(parseOptions(['--no-realtime', '--timeout-ms', '9'], {}, dir)).toMatchObject({
      realtime: false,
      timeoutMs: 9,
    });
  });

  it('reads YAML too, and --config names a file anywhere', () => {
    const dir = folderWith({
      'ci.yaml':
        'base-url: http://localhost:8000\nread-only: true\nskip:\n  buyAgent: payments are stubbed in CI\n',
    });
    const options = parseOptions(['--config', 'ci.yaml'], {}, dir);
    expect(options.readOnly).toBe(true);
    expect(options.skips.get('buyAgent')).toBe('payments are stubbed in CI');
  });

  it('interpolates ${ENV}, with ${ENV:-default}, and says which variable is missing', () => {
    const dir = folderWith({
      'council-conformance.json': json({
        'base-url': 'http://127.0.0.1:${API_PORT:-8000}',
        password: '${CI_PASSWORD}',
        'second-password': 'literal $${not-a-variable}',
      }),
    });
    const options = parseOptions([], { CI_PASSWORD: 's3cret' }, dir);
    expect(options.baseUrl).toBe('http://127.0.0.1:8000');
    expect(options.password).toBe('s3cret');
    expect(options.secondPassword).toBe('literal ${not-a-variable}');
    expect(refusal(() => parseOptions([], {}, dir))).toBe(
      'council-conformance.json: "password" uses ${CI_PASSWORD}, which is not set in the environment',
    );
    // The environment's own variable still wins, as on the command line.
    expect(parseOptions([], { CI_PASSWORD: 'x', CONFORMANCE_PASSWORD: 'y' }, dir).password).toBe(
      'y',
    );
  });

  it('refuses unknown keys (with a hint), bad types, skips without a reason, two files at once', () => {
    const refused = (config: unknown) =>
      refusal(() => parseOptions([], {}, folderWith({ 'council-conformance.json': json(config) })));
    expect(refused({ baseUrl: 'http://127.0.0.1' })).toMatch(
      /unknown key "baseUrl" \(did you mean "base-url"\?\)/,
    );
    expect(refused({ 'base-url': 'http://127.0.0.1', version: true })).toMatch(
      /unknown key "version"/,
    );
    expect(refused({ 'base-url': 'http://127.0.0.1', realtime: 'yes' })).toBe(
      'council-conformance.json: "realtime" must be true or false, got string "yes"',
    );
    expect(refused({ 'base-url': 'http://127.0.0.1', 'timeout-ms': -1 })).toMatch(
      /"timeout-ms" must be a positive number/,
    );
    expect(refused({ 'base-url': 'http://127.0.0.1', only: [1, 2] })).toMatch(
      /"only" must be a list of strings/,
    );
    expect(refused({ 'base-url': 'http://127.0.0.1', skip: { buyAgent: '' } })).toMatch(
      /skip "buyAgent" needs a reason/,
    );
    expect(refused({ 'base-url': 'http://127.0.0.1', skip: ['buyAgent'] })).toMatch(
      /"skip" must map operationIds to the reason/,
    );
    expect(refused(['base-url'])).toMatch(/must hold an object of options/);
    const broken = folderWith({ 'council-conformance.json': '{"base-url": ' });
    expect(refusal(() => parseOptions([], {}, broken))).toMatch(
      /^council-conformance\.json is not valid JSON/,
    );
    const two = folderWith({ 'council-conformance.json': '{}', 'council-conformance.yaml': '{}' });
    expect(refusal(() => parseOptions([], {}, two))).toMatch(/more than one config file/);
    expect(refusal(() => parseOptions(['--config', 'nope.json'], {}, two))).toBe(
      '--config nope.json: no such file',
    );
  });

  it('accepts every option the command line has (bar --config, --version, --help)', () => {
    const values: Record<string, unknown> = {};
    for (const option of OPTIONS.filter((o) => !o.cliOnly))
      values[option.name] =
        option.name === 'skip'
          ? { buyAgent: 'why' }
          : option.name === 'accounts'
            ? ['manager=manager@example.com']
            : option.type === 'boolean'
              ? false
              : option.type === 'number'
                ? 5
                : option.type === 'list'
                  ? ['login']
                  : option.name.endsWith('url') || option.name === 'origin'
                    ? 'http://127.0.0.1:8000'
                    : 'value';
    expect(() =>
      parseOptions([], {}, folderWith({ 'council-conformance.json': json(values) })),
    ).not.toThrow();
  });
});

describe('the accounts per role', () => {
  it("defaults to the seed's, takes ROLE=EMAIL from the flag or a role → email map from the file", () => {
    const defaults = parseOptions(['--base-url', 'http://127.0.0.1:8000'], {}, folderWith({}));
    expect(defaults.accounts).toEqual({
      admin: 'demo@example.com',
      manager: 'manager@example.com',
      member: 'member@example.com',
      outsider: 'nocouncil@example.com',
    });
    expect(defaults.accountsGiven).toBe(false);
    const flag = parseOptions(
      [
        '--base-url',
        'http://127.0.0.1:8000',
        '--accounts',
        'Manager=boss@example.com,outsider=x@example.com',
      ],
      { CONFORMANCE_ACCOUNTS_PASSWORD: 'secret' },
      folderWith({}),
    );
    expect(flag.accounts).toEqual({ manager: 'boss@example.com', outsider: 'x@example.com' });
    expect(flag.accountsGiven).toBe(true);
    expect(flag.accountsPassword).toBe('secret');
    const file = parseOptions(
      [],
      { PW: 'from-env' },
      folderWith({
        'council-conformance.yaml':
          'base-url: http://127.0.0.1:8000\naccounts:\n  manager: boss@example.com\naccounts-password: ${PW}\n',
      }),
    );
    expect(file.accounts).toEqual({ manager: 'boss@example.com' });
    expect(file.accountsPassword).toBe('from-env');
  });

  it('refuses an entry that is not ROLE=EMAIL, or a role given twice', () => {
    const parse = (value: string) => () =>
      parseOptions(
        ['--base-url', 'http://127.0.0.1:8000', '--accounts', value],
        {},
        folderWith({}),
      );
    expect(refusal(parse('boss@example.com'))).toMatch(/"boss@example.com" is not ROLE=EMAIL/);
    expect(refusal(parse('manager=a@example.com,manager=b@example.com'))).toMatch(
      /the role "manager" is given twice/,
    );
  });
});

describe('the config file in a run', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer();
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it("reports each skipped operation's checks as skipped with the file's reason", async () => {
    const cwd = folderWith({
      'council-conformance.json': json({
        'base-url': mock.url,
        only: ['listFolders', 'getFolder', 'createFolder'],
        quiet: false,
        skip: { getFolder: 'the show route is not merged yet' },
      }),
    });
    const result = await runCli([], {}, undefined, { cwd });
    expect(result.code).toBe(0);
    const summary = result.summary!;
    const reason = 'skipped in council-conformance.json: the show route is not merged yet';
    expect(summary.skippedOperations).toEqual([
      { operationId: 'getFolder', reason, source: 'config' },
    ]);
    const getFolder = summary.results.filter((r) => r.operationId === 'getFolder');
    expect(getFolder.length).toBeGreaterThan(3);
    expect(getFolder.every((r) => r.outcome === 'skipped' && r.reason === reason)).toBe(true);
    expect(
      summary.results.some((r) => r.operationId === 'listFolders' && r.outcome === 'passed'),
    ).toBe(true);
    expect(result.stdout).toContain(`SKIP getFolder: ${reason}`);
  });

  it('refuses a skip naming an operation the contract does not have, before any request', async () => {
    const cwd = folderWith({
      'council-conformance.json': json({ 'base-url': mock.url, skip: { getFoldr: 'typo' } }),
    });
    const result = await runCli([], {}, undefined, { cwd });
    expect(result.code).toBe(2);
    expect(result.lastLine).toBe(
      'conformance NOT RUN: "skip" in the config file names operations the contract does not have: getFoldr',
    );
  });
});
