/**
 * Which way imports may point (`npm run lint:imports`, part of `npm run lint`). Each part of the project
 * is a stack of layers; a layer imports only its own and the ones below it, so a change low down
 * never has to know who sits above, and no file is ever part of an import circle.
 *
 *   src/:         generated <- lib <- hooks <- components <- features <- app (app code never imports mocks/, except the dev/demo bootstrap in src/app/dev)
 *                 lib, hooks and components are the shared layer: code more than one feature uses, which
 *                 never imports a feature. A feature imports another feature only through that feature's
 *                 index.ts (its public face), never its inner files.
 *   mocks/:       data (db: tables, seed) <- rules (laravel, realtime, resources: Laravel's behaviour) <- handlers <- wiring (state, browser, node, server, control, dev panel)
 *   conformance/: contract, http and data <- engine (its context) <- checks <- run (the order of the run, which lists the checks) <- what reads a run (coverage, report, diff, cli, main)
 *
 * Tests sit above everything they test and are held only to "no circle". Type-only imports count:
 * a type that points up ties the layers together as much as a value does.
 */

/** A path inside one of the named folders, as a dependency-cruiser regular expression. */
const under = (root, ...folders) => `^${root}/(${folders.join('|')})/`;
const TESTS = '(^|/)tests?/|\\.(test|spec|bench)\\.tsx?$';

const paths = (layer) => [layer.path].flat();

/**
 * One rule per layer: it may not import the layers above it. A layer named by what it is not
 * (mocks' wiring: the rest of mocks/) is told apart from the lower ones by `pathNot`.
 */
function layers(part, stack) {
  return stack.slice(0, -1).map((layer, index) => ({
    name: `${part}: ${layer.name}`,
    comment: `${part} imports one way (.dependency-cruiser.js): ${layer.name} sits below ${stack
      .slice(index + 1)
      .map((above) => above.name)
      .join(', ')}.`,
    severity: 'error',
    from: { path: layer.path, pathNot: TESTS },
    to: {
      path: stack.slice(index + 1).flatMap(paths),
      pathNot: [...stack.slice(0, index + 1).flatMap(paths), ...(layer.mayUse ?? [])],
    },
  }));
}

const MOCKS_DATA = { name: 'data (mocks/db)', path: '^mocks/db/' };
const MOCKS_RULES = {
  name: 'rules (mocks/laravel, mocks/realtime, mocks/resources)',
  path: [under('mocks', 'laravel', 'realtime', 'resources'), '^mocks/realtime-wiring\\.ts$'],
};
const MOCKS_HANDLERS = { name: 'handlers (mocks/handlers)', path: '^mocks/handlers/' };
const MOCKS_WIRING = {
  name: 'wiring (state, browser, node, server, control, dev panel)',
  path: '^mocks/',
};

const CONFORMANCE_BASE = {
  name: 'contract, http and data',
  path: under('conformance', 'contract', 'http', 'data'),
};
const CONFORMANCE_ENGINE = { name: 'engine', path: '^conformance/engine/' };
const CONFORMANCE_CHECKS = { name: 'checks', path: '^conformance/checks/' };
const CONFORMANCE_WALK = { name: 'walk', path: '^conformance/walk/' };
const CONFORMANCE_READERS = {
  name: 'what reads a run (coverage, report, diff, cli, main)',
  path: [under('conformance', 'coverage', 'report', 'diff', 'cli'), '^conformance/main\\.ts$'],
};

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circles anywhere: a circle makes its files one layer and their load order a gamble.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layers('src', [
      {
        name: 'generated (src/generated)',
        path: '^src/generated/',
        // orval.config.ts names it as the hooks' fetcher (mutator): the generated code calls it.
        mayUse: ['^src/lib/http/client\\.ts$'],
      },
      { name: 'lib (src/lib)', path: '^src/lib/' },
      { name: 'hooks (src/hooks)', path: '^src/hooks/' },
      { name: 'components (src/components)', path: '^src/components/' },
      { name: 'features (src/features)', path: '^src/features/' },
      { name: 'app (src/app, src/main.tsx)', path: ['^src/app/', '^src/main\\.tsx$'] },
    ]),
    {
      name: 'src: features meet through index.ts',
      comment:
        "A feature may import another feature only through that feature's index.ts, never its inner files: what is shared belongs in src/lib, src/hooks or src/components.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'src: no mock backend',
      comment:
        'App code never imports mocks/: the dev/demo bootstrap (src/app/dev), switched on at build time, is the one exception.',
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, '^src/app/dev/'] },
      to: { path: '^mocks/' },
    },
    ...layers(
      'mocks',
      [MOCKS_DATA, MOCKS_RULES, MOCKS_HANDLERS, MOCKS_WIRING].map((layer, index) =>
        // hmac-sha256 is a pure primitive with no imports (it runs in Node and the browser): the
        // password hashes the seed stores use it as the channel signatures do, and the conformance
        // runner reads it at this path.
        index === 0 ? { ...layer, mayUse: ['^mocks/realtime/hmac-sha256\\.ts$'] } : layer,
      ),
    ),
    {
      name: 'mocks: no app code',
      comment:
        'The mock backend may use the generated contract and src/lib, never the screens (src/features, src/app).',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: ['^src/features/', '^src/app/', '^src/main\\.tsx$'] },
    },
    ...layers('conformance', [
      CONFORMANCE_BASE,
      CONFORMANCE_ENGINE,
      CONFORMANCE_CHECKS,
      CONFORMANCE_WALK,
      CONFORMANCE_READERS,
    ]),
    {
      name: 'no imports of tests, scripts or benches',
      comment:
        'The app, the mock backend and the runner never import the suite, the build scripts or the benches.',
      severity: 'error',
      from: { path: ['^src/', '^mocks/', '^conformance/'], pathNot: TESTS },
      to: {
        path: ['^tests/', '^e2e/', '^bench/', '^scripts/', '^conformance/tests/'],
      },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are dependencies too (see the top).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['^node_modules/', '^dist', '^coverage/', '^test-results/', '^playwright-report/'],
    },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
