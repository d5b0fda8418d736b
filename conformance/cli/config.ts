/**
 * The config file in the backend's repository (council-conformance.json, .yaml or .yml): any option
 * of the command line under its flag's name, the two passwords, and per-operation skips, each with
 * the reason the report prints. Strings may use ${ENV_VAR} (or ${ENV_VAR:-default}) so secrets stay
 * in the CI's environment. Anything the runner would not use is refused with the key named, never
 * ignored: a misspelt key would otherwise silently change what is checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { OPTIONS, type OptionSpec } from './options';

export const CONFIG_NAMES = [
  'council-conformance.json',
  'council-conformance.yaml',
  'council-conformance.yml',
];

export class ConfigError extends Error {}

export type ConfigValues = Record<
  string,
  string | boolean | number | string[] | Record<string, string>
>;

export interface LoadedConfig {
  path: string;
  values: ConfigValues;
}

/** `--config PATH`, else the one config file in `cwd`, else none. */
export function findConfig(explicit: string | undefined, cwd: string): string | null {
  if (explicit !== undefined) {
    const path = resolve(cwd, explicit);
    if (!existsSync(path)) throw new ConfigError(`--config ${explicit}: no such file`);
    return path;
  }
  const found = CONFIG_NAMES.map((name) => join(cwd, name)).filter((path) => existsSync(path));
  if (found.length > 1)
    throw new ConfigError(
      `more than one config file in ${cwd} (${found.map((p) => p.split(/[\\/]/).pop()).join(', ')}): keep one, or name it with --config`,
    );
  return found[0] ?? null;
}

export function loadConfig(path: string, env: NodeJS.ProcessEnv): LoadedConfig {
  const name = path.split(/[\\/]/).pop()!;
  const text = readFileSync(path, 'utf8');
  let raw: unknown;
  try {
    raw = /\.ya?ml$/i.test(path) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `${name} is not valid ${/\.ya?ml$/i.test(path) ? 'YAML' : 'JSON'}: ${(error as Error).message}`,
    );
  }
  if (raw === null || raw === undefined) return { path, values: {} };
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigError(`${name} must hold an object of options, got ${describe(raw)}`);
  const values: ConfigValues = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === '$schema') continue;
    const spec = OPTIONS.find((o) => o.name === key);
    if (!spec || spec.cliOnly) {
      const hint = OPTIONS.find(
        (o) => !o.cliOnly && o.name.replace(/-/g, '') === key.replace(/[-_]/g, '').toLowerCase(),
      );
      throw new ConfigError(
        `${name}: unknown key "${key}"${hint ? ` (did you mean "${hint.name}"?)` : ''}; the keys are the command line's option names: ${OPTIONS.filter(
          (o) => !o.cliOnly,
        )
          .map((o) => o.name)
          .join(', ')}`,
      );
    }
    values[key] =
      key === 'skip'
        ? readSkips(name, value, env)
        : readValue(name, spec, interpolate(name, key, roleMap(value), env));
  }
  return { path, values };
}

const VARIABLE = /\$\$\{|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/** `${NAME}` from the environment, `${NAME:-fallback}` when it is unset or empty, `$${` a literal `${`. */
export function interpolate(
  file: string,
  key: string,
  value: unknown,
  env: NodeJS.ProcessEnv,
): unknown {
  if (typeof value === 'string')
    return value.replace(
      VARIABLE,
      (match, variable: string | undefined, fallback: string | undefined) => {
        if (match === '$${') return '${';
        const set = env[variable!];
        if (set !== undefined && set !== '') return set;
        if (fallback !== undefined) return fallback;
        throw new ConfigError(
          `${file}: "${key}" uses \${${variable}}, which is not set in the environment`,
        );
      },
    );
  if (Array.isArray(value)) return value.map((item) => interpolate(file, key, item, env));
  return value;
}

function readValue(file: string, spec: OptionSpec, value: unknown): ConfigValues[string] {
  const bad = (expected: string) =>
    new ConfigError(`${file}: "${spec.name}" must be ${expected}, got ${describe(value)}`);
  switch (spec.type) {
    case 'boolean':
      if (typeof value !== 'boolean') throw bad('true or false');
      return value;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) throw bad('a positive number');
      return n;
    }
    case 'list':
      if (typeof value === 'string')
        return value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
      throw bad('a list of strings (or one comma-separated string)');
    case 'string':
      if (typeof value !== 'string' || value === '') throw bad('a non-empty string');
      return value;
  }
}

/** `accounts` may also be written as an object, role → email: the same list as `ROLE=EMAIL` entries. */
function roleMap(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.entries(value as Record<string, unknown>).map(
    ([role, email]) => `${role}=${typeof email === 'string' ? email : JSON.stringify(email)}`,
  );
}

function readSkips(file: string, value: unknown, env: NodeJS.ProcessEnv): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError(
      `${file}: "skip" must map operationIds to the reason each is skipped, e.g. {"microsoftCallback": "no Microsoft app in CI"}; got ${describe(value)}`,
    );
  const skips: Record<string, string> = {};
  for (const [operationId, reason] of Object.entries(value as Record<string, unknown>)) {
    const text = interpolate(file, `skip.${operationId}`, reason, env);
    if (typeof text !== 'string' || text.trim() === '')
      throw new ConfigError(
        `${file}: skip "${operationId}" needs a reason (a non-empty string saying why it is not checked), got ${describe(reason)}`,
      );
    skips[operationId] = text.trim();
  }
  return skips;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list (${JSON.stringify(value).slice(0, 60)})`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}
