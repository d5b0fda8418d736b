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
export const DEV_WATCH_IGNORED = [
  // Vite leaves out only its own dist/; the runner's build writes conformance/dist/.
  '**/dist/**',
  '**/dist-*/**',
  '**/.cache/**',
  '**/coverage/**',
  '**/test-results-*/**',
  '**/playwright-report/**',
  '**/conformance-report/**',
  '**/bench/results/**',
  '**/.vite/**',
  // The Laravel app is another program: nothing the dev server serves imports it.
  '**/backend/**',
];
