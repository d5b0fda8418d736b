/**
 * What building a real Laravel app needs on this machine: PHP 8.2+ with the extensions the kit's
 * app uses, composer 2, and the kit (`make-app.sh`). Each missing piece is a one-line reason, so a
 * stage or a test can say why it did not run instead of failing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';

/** The PHP modules (`php -m` names) the kit's Laravel 11 + Sanctum + Reverb app loads. */
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

const APT_LINE =
  'apt-get install -y php8.2-cli php8.2-sqlite3 php8.2-mbstring php8.2-xml php8.2-curl composer';

export type Prerequisites =
  { ok: true; kitDir: string; phpVersion: string } | { ok: false; reason: string };

/**
 * The kit: `LARAVEL_KIT` when set, else `shared/laravel` beside the repository (`../shared/laravel`),
 * or one level further up for a git worktree kept in a folder of worktrees.
 */
export function findKit(env: NodeJS.ProcessEnv = process.env): {
  dir: string | null;
  looked: string[];
} {
  const candidates = env.LARAVEL_KIT
    ? [resolve(env.LARAVEL_KIT)]
    : [resolve(REPO_ROOT, '../shared/laravel'), resolve(REPO_ROOT, '../../shared/laravel')];
  return {
    dir: candidates.find((dir) => existsSync(join(dir, 'make-app.sh'))) ?? null,
    looked: candidates,
  };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { ok: boolean; out: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

export function checkPrerequisites(env: NodeJS.ProcessEnv = process.env): Prerequisites {
  const kit = findKit(env);
  if (!kit.dir)
    return {
      ok: false,
      reason: `no Laravel kit (make-app.sh) at ${kit.looked.join(' or ')}; set LARAVEL_KIT to its folder`,
    };
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
  return { ok: true, kitDir: kit.dir, phpVersion: php.out };
}
