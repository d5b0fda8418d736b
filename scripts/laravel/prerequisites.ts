/**
 * What building the project's Laravel app needs on this machine: PHP 8.2+ with the extensions the
 * app loads, composer 2, and a source for its locked packages: the PHP package registry (Packagist)
 * when it answers, else the offline kit. Each missing piece is a one-line reason, so a stage or a
 * test can say why it did not run instead of failing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';

/** The PHP modules (`php -m` names) the app (Laravel 11 + Sanctum + Reverb) loads. */
export const REQUIRED_EXTENSIONS = [
  'pdo_sqlite',
  'sqlite3',
  'mbstring',
  'dom',
  'xml',
  'curl',
  'ctype',
  'tokenizer',
  'openssl',
];

export const APT_LINE =
  'apt-get install -y php8.2-cli php8.2-sqlite3 php8.2-mbstring php8.2-xml php8.2-curl composer';

/** Where composer takes the locked packages from. */
export type PackageSource = { kind: 'registry' } | { kind: 'kit'; dir: string };

export type Prerequisites =
  { ok: true; source: PackageSource; phpVersion: string } | { ok: false; reason: string };

/** Composer's own registry; one small file, answered in milliseconds where the network is open. */
export const REGISTRY_PROBE = 'https://repo.packagist.org/packages.json';

const isKit = (dir: string) =>
  existsSync(join(dir, 'versions.txt')) && existsSync(join(dir, 'packages'));

/**
 * The kit: `LARAVEL_KIT` when set, else `shared/laravel` beside the repository (`../shared/laravel`),
 * or one level further up for a git worktree kept in a folder of worktrees.
 */
export function findKit(
  env: NodeJS.ProcessEnv = process.env,
  beside = [resolve(REPO_ROOT, '../shared/laravel'), resolve(REPO_ROOT, '../../shared/laravel')],
): { dir: string | null; looked: string[] } {
  const candidates = env.LARAVEL_KIT ? [resolve(env.LARAVEL_KIT)] : beside;
  return { dir: candidates.find(isKit) ?? null, looked: candidates };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { ok: boolean; out: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** Whether Packagist answers within a few seconds (through `https_proxy` when one is set), asked by PHP. */
export function registryAnswers(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.COMPOSER_DISABLE_NETWORK) return false;
  const probe = `
    $proxy = getenv('https_proxy') ?: getenv('HTTPS_PROXY');
    $http = ['timeout' => 5, 'method' => 'HEAD'];
    if ($proxy) { $http['proxy'] = preg_replace('#^https?://#', 'tcp://', $proxy); $http['request_fulluri'] = true; }
    exit(@file_get_contents($argv[1], false, stream_context_create(['http' => $http])) === false ? 1 : 0);`;
  return run('php', ['-r', probe, REGISTRY_PROBE], env).ok;
}

/**
 * The package source: `LARAVEL_PACKAGES=registry|kit` when set (the stage sets it once for its
 * children); else a kit named by `LARAVEL_KIT`; else the registry when it answers; else the kit
 * beside the repository.
 */
function packageSource(
  env: NodeJS.ProcessEnv,
  beside?: string[],
): PackageSource | { reason: string } {
  const kit = findKit(env, beside);
  const noKit = `no Laravel kit at ${kit.looked.join(' or ')}`;
  const choice = env.LARAVEL_PACKAGES;
  if (choice === 'kit' || (!choice && env.LARAVEL_KIT))
    return kit.dir
      ? { kind: 'kit', dir: kit.dir }
      : { reason: `${noKit}; set LARAVEL_KIT to its folder` };
  if (choice === 'registry') return { kind: 'registry' };
  if (choice) return { reason: `LARAVEL_PACKAGES is "${choice}"; use registry or kit` };
  if (registryAnswers(env)) return { kind: 'registry' };
  if (kit.dir) return { kind: 'kit', dir: kit.dir };
  return {
    reason: `the PHP package registry (repo.packagist.org) does not answer and there is ${noKit}: connect this machine to the network for composer install, or set LARAVEL_KIT to the offline kit`,
  };
}

/** `beside`: where a kit is looked for when LARAVEL_KIT is not set (tests name folders of their own). */
export function checkPrerequisites(
  env: NodeJS.ProcessEnv = process.env,
  beside?: string[],
): Prerequisites {
  const php = run('php', ['-r', 'echo PHP_VERSION;'], env);
  if (!php.ok) return { ok: false, reason: `PHP is not installed (${APT_LINE})` };
  const [major = 0, minor = 0] = php.out.split('.').map(Number);
  if (major < 8 || (major === 8 && minor < 2))
    return { ok: false, reason: `PHP ${php.out} is older than 8.2 (${APT_LINE})` };
  const modules = new Set(
    run('php', ['-m'], env)
      .out.toLowerCase()
      .split('\n')
      .map((line) => line.trim()),
  );
  const missing = REQUIRED_EXTENSIONS.filter((name) => !modules.has(name));
  if (missing.length > 0)
    return {
      ok: false,
      reason: `PHP ${php.out} lacks the extension(s) ${missing.join(', ')} (${APT_LINE})`,
    };
  if (!run('composer', ['--version', '--no-interaction'], env).ok)
    return { ok: false, reason: `composer is not installed (${APT_LINE})` };
  const source = packageSource(env, beside);
  if ('reason' in source) return { ok: false, reason: source.reason };
  return { ok: true, source, phpVersion: php.out };
}

/** How the source is named in a summary line. */
export function describeSource(source: PackageSource): string {
  return source.kind === 'registry'
    ? 'packages from the registry'
    : `packages from the kit ${source.dir}`;
}
