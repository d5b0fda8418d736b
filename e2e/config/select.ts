/**
 * Which of the config's projects this run will run, read from the Playwright command line, so
 * that only their servers start (Playwright starts every `webServer` and the `globalSetup` of a
 * config whatever projects run; a run of the mock journeys must not build the network journeys'
 * backends or start Laravel).
 *
 * - `--project <name...>` / `--project=<name>` (names or `*` patterns, as Playwright matches them):
 *   those projects.
 * - Otherwise, file arguments that are paths (`npx playwright test e2e/network`): the projects
 *   whose folders hold them.
 * - Otherwise every project, as Playwright runs them all.
 *
 * Playwright reads the config again in each worker process, whose command line is not the
 * run's: there the answer is "every project", which only matters to the main process.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectFolders, Suite, WebServer } from './suite';

/** The repository's root, which project folders are named from. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const E2E_DIR = 'e2e';

const patternOf = (name: string) =>
  new RegExp(
    `^${name
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );

/** The `--project` values, read as Playwright's command line reads them (one flag, several names). */
function projectPatterns(args: string[]): string[] {
  const patterns: string[] = [];
  args.forEach((arg, i) => {
    if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
    else if (arg === '--project') {
      const next = args.slice(i + 1);
      const end = next.findIndex((value) => value.startsWith('-'));
      patterns.push(...(end < 0 ? next : next.slice(0, end)));
    }
  });
  return patterns;
}

const inside = (path: string, folder: string) => {
  const rel = relative(resolve(ROOT, folder), path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
};

/** Whether `path` (a file or folder argument) points at some of the project's journeys. */
function holds(project: ProjectFolders, path: string): boolean {
  return project.folders.some(
    (folder) =>
      // The argument is the project's folder or a folder above it…
      inside(resolve(ROOT, folder), path) ||
      // …or a file or folder inside it that no other project claims.
      (inside(path, folder) && !(project.except ?? []).some((other) => inside(path, other))),
  );
}

export function runningProjects(
  projects: ProjectFolders[],
  argv: string[] = process.argv,
): Set<string> {
  const all = new Set(projects.map((p) => p.name));
  const command = argv.indexOf('test');
  if (command < 0) return all;
  const args = argv.slice(command + 1);
  const patterns = projectPatterns(args);
  if (patterns.length > 0)
    return new Set(
      [...all].filter((name) => patterns.some((pattern) => patternOf(pattern).test(name))),
    );
  // Only paths under e2e/ are journeys: an option's value that is a path (`-c playwright.config.ts`,
  // `--output test-results`) says nothing about the projects.
  const paths = args
    .filter((arg) => !arg.startsWith('-') && existsSync(arg) && inside(resolve(arg), E2E_DIR))
    .map((arg) => resolve(arg));
  if (paths.length > 0)
    return new Set(
      projects.filter((project) => paths.some((path) => holds(project, path))).map((p) => p.name),
    );
  return all;
}

/** The servers and global setups of the suites that have a project in this run. */
export function whatRuns(
  suites: Suite[],
  argv: string[] = process.argv,
): { servers: WebServer[]; globalSetup: string[] } {
  const running = runningProjects(
    suites.flatMap((suite) => suite.folders),
    argv,
  );
  const runs = suites.filter((suite) =>
    suite.projects.some((project) => running.has(project.name ?? '')),
  );
  return {
    servers: runs.flatMap((suite) => suite.servers),
    globalSetup: runs.flatMap((suite) => (suite.globalSetup ? [suite.globalSetup] : [])),
  };
}
