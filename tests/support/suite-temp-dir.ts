/**
 * vitest global setup, first in every vitest config: the run's temporary files go into one
 * directory of their own, removed when the run ends. Tests and the processes they start make their
 * scratch directories with `mkdtemp(tmpdir())` (reports, working directories, built apps' copies);
 * left in the system's /tmp, a few full runs of the suite had piled up about 2,000 (600 MB).
 * Node, PHP and the runner all read TMPDIR, and vitest's workers and their children inherit it.
 * Listed first, its teardown runs last (vitest tears down in reverse), after the others stopped
 * what they started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const outer = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'council-suite-'));
  process.env.TMPDIR = root;
  return () => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    rmSync(root, { recursive: true, force: true });
  };
}
