/**
 * The Laravel test bed's own logic, without PHP's servers: why it would skip, where its packages
 * come from, how it keys its cache, how a variant's change is applied, how it writes .env. (The app itself is tested by the laravel stage.)
 */
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, buildHash } from '../../scripts/laravel/build';
import { kitLock } from '../../scripts/laravel/kit-lock';
import { applyEdit, readEnv, setEnv } from '../../scripts/laravel/instance';
import {
  checkPrerequisites,
  findKit,
  type PackageSource,
} from '../../scripts/laravel/prerequisites';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'laravel-testbed-'));
}

/** A kit with one package: laravel/framework at `version`, its git ref `ref`. */
function fakeKit(version = '11.33.2', ref = 'v11.33.2'): string {
  const kit = tempDir();
  writeFileSync(join(kit, 'versions.txt'), `laravel+framework ${ref} ${version}\n`);
  mkdirSync(join(kit, 'packages/laravel+framework'), { recursive: true });
  writeFileSync(
    join(kit, 'packages/laravel+framework/composer.json'),
    JSON.stringify({ name: 'laravel/framework' }),
  );
  return kit;
}

const lockOf = (...packages: { name: string; version: string; ref: string }[]) =>
  JSON.stringify({
    packages: packages.map(({ name, version, ref }) => ({
      name,
      version,
      source: { type: 'git', url: `https://github.com/${name}.git`, reference: ref },
      dist: {
        type: 'zip',
        url: `https://api.github.com/repos/${name}/zipball/${ref}`,
        reference: ref,
      },
    })),
    'packages-dev': [],
  });

/** No registry, whatever this machine's network: the source is decided by the kit alone. */
const offline = { ...process.env, COMPOSER_DISABLE_NETWORK: '1', LARAVEL_PACKAGES: '' };

describe('the Laravel test bed', () => {
  it('names the missing kit and where it looked', () => {
    const result = checkPrerequisites({ ...offline, LARAVEL_KIT: '/nowhere/laravel' });
    expect(result).toEqual({
      ok: false,
      reason: 'no Laravel kit at /nowhere/laravel; set LARAVEL_KIT to its folder',
    });
  });

  it('says what to install when neither the registry answers nor a kit is there', () => {
    const result = checkPrerequisites({ ...offline, LARAVEL_KIT: '' }, [
      '/nowhere/a',
      '/nowhere/b',
    ]);
    expect(result).toEqual({
      ok: false,
      reason:
        'the PHP package registry (repo.packagist.org) does not answer and there is no Laravel kit at /nowhere/a or /nowhere/b: connect this machine to the network for composer install, or set LARAVEL_KIT to the offline kit',
    });
  });

  it('takes the kit when it is given, and the registry when told to', () => {
    const kit = fakeKit();
    expect(checkPrerequisites({ ...offline, LARAVEL_KIT: kit })).toMatchObject({
      ok: true,
      source: { kind: 'kit', dir: kit },
    });
    expect(checkPrerequisites({ ...offline, LARAVEL_PACKAGES: 'registry' })).toMatchObject({
      ok: true,
      source: { kind: 'registry' },
    });
  });

  it('says PHP is missing, with the line that installs it', () => {
    const result = checkPrerequisites({ LARAVEL_KIT: fakeKit(), PATH: tempDir() });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(
      /^PHP is not installed \(apt-get install -y php8\.2-cli .* composer\)$/,
    );
  });

  it('looks beside the repository when LARAVEL_KIT is not set', () => {
    const { looked } = findKit({});
    expect(looked[0]).toMatch(/\/shared\/laravel$/);
  });

  it('points the lock at the kit, and refuses a kit without the locked version', () => {
    const lock = lockOf({ name: 'laravel/framework', version: 'v11.33.2', ref: 'v11.33.2' });
    const kit = fakeKit();
    const pointed = JSON.parse(kitLock(lock, kit)) as { packages: Record<string, unknown>[] };
    expect(pointed.packages[0]).toEqual({
      name: 'laravel/framework',
      version: 'v11.33.2',
      dist: { type: 'path', url: join(kit, 'packages/laravel+framework'), reference: 'v11.33.2' },
      'transport-options': { symlink: true, relative: false },
    });
    expect(() => kitLock(lock, fakeKit('11.34.0', 'v11.34.0'))).toThrow(
      'laravel/framework: locked v11.33.2 (v11.33.2), the kit has 11.34.0 (v11.34.0)',
    );
    const missing = lockOf({ name: 'laravel/sanctum', version: 'v4.0.1', ref: 'v4.0.1' });
    expect(() => kitLock(missing, kit)).toThrow('laravel/sanctum v4.0.1 is not in the kit');
    // A branch head (Symfony's 7.1.x-dev) is the kit's only when the commit is the same.
    const head = lockOf({ name: 'laravel/framework', version: '11.x-dev', ref: 'abc' });
    expect(() => kitLock(head, fakeKit('11.x-dev', 'def'))).toThrow(/locked 11\.x-dev \(abc\)/);
    expect(() => kitLock(head, fakeKit('11.x-dev', 'abc'))).not.toThrow();
  });

  it('keys the cache by the app: any file changed, added or renamed gives another hash; never by what a build writes', () => {
    const kit: PackageSource = { kind: 'kit', dir: fakeKit() };
    const app = tempDir();
    mkdirSync(join(app, 'routes'));
    writeFileSync(join(app, 'routes/api.php'), '<?php\n');
    const first = buildHash(kit, app);
    expect(buildHash(kit, app)).toBe(first);
    // What composer, artisan and a developer's run write is not the app.
    mkdirSync(join(app, 'vendor/laravel'), { recursive: true });
    writeFileSync(join(app, 'vendor/laravel/x.php'), '<?php\n');
    writeFileSync(join(app, '.env'), 'APP_KEY=x\n');
    mkdirSync(join(app, 'storage/logs'), { recursive: true });
    writeFileSync(join(app, 'storage/logs/laravel.log'), 'log\n');
    mkdirSync(join(app, 'database'));
    writeFileSync(join(app, 'database/database.sqlite'), '');
    expect(buildHash(kit, app)).toBe(first);
    writeFileSync(join(app, 'routes/api.php'), '<?php // changed\n');
    const changed = buildHash(kit, app);
    expect(changed).not.toBe(first);
    writeFileSync(join(app, 'routes/web.php'), '<?php\n');
    expect(buildHash(kit, app)).not.toBe(changed);
    expect(buildHash(kit, app)).not.toBe(buildHash({ kind: 'kit', dir: fakeKit('11.34.0') }, app));
    expect(buildHash(kit, app)).not.toBe(buildHash({ kind: 'registry' }, app));
  });

  it('applies a variant change only where it matches exactly once', () => {
    const app = tempDir();
    writeFileSync(join(app, 'a.php'), "return $user->roleIn($council) === 'admin';\n");
    applyEdit(app, { file: 'a.php', find: "=== 'admin'", replace: '!== null' });
    expect(readFileSync(join(app, 'a.php'), 'utf8')).toBe(
      'return $user->roleIn($council) !== null;\n',
    );
    expect(() => applyEdit(app, { file: 'a.php', find: "=== 'admin'", replace: 'x' })).toThrow(
      /found it 0 times/,
    );
  });

  it('sets .env keys in place or adds them, quoting values that need it', () => {
    const app = tempDir();
    writeFileSync(join(app, '.env'), 'APP_NAME=Laravel\nREVERB_PORT=8080\n');
    setEnv(app, {
      REVERB_PORT: '41235',
      CORS_ALLOWED_ORIGINS: 'http://localhost:5173',
      MAIL_FROM_NAME: 'Council chat',
    });
    expect(readFileSync(join(app, '.env'), 'utf8')).toBe(
      'APP_NAME=Laravel\nREVERB_PORT=41235\nCORS_ALLOWED_ORIGINS=http://localhost:5173\nMAIL_FROM_NAME="Council chat"\n',
    );
    expect(readEnv(app, 'MAIL_FROM_NAME')).toBe('Council chat');
  });

  it('builds once per version of the app, reuses the build, and keeps only the three newest', () => {
    const kit: PackageSource = { kind: 'kit', dir: fakeKit() };
    // A stand-in for the install: the app folder with its seeded database.
    const install = (dir: string) =>
      writeFileSync(join(dir, 'database/database.sqlite'), 'seeded\n');
    const app = tempDir();
    mkdirSync(join(app, 'database'));
    writeFileSync(join(app, 'database/.gitignore'), '*.sqlite*\n');
    const cache = tempDir();
    const hashes: string[] = [];
    for (let version = 1; version <= 4; version++) {
      writeFileSync(join(app, 'version.txt'), String(version));
      const built = buildApp(kit, app, cache, install);
      expect(built.built).toBe(true);
      expect(readFileSync(join(built.dir, 'version.txt'), 'utf8')).toBe(String(version));
      expect(readFileSync(join(built.dir, 'database/seeded.sqlite'), 'utf8')).toBe('seeded\n');
      // Each build older than the next, whatever the clock's resolution.
      utimesSync(join(built.dir, '.testbed-ready'), version * 1000, version * 1000);
      hashes.push(built.hash);
    }
    expect(buildApp(kit, app, cache, install).built).toBe(false);
    expect(readdirSync(cache).sort()).toEqual(hashes.slice(1).sort());
    expect(existsSync(join(cache, hashes[0]!))).toBe(false);
  });
});
