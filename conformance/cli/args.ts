/** The command line: `npm run conformance -- --base-url URL [...]`. Passwords only from the environment. */
import { parseArgs } from 'node:util';
import type { RunOptions } from '../engine/run';
import { DEFAULT_SENSITIVE_KEYS } from '../checks/sensitive';

export const USAGE = `Usage: npm run conformance -- --base-url URL [options]

  --base-url URL        the Laravel backend (e.g. http://127.0.0.1:8000)            (required)
  --origin URL          the frontend's origin sent as Origin/Referer; must be in
                        SANCTUM_STATEFUL_DOMAINS (default: the base URL's origin)
  --user EMAIL          first account (default demo@example.com)
  --second-user EMAIL   second account, a plain member of a council the first one
                        administers (default member@example.com)
  --report-dir DIR      where junit.xml, report.html, report.har, summary.json go
                        (default conformance-report/)
  --read-only           GET-only checks; nothing is created, changed or deleted
  --allow-writes        create and delete data on a host that is not loopback
  --only IDS            comma-separated operationIds to check
  --realtime            also check Reverb events with pusher-js
  --reverb-key KEY      Reverb app key (default REVERB_APP_KEY or council-local-key)
  --reverb-url URL      Reverb's ws:// or wss:// address (default: the base URL's host)
  --budget-ms N         fail operations whose p95 response time exceeds N ms
  --timeout-ms N        per-request timeout (default 10000)
  --sensitive-keys KEYS comma-separated keys no response may carry (default:
                        password, password_confirmation, remember_token,
                        two_factor_secret, two_factor_recovery_codes)
  --quiet               no progress lines

Passwords: CONFORMANCE_PASSWORD and CONFORMANCE_SECOND_PASSWORD (default "password").
Exit codes: 0 all checks passed, 1 the backend broke the contract, 2 the run could not happen.`;

export class UsageError extends Error {}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): RunOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        origin: { type: 'string' },
        user: { type: 'string' },
        'second-user': { type: 'string' },
        'report-dir': { type: 'string' },
        'read-only': { type: 'boolean' },
        'allow-writes': { type: 'boolean' },
        only: { type: 'string' },
        realtime: { type: 'boolean' },
        'reverb-key': { type: 'string' },
        'reverb-url': { type: 'string' },
        'budget-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        quiet: { type: 'boolean' },
        seed: { type: 'string' },
        'sensitive-keys': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const v = parsed.values;
  if (v.help) throw new UsageError('');
  if (!v['base-url']) throw new UsageError('--base-url is required');
  const baseUrl = parseUrl(v['base-url'], '--base-url');
  const origin = v.origin ? parseUrl(v.origin, '--origin').origin : baseUrl.origin;
  if (v['read-only'] && v['allow-writes'])
    throw new UsageError('--read-only and --allow-writes exclude each other');
  const loopback = isLoopback(baseUrl.hostname);
  if (!loopback && !v['read-only'] && !v['allow-writes'])
    throw new UsageError(
      `${baseUrl.host} is not a loopback host: the run creates, changes and deletes data. Pass --allow-writes to let it, or --read-only for GET-only checks.`,
    );
  const number = (value: string | undefined, name: string): number | null => {
    if (value === undefined) return null;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${name} must be a positive number`);
    return n;
  };
  return {
    baseUrl: baseUrl.toString().replace(/\/$/, ''),
    origin,
    user: v.user ?? 'demo@example.com',
    password: env.CONFORMANCE_PASSWORD ?? 'password',
    secondUser: v['second-user'] ?? 'member@example.com',
    secondPassword: env.CONFORMANCE_SECOND_PASSWORD ?? 'password',
    reportDir: v['report-dir'] ?? 'conformance-report',
    readOnly: v['read-only'] ?? false,
    only: v.only
      ? new Set(
          v.only
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      : null,
    realtime: v.realtime ?? false,
    reverbKey: v['reverb-key'] ?? env.REVERB_APP_KEY ?? 'council-local-key',
    reverbUrl: v['reverb-url'] ?? null,
    budgetMs: number(v['budget-ms'], '--budget-ms'),
    timeoutMs: number(v['timeout-ms'], '--timeout-ms') ?? 10_000,
    quiet: v.quiet ?? false,
    seed: number(v.seed, '--seed') ?? Date.now() % 1_000_000,
    sensitiveKeys: v['sensitive-keys']
      ? v['sensitive-keys']
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : DEFAULT_SENSITIVE_KEYS,
  };
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
