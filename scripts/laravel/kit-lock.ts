/**
 * The app's composer.lock, pointed at the offline kit: the same packages at the same versions, each
 * fetched from its folder in the kit (a Composer `path` dist) instead of its GitHub archive. Composer
 * installs a lock as it stands, so this is `composer install` of the committed lock, offline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockedPackage {
  name: string;
  version: string;
  source?: { reference: string };
  dist?: { type: string; url: string; reference?: string };
  'transport-options'?: Record<string, unknown>;
}

interface Lock {
  packages: LockedPackage[];
  'packages-dev'?: LockedPackage[];
}

/** The kit's packages by composer name: their folder and the git ref (tag or commit) they hold. */
function kitPackages(kitDir: string): Map<string, { dir: string; ref: string; version: string }> {
  const refs = new Map(
    readFileSync(join(kitDir, 'versions.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [folder = '', ref = '', version = ''] = line.trim().split(/\s+/);
        return [folder, { ref, version }] as const;
      }),
  );
  const byName = new Map<string, { dir: string; ref: string; version: string }>();
  for (const folder of readdirSync(join(kitDir, 'packages'))) {
    const dir = join(kitDir, 'packages', folder);
    const known = refs.get(folder);
    if (!known) continue;
    const { name } = JSON.parse(readFileSync(join(dir, 'composer.json'), 'utf8')) as {
      name: string;
    };
    byName.set(name, { dir, ...known });
  }
  return byName;
}

const normalise = (version: string) => version.replace(/^v/, '');

/**
 * The lock with every package's dist in the kit. Throws, naming them, when the kit lacks a locked
 * package or holds another version of it: an install from the kit must be the locked one.
 */
export function kitLock(lockText: string, kitDir: string): string {
  const lock = JSON.parse(lockText) as Lock;
  const kit = kitPackages(kitDir);
  const problems: string[] = [];
  for (const pkg of [...lock.packages, ...(lock['packages-dev'] ?? [])]) {
    const found = kit.get(pkg.name);
    const wanted = pkg.source?.reference ?? pkg.dist?.reference;
    if (!found) {
      problems.push(`${pkg.name} ${pkg.version} is not in the kit`);
      continue;
    }
    // Tags compare by version (the kit names Faker's Debian source); branch heads by their commit.
    const same = /-dev$/.test(pkg.version)
      ? found.ref === wanted
      : normalise(found.version) === normalise(pkg.version);
    if (!same)
      problems.push(
        `${pkg.name}: locked ${pkg.version} (${wanted}), the kit has ${found.version} (${found.ref})`,
      );
    delete pkg.source;
    pkg.dist = { type: 'path', url: found.dir, reference: wanted ?? found.ref };
    // phpunit/phpunit is copied: `php artisan test` runs vendor/phpunit/phpunit/phpunit, which finds
    // vendor/autoload.php relative to its real path. The rest stay links into the kit.
    pkg['transport-options'] = { symlink: pkg.name !== 'phpunit/phpunit', relative: false };
  }
  if (problems.length > 0)
    throw new Error(`composer.lock and the kit differ:\n  ${problems.join('\n  ')}`);
  return `${JSON.stringify(lock, null, 4)}\n`;
}
