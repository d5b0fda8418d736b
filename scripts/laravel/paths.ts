/** Where the test bed finds the project's overlay and keeps its built apps. */
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's Laravel backend, an overlay for the kit's `make-app.sh`. */
export const OVERLAY_DIR = join(REPO_ROOT, 'backend', 'laravel');

/** Built apps, one folder per hash of the kit and the overlay (git-ignored with the rest of .cache). */
export const CACHE_DIR = join(REPO_ROOT, '.cache', 'laravel');
