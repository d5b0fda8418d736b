/**
 * Every option of the runner, once: the command line's flags, the config file's keys (the same
 * names) and the help text are all read from this table, so a new option is everywhere at once.
 */
export type OptionType = 'string' | 'boolean' | 'number' | 'list';

export interface OptionSpec {
  name: string;
  type: OptionType;
  /** The value's placeholder in the help ('' for a boolean). */
  arg: string;
  help: string;
  /** Only on the command line (not a key of the config file). */
  cliOnly?: boolean;
  /** Only in the config file (secrets and per-operation settings never go on a command line). */
  fileOnly?: boolean;
}

export const OPTIONS: OptionSpec[] = [
  {
    name: 'base-url',
    type: 'string',
    arg: 'URL',
    help: 'the Laravel backend, e.g. http://127.0.0.1:8000 (required)',
  },
  {
    name: 'origin',
    type: 'string',
    arg: 'URL',
    help: "the frontend's origin sent as Origin/Referer; must be in SANCTUM_STATEFUL_DOMAINS (default: the base URL's origin)",
  },
  { name: 'user', type: 'string', arg: 'EMAIL', help: 'first account (default demo@example.com)' },
  {
    name: 'second-user',
    type: 'string',
    arg: 'EMAIL',
    help: 'second account, a plain member of a council the first one administers (default member@example.com)',
  },
  {
    name: 'password',
    type: 'string',
    arg: 'SECRET',
    fileOnly: true,
    help: "first account's password (on the command line: CONFORMANCE_PASSWORD)",
  },
  {
    name: 'second-password',
    type: 'string',
    arg: 'SECRET',
    fileOnly: true,
    help: "second account's password (on the command line: CONFORMANCE_SECOND_PASSWORD)",
  },
  {
    name: 'accounts',
    type: 'list',
    arg: 'ROLE=EMAIL,...',
    help: "an account per council role (admin, manager, member: the contract's roles) and `outsider`, a user in none of the first user's councils, so the promise checks try every allowed and refused caller (default: admin=demo@example.com, manager=manager@example.com, member=member@example.com, outsider=nocouncil@example.com, the seed's; a default that cannot sign in is left out, said so)",
  },
  {
    name: 'accounts-password',
    type: 'string',
    arg: 'SECRET',
    fileOnly: true,
    help: "the --accounts' password (on the command line: CONFORMANCE_ACCOUNTS_PASSWORD; default the second account's)",
  },
  {
    name: 'report-dir',
    type: 'string',
    arg: 'DIR',
    help: 'where junit.xml, report.html, report.har, summary.json, summary.md go (default conformance-report/)',
  },
  {
    name: 'read-only',
    type: 'boolean',
    arg: '',
    help: 'GET-only checks; nothing is created, changed or deleted',
  },
  {
    name: 'allow-writes',
    type: 'boolean',
    arg: '',
    help: 'create and delete data on a host that is not loopback',
  },
  {
    name: 'lasting-writes',
    type: 'boolean',
    arg: '',
    help: 'also make the writes nothing can undo: buying a paid agent on invoice for the run council (a completed order, its invoice and a council agent stay behind), to check what buying on invoice promises; off by default',
  },
  { name: 'only', type: 'list', arg: 'IDS', help: 'comma-separated operationIds to check' },
  {
    name: 'skip',
    type: 'string',
    arg: '',
    fileOnly: true,
    help: 'operationId → the reason it is not checked (reported with each of its checks)',
  },
  { name: 'realtime', type: 'boolean', arg: '', help: 'also check Reverb events with pusher-js' },
  {
    name: 'reverb-key',
    type: 'string',
    arg: 'KEY',
    help: 'Reverb app key (default REVERB_APP_KEY or council-local-key)',
  },
  {
    name: 'reverb-url',
    type: 'string',
    arg: 'URL',
    help: "Reverb's ws:// or wss:// address (default: the base URL's host)",
  },
  {
    name: 'routes',
    type: 'string',
    arg: 'FILE',
    help: 'the output of `php artisan route:list --json`: operations with no route are reported not built (their checks skipped), routes the contract does not know undocumented',
  },
  {
    name: 'fail-on-undocumented',
    type: 'boolean',
    arg: '',
    help: 'with --routes: an undocumented api/, sanctum/ or broadcasting/ route fails the run (default: a warning)',
  },
  { name: 'fail-on-warnings', type: 'boolean', arg: '', help: 'exit 1 when any check warns' },
  {
    name: 'budget-ms',
    type: 'number',
    arg: 'N',
    help: 'fail operations whose p95 response time exceeds N ms',
  },
  { name: 'timeout-ms', type: 'number', arg: 'N', help: 'per-request timeout (default 10000)' },
  {
    name: 'seed',
    type: 'number',
    arg: 'N',
    help: 'seed of the generated data (default: a new one each run, kept in summary.json)',
  },
  {
    name: 'sensitive-keys',
    type: 'list',
    arg: 'KEYS',
    help: 'comma-separated keys no response may carry (default: password, password_confirmation, remember_token, two_factor_secret, two_factor_recovery_codes)',
  },
  {
    name: 'github',
    type: 'boolean',
    arg: '',
    help: 'GitHub Actions: an ::error annotation per failure and the Markdown summary appended to $GITHUB_STEP_SUMMARY',
  },
  {
    name: 'quiet',
    type: 'boolean',
    arg: '',
    help: 'only the summary line: no progress, FAIL, WARN or SKIP lines',
  },
  {
    name: 'config',
    type: 'string',
    arg: 'FILE',
    cliOnly: true,
    help: 'the config file (default: council-conformance.json, .yaml or .yml in the current folder, if there is one)',
  },
  {
    name: 'version',
    type: 'boolean',
    arg: '',
    cliOnly: true,
    help: "print the contract's version and the SHA-256 of the contract this runner carries",
  },
  { name: 'help', type: 'boolean', arg: '', cliOnly: true, help: 'this text' },
];

export const optionNamed = (name: string) => OPTIONS.find((o) => o.name === name);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

export function usage(command: string): string {
  const rows = OPTIONS.filter((o) => !o.fileOnly).map((o) => {
    const flag = `  --${o.name}${o.arg ? ` ${o.arg}` : ''}`;
    const [first, ...rest] = wrap(o.help, 56);
    const head =
      flag.length < 24 ? `${flag.padEnd(24)}${first}` : `${flag}\n${' '.repeat(24)}${first}`;
    return [head, ...rest.map((l) => `${' '.repeat(24)}${l}`)].join('\n');
  });
  return `Usage: ${command} --base-url URL [options]

${rows.join('\n')}

Every option but --config, --version and --help can also be a key of the config file
(council-conformance.json or .yaml), with "password", "second-password", "accounts-password" and "skip"
({"operationId": "reason"}); strings there may use \${ENV_VAR}. Flags override the file;
--no-<flag> turns off a boolean the file turns on.
Passwords: CONFORMANCE_PASSWORD, CONFORMANCE_SECOND_PASSWORD and CONFORMANCE_ACCOUNTS_PASSWORD
(default "password"); in the config file "accounts" may also map roles to emails.
Exit codes: 0 all checks passed, 1 the backend broke the contract, 2 the run could not happen.`;
}
