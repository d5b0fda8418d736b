/** Where the test bed finds the project's Laravel app and keeps its built copies. */
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's Laravel app (composer.json and composer.lock committed; vendor/ is installed per build). */
export const APP_DIR = join(REPO_ROOT, 'backend', 'laravel');

/** Built apps, one folder per hash of the app's files and its package source (git-ignored with the rest of .cache). */
export const CACHE_DIR = join(REPO_ROOT, '.cache', 'laravel');
