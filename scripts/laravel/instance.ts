/**
 * One run's own copy of a built app: its files (vendor/ stays links into the kit), a fresh copy of
 * the seeded database (so no run sees another's data or login throttle), and an optional change to
 * its code, which is how a broken variant of the backend is made.
 */
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR, SEEDED_DB } from './paths';

/** Replaces `find` (which must occur exactly once) with `replace` in the app's `file`. */
export interface Edit {
  file: string;
  find: string;
  replace: string;
}

export function applyEdit(appDir: string, edit: Edit): void {
  const path = join(appDir, edit.file);
  const text = readFileSync(path, 'utf8');
  const count = text.split(edit.find).length - 1;
  // A change that no longer applies must fail loudly, or a variant would silently test the good app.
  if (count !== 1)
    throw new Error(
      `${edit.file}: expected the text to change once, found it ${count} times: ${edit.find}`,
    );
  writeFileSync(
    path,
    text.replace(edit.find, () => edit.replace),
  );
}

const INSTANCES = join(CACHE_DIR, 'instances');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Copies left by processes that are gone (killed before they could clean up). */
function removeOrphans(): void {
  for (const name of existsSync(INSTANCES) ? readdirSync(INSTANCES) : []) {
    const pid = Number(name.split('-')[0]);
    if (pid !== process.pid && !isRunning(pid))
      rmSync(join(INSTANCES, name), { recursive: true, force: true });
  }
}

export function createInstance(templateDir: string, edits: Edit[] = []): string {
  removeOrphans();
  const dir = join(INSTANCES, `${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(INSTANCES, { recursive: true });
  cpSync(templateDir, dir, { recursive: true, verbatimSymlinks: true });
  copyFileSync(join(dir, SEEDED_DB), join(dir, 'database/database.sqlite'));
  for (const edit of edits) applyEdit(dir, edit);
  return dir;
}

export function removeInstance(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Sets `KEY=VALUE` lines of the app's .env, replacing a key's line or adding it. */
export function setEnv(appDir: string, values: Record<string, string>): void {
  const path = join(appDir, '.env');
  let text = readFileSync(path, 'utf8');
  for (const [key, value] of Object.entries(values)) {
    const line = `${key}=${/[\s#"]/.test(value) ? JSON.stringify(value) : value}`;
    const pattern = new RegExp(`^${key}=.*$`, 'm');
    text = pattern.test(text) ? text.replace(pattern, () => line) : `${text.trimEnd()}\n${line}\n`;
  }
  writeFileSync(path, text);
}

export function readEnv(appDir: string, key: string): string | undefined {
  const match = new RegExp(`^${key}=(.*)$`, 'm').exec(readFileSync(join(appDir, '.env'), 'utf8'));
  return match?.[1]?.replace(/^"(.*)"$/, '$1');
}
