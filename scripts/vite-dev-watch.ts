/**
 * What the dev server must not watch: the trees the builds, the suite and the Laravel test bed
 * write into the project while `npm run dev` may be running. Vite reloads the page for any changed
 * `.html` it does not know, so `npm run check:bundle` writing dist-prod/index.html sent a full
 * reload to every open dev page (the cold-start journey caught it when the bundle stage ran beside
 * it), and .cache/laravel's copied vendor trees cost the watcher thousands of files. Vite already
 * leaves out node_modules, .git, test-results and its own cacheDir.
 *
 * Every directory .gitignore lists must be here (tests/build/dev-watch.test.ts); .env.local is not
 * a directory and stays watched, as Vite restarts on its change.
 */

/**
 * The trees, relative to the project's root; as in .gitignore, a name alone is left out at any
 * depth and a path with a slash only where it stands.
 */
const NOT_SOURCE = [
  // Vite leaves out only its own dist/; the runner's build writes conformance/dist/.
  '**/dist/**',
  '**/dist-*/**',
  '**/.cache/**',
  'coverage/**',
  '**/test-results-*/**',
  '**/playwright-report/**',
  '**/conformance-report/**',
  'bench/results/**',
  '**/.vite/**',
  // The Laravel app is another program: nothing the dev server serves imports it.
  'backend/**',
];

/**
 * The globs for Vite's `server.watch.ignored`, anchored at the project's root: chokidar matches
 * them against absolute paths, so a bare `**\/backend/**` would leave out every file of a clone
 * that happens to live under a folder named backend (or .cache, or coverage).
 */
export function devWatchIgnored(root: string): string[] {
  const base = root
    .replace(/\\/g, '/')
    .replace(/\/$/, '')
    .replace(/[()[\]{}*?!+@]/g, '\\$&');
  return NOT_SOURCE.map((glob) => `${base}/${glob}`);
}
