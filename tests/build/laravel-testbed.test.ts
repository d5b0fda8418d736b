/**
 * The Laravel test bed's own logic, without PHP: why it would skip, how it keys its cache, how a
 * variant's change is applied, how it writes .env. (The app itself is tested by the laravel stage.)
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
import { applyEdit, readEnv, setEnv } from '../../scripts/laravel/instance';
import { checkPrerequisites, findKit } from '../../scripts/laravel/prerequisites';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'laravel-testbed-'));
}

function fakeKit(): string {
  const kit = tempDir();
  writeFileSync(join(kit, 'make-app.sh'), '#!/bin/bash\n');
  writeFileSync(join(kit, 'versions.txt'), 'laravel+framework abc 11.33.2\n');
  return kit;
}

describe('the Laravel test bed', () => {
  it('names the missing kit and where it looked', () => {
    const result = checkPrerequisites({ ...process.env, LARAVEL_KIT: '/nowhere/laravel' });
    expect(result).toEqual({
      ok: false,
      reason: 'no Laravel kit (make-app.sh) at /nowhere/laravel; set LARAVEL_KIT to its folder',
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

  it('keys the cache by the overlay: any file changed, added or renamed gives another hash', () => {
    const kit = fakeKit();
    const overlay = tempDir();
    mkdirSync(join(overlay, 'routes'));
    writeFileSync(join(overlay, 'routes/api.php'), '<?php\n');
    const first = buildHash(kit, overlay);
    expect(buildHash(kit, overlay)).toBe(first);
    writeFileSync(join(overlay, 'routes/api.php'), '<?php // changed\n');
    const changed = buildHash(kit, overlay);
    expect(changed).not.toBe(first);
    writeFileSync(join(overlay, 'routes/web.php'), '<?php\n');
    expect(buildHash(kit, overlay)).not.toBe(changed);
    writeFileSync(join(kit, 'versions.txt'), 'laravel+framework def 11.34.0\n');
    expect(buildHash(kit, overlay)).not.toBe(buildHash(fakeKit(), overlay));
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

  it('builds once per overlay, reuses the build, and keeps only the three newest', () => {
    const kit = fakeKit();
    // A stand-in for make-app.sh: the app folder with its seeded database.
    writeFileSync(
      join(kit, 'make-app.sh'),
      'mkdir -p "$1/database" && echo seeded > "$1/database/database.sqlite"\n',
    );
    const overlay = tempDir();
    const cache = tempDir();
    const hashes: string[] = [];
    for (let version = 1; version <= 4; version++) {
      writeFileSync(join(overlay, 'version.txt'), String(version));
      const app = buildApp(kit, overlay, cache);
      expect(app.built).toBe(true);
      expect(readFileSync(join(app.dir, 'database/seeded.sqlite'), 'utf8')).toBe('seeded\n');
      // Each build older than the next, whatever the clock's resolution.
      utimesSync(join(app.dir, '.testbed-ready'), version * 1000, version * 1000);
      hashes.push(app.hash);
    }
    expect(buildApp(kit, overlay, cache).built).toBe(false);
    expect(readdirSync(cache).sort()).toEqual(hashes.slice(1).sort());
    expect(existsSync(join(cache, hashes[0]!))).toBe(false);
  });
});
