/**
 * The command line and the config file, merged: a flag wins over the file, the file over the
 * defaults. Passwords come from the environment or the file (by ${ENV}), never from arguments. Also
 * the write-safety rule: a host that is not loopback needs --allow-writes or --read-only.
 */
import { parseArgs } from 'node:util';
import type { RunOptions } from '../engine/run-state';
import { DEFAULT_SENSITIVE_KEYS } from '../checks/sensitive';
import { ConfigError, findConfig, loadConfig, type ConfigValues } from './config';
import { OPTIONS, usage } from './options';

export const USAGE = usage('council-conformance');

export class UsageError extends Error {}

export interface CliOptions extends RunOptions {
  /** operationId → why it is not checked (the config file's "skip"). */
  skips: Map<string, string>;
  routes: string | null;
  failOnUndocumented: boolean;
  failOnWarnings: boolean;
  github: boolean;
  configPath: string | null;
}

/** `--no-realtime` and the like: turns off a boolean the config file turns on. */
function negations(argv: string[]): { args: string[]; off: Set<string> } {
  const off = new Set<string>();
  const args = argv.filter((arg) => {
    const name = /^--no-(.+)$/.exec(arg)?.[1];
    const spec = name ? OPTIONS.find((o) => o.name === name && o.type === 'boolean') : undefined;
    if (spec) off.add(spec.name);
    return !spec;
  });
  return { args, off };
}

function readCommandLine(argv: string[]): ConfigValues & { config?: string } {
  const { args, off } = negations(argv);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(
        OPTIONS.filter((o) => !o.fileOnly).map((o) => [
          o.name,
          { type: o.type === 'boolean' ? 'boolean' : 'string' },
        ]),
      ) as Record<string, { type: 'boolean' | 'string' }>,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values: ConfigValues = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    const spec = OPTIONS.find((o) => o.name === name)!;
    if (value === undefined) continue;
    if (spec.type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0)
        throw new UsageError(`--${name} must be a positive number`);
      values[name] = n;
    } else if (spec.type === 'list')
      values[name] = String(value)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else values[name] = value as string | boolean;
  }
  for (const name of off) values[name] = false;
  return values;
}

export function parseOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd = process.cwd(),
): CliOptions {
  const cli = readCommandLine(argv);
  if (cli.help) throw new UsageError('');
  let file: ConfigValues = {};
  let configPath: string | null;
  try {
    configPath = findConfig(cli.config as string | undefined, cwd);
    if (configPath) file = loadConfig(configPath, env).values;
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  const v: ConfigValues = { ...file, ...cli };
  const str = (name: string) => v[name] as string | undefined;
  const bool = (name: string) => (v[name] as boolean | undefined) ?? false;
  const num = (name: string) => (v[name] as number | undefined) ?? null;
  const list = (name: string) => v[name] as string[] | undefined;

  if (!str('base-url'))
    throw new UsageError(
      `--base-url is required${configPath ? ' (on the command line or as "base-url" in the config file)' : ''}`,
    );
  const baseUrl = parseUrl(str('base-url')!, '--base-url');
  const origin = str('origin') ? parseUrl(str('origin')!, '--origin').origin : baseUrl.origin;
  if (bool('read-only') && bool('allow-writes'))
    throw new UsageError('--read-only and --allow-writes exclude each other');
  if (!isLoopback(baseUrl.hostname) && !bool('read-only') && !bool('allow-writes'))
    throw new UsageError(
      `${baseUrl.host} is not a loopback host: the run creates, changes and deletes data. Pass --allow-writes to let it, or --read-only for GET-only checks.`,
    );
  if (bool('fail-on-undocumented') && !str('routes'))
    throw new UsageError(
      '--fail-on-undocumented needs --routes (the output of php artisan route:list --json)',
    );
  const accounts = readAccounts(list('accounts'));
  return {
    baseUrl: baseUrl.toString().replace(/\/$/, ''),
    origin,
    user: str('user') ?? 'demo@example.com',
    password: env.CONFORMANCE_PASSWORD ?? str('password') ?? 'password',
    secondUser: str('second-user') ?? 'member@example.com',
    secondPassword: env.CONFORMANCE_SECOND_PASSWORD ?? str('second-password') ?? 'password',
    accounts: accounts ?? DEFAULT_ACCOUNTS,
    accountsGiven: accounts !== null,
    accountsPassword:
      env.CONFORMANCE_ACCOUNTS_PASSWORD ??
      str('accounts-password') ??
      env.CONFORMANCE_SECOND_PASSWORD ??
      str('second-password') ??
      'password',
    reportDir: str('report-dir') ?? 'conformance-report',
    readOnly: bool('read-only'),
    lastingWrites: bool('lasting-writes'),
    only: list('only') ? new Set(list('only')) : null,
    realtime: bool('realtime'),
    reverbKey: str('reverb-key') ?? env.REVERB_APP_KEY ?? 'council-local-key',
    reverbUrl: str('reverb-url') ?? null,
    budgetMs: num('budget-ms'),
    timeoutMs: num('timeout-ms') ?? 10_000,
    quiet: bool('quiet'),
    seed: num('seed') ?? Date.now() % 1_000_000,
    sensitiveKeys: list('sensitive-keys') ?? DEFAULT_SENSITIVE_KEYS,
    skips: new Map(Object.entries((v.skip as Record<string, string> | undefined) ?? {})),
    routes: str('routes') ?? null,
    failOnUndocumented: bool('fail-on-undocumented'),
    failOnWarnings: bool('fail-on-warnings'),
    github: bool('github'),
    configPath,
  };
}

/** The seed's account per council role, and one in no council (mocks/db/seed-ids.ts, the README). */
export const DEFAULT_ACCOUNTS: Record<string, string> = {
  admin: 'demo@example.com',
  manager: 'manager@example.com',
  member: 'member@example.com',
  outsider: 'nocouncil@example.com',
};

/** `ROLE=EMAIL` entries, one role once; which roles the contract has is judged when the run starts. */
function readAccounts(entries: string[] | undefined): Record<string, string> | null {
  if (!entries) return null;
  const accounts: Record<string, string> = {};
  for (const entry of entries) {
    const match = /^([a-z][a-z_-]*)=([^\s=]+@[^\s=]+)$/i.exec(entry.trim());
    if (!match)
      throw new UsageError(
        `--accounts: "${entry}" is not ROLE=EMAIL (e.g. manager=manager@example.com,outsider=nocouncil@example.com)`,
      );
    const role = match[1]!.toLowerCase();
    if (role in accounts) throw new UsageError(`--accounts: the role "${role}" is given twice`);
    accounts[role] = match[2]!;
  }
  return accounts;
}

function parseUrl(value: string, name: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url;
  } catch {
    throw new UsageError(`${name} must be an http:// or https:// URL, got "${value}"`);
  }
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host.endsWith('.localhost')
  );
}
