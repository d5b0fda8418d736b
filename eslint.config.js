import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// zod schemas are built when their module runs, so a bundler keeps every schema a barrel re-exports:
// the in-browser mock built all 225 component schemas at each start this way (issue 23).
const ZOD_SCHEMAS_BARREL = {
  name: '@/generated/zod/schemas',
  message:
    'Import each schema from its own file (@/generated/zod/schemas/<name>.zod): the barrel builds all of them.',
};

const API_PATH_MESSAGE =
  'No /api/ path in app code: call the generated client, and take keys from src/lib/query/keys.ts (the generated get*QueryKey functions).';

const SRC_TESTS = 'src/**/*.test.{ts,tsx}';

const API_PATH_RULES = [
  {
    // Module names (`@/generated/api/...`) are not paths.
    selector:
      ':not(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration) > Literal[value=/\\x2Fapi\\x2F/]',
    message: API_PATH_MESSAGE,
  },
  { selector: 'TemplateElement[value.raw=/\\x2Fapi\\x2F/]', message: API_PATH_MESSAGE },
];

const ROUTE_MESSAGE =
  'No page address written out: take it from the route table, paths.<page>.href(...) (src/lib/routes/paths.ts).';
/** A string or template that starts with `/`: an app path. */
const ROUTE_VALUES = ['Literal[value=/^\\x2F/]', 'TemplateLiteral[quasis.0.value.raw=/^\\x2F/]'];
/** Where an app path is a route: a link's `to`/`href` (a frame's `pathname`), a navigate/redirect/useHref call, a navigation item. */
const ROUTE_PLACES = [
  'JSXAttribute[name.name=/^(to|href|pathname)$/]',
  'CallExpression[callee.name=/^(navigate|redirect|useHref)$/]',
  'CallExpression[callee.property.name=/^(navigate|redirect)$/]',
  'Property[key.name=/^(to|movedTo)$/] >',
];
const ROUTE_RULES = ROUTE_PLACES.flatMap((place) =>
  ROUTE_VALUES.map((value) => ({ selector: `${place} ${value}`, message: ROUTE_MESSAGE })),
);

const PUBLIC_FACE_RULES = [
  {
    selector: 'ExportAllDeclaration',
    message:
      "No export * in a feature's index.ts: name each thing the feature shares (docs/architecture.md#public-faces).",
  },
  {
    selector:
      'ExportNamedDeclaration[source.value=/^@\\x2F(lib|hooks|components|generated)(\\x2F|$)/]',
    message:
      "A feature's index.ts shares only the feature's own code: import shared-layer modules from where they live (docs/architecture.md#public-faces).",
  },
];

/**
 * The generated read hooks (useGetX, useListX...): every generated `get<Name>QueryOptions` has its
 * hook `use<Name>`, so the list is read from src/generated and follows the contract by itself.
 */
const GENERATED_API = 'src/generated/api';
const GENERATED_READ_HOOKS = readdirSync(GENERATED_API, { recursive: true })
  .filter((file) => String(file).endsWith('.ts'))
  .flatMap((file) => [
    ...readFileSync(join(GENERATED_API, String(file)), 'utf8').matchAll(
      /export const get(\w+)QueryOptions\b/g,
    ),
  ])
  .map(([, name]) => `use${name}`);

// A screen reads through its feature's queries factories (docs/architecture.md, "Reading and
// refreshing data"), so a read has one set of options and one key, shared with its prefetch.
const READ_HOOK_OUTSIDE_QUERIES = {
  group: ['@/generated/api/**'],
  importNamePattern: `^(${GENERATED_READ_HOOKS.join('|')})$`,
  message:
    "Read through a queries factory (a feature's queries.ts, or src/lib/query/*-queries.ts) with useQuery(...), not the generated read hook.",
};
/** Where the generated read options may be wrapped: the queries modules. */
const QUERIES_MODULES = ['src/**/queries.ts', 'src/**/*-queries.ts'];

// Which data an event makes stale is written once, in src/lib/query/refresh.ts, and named after
// the event, so a screen and the live update for the same event refresh the same data.
const CACHE_REFRESH_OUTSIDE_LIB_QUERY = {
  selector:
    'CallExpression > MemberExpression.callee[property.name=/^(invalidateQueries|refetchQueries|resetQueries)$/]',
  message:
    'Refresh cached data through a named refresh in src/lib/query/refresh.ts (after<Event>), used by the screen and the live update alike.',
};

/** The subfolders of src/lib whose state or primitives come with their own hooks (and, for ui and session, components). */
const LIB_HOOK_FOLDERS = ['ui', 'session', 'realtime', 'forms', 'query'];
const LIB_JSX_FOLDERS = ['ui', 'session'];
const LIB_HOOK_RULE = {
  selector: ':matches(FunctionDeclaration, VariableDeclarator)[id.name=/^use[A-Z]/]',
  message: `A hook in src/lib lives in the subfolder of the state it serves (${LIB_HOOK_FOLDERS.join(', ')}); a generic one in src/hooks (docs/architecture.md#public-faces).`,
};
const LIB_JSX_RULE = {
  selector: 'JSXElement, JSXFragment',
  message: `A component in src/lib lives in ${LIB_JSX_FOLDERS.map((f) => `src/lib/${f}`).join(' or ')}; a shared one in src/components (docs/architecture.md#public-faces).`,
};

/**
 * Lines a source file may have, blank lines and comments included: past it, a file holds more than
 * one thing (split it by what the parts do). scripts/check-css-lines.ts reads it to hold CSS to it too.
 */
const MAX_FILE_LINES = 400;

// Which way imports may point (layers, no circles) is .dependency-cruiser.js's, in the same lint.
export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'conformance/dist',
      'src/generated',
      'coverage',
      'test-results',
      'playwright-report',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'max-lines': ['error', { max: MAX_FILE_LINES, skipBlankLines: false, skipComments: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // An API path is the contract's: app code reaches it through the generated client and the keys
    // of src/lib/query/keys.ts (built on the generated get*QueryKey functions), so a path changed in
    // openapi/ leaves no stale copy behind, and a cache refresh never matches a URL by hand.
    // A page's address is the route table's (src/lib/routes/paths.ts): a link, navigate call or
    // redirect builds it with `paths.<page>.href(...)`, so a page's spelling lives in one place.
    // Reads go through queries factories and refreshes through refresh.ts (the rules above).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [SRC_TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_RULES,
        ...ROUTE_RULES,
        CACHE_REFRESH_OUTSIDE_LIB_QUERY,
      ],
      'no-restricted-imports': ['error', { patterns: [READ_HOOK_OUTSIDE_QUERIES] }],
    },
  },
  {
    // A feature's public face (its index.ts) names what it shares, one name at a time, and only its
    // own code: what the shared layer holds is imported from there (docs/architecture.md#public-faces).
    files: ['src/features/*/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_RULES,
        ...ROUTE_RULES,
        CACHE_REFRESH_OUTSIDE_LIB_QUERY,
        ...PUBLIC_FACE_RULES,
      ],
    },
  },
  {
    // Hooks and components of the shared layer (docs/architecture.md#public-faces): generic hooks in
    // src/hooks, shared components in src/components; src/lib keeps those that belong to its own
    // state or primitives, and only in the subfolders named here.
    files: [`src/lib/*.{ts,tsx}`, `src/lib/!(${LIB_HOOK_FOLDERS.join('|')})/**/*.{ts,tsx}`],
    ignores: [SRC_TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_RULES,
        ...ROUTE_RULES,
        CACHE_REFRESH_OUTSIDE_LIB_QUERY,
        LIB_HOOK_RULE,
        LIB_JSX_RULE,
      ],
    },
  },
  {
    // Subfolders with hooks of their own but no components (realtime, forms, query).
    files: [`src/lib/!(${LIB_JSX_FOLDERS.join('|')})/**/*.{ts,tsx}`],
    ignores: [SRC_TESTS, `src/lib/!(${LIB_HOOK_FOLDERS.join('|')})/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_RULES,
        ...ROUTE_RULES,
        CACHE_REFRESH_OUTSIDE_LIB_QUERY,
        LIB_JSX_RULE,
      ],
    },
  },
  {
    // The one place that refreshes the cache (keys.ts, refresh.ts): after the blocks above, which
    // it overrides.
    files: ['src/lib/query/**/*.{ts,tsx}'],
    ignores: [SRC_TESTS],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_RULES, ...ROUTE_RULES, LIB_JSX_RULE] },
  },
  {
    // The route table itself, where the addresses are written out (after the blocks above, which
    // this overrides): the table of addresses, and the table of pages that mounts them.
    files: ['src/lib/routes/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_RULES,
        CACHE_REFRESH_OUTSIDE_LIB_QUERY,
        LIB_HOOK_RULE,
        LIB_JSX_RULE,
      ],
    },
  },
  {
    files: ['src/app/pages-table.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_RULES, CACHE_REFRESH_OUTSIDE_LIB_QUERY],
    },
  },
  {
    // src/hooks holds hooks that know nothing of the app: timing, the URL, the DOM.
    files: ['src/hooks/**/*.{ts,tsx}'],
    ignores: [SRC_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(generated|lib/(?!debounce$|constants/))',
              message:
                "src/hooks holds generic hooks (timing, URL, DOM): a hook that reads the app's state lives beside it in src/lib/<area>/ (docs/architecture.md#public-faces).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD_SCHEMAS_BARREL], patterns: [READ_HOOK_OUTSIDE_QUERIES] },
      ],
    },
  },
  {
    // After the blocks above, which it overrides: queries modules wrap the generated reads.
    files: QUERIES_MODULES,
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_SCHEMAS_BARREL] }] },
  },
  {
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ZOD_SCHEMAS_BARREL,
            {
              name: '@/generated/zod',
              message:
                "An operation's schemas load with its area's first request (loadSchemas in mocks/laravel/define-operation.ts).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A wait's limit is the suite's, set once in tests/support/test-waits.ts (README, "Waits"): a
    // number written at the call is one machine's speed. vi.waitFor and vi.waitUntil take the
    // suite's by default (tests/support/vi-waits.ts); a longer limit gets a name there.
    files: [
      'tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'conformance/tests/**/*.ts',
      '**/*.test.{ts,tsx}',
    ],
    // The Playwright config's parts: a server's start-up limit is not a wait.
    ignores: ['e2e/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='timeout'] > Literal",
          message:
            'Name the limit in tests/support/test-waits.ts (or leave it out: the suite sets one for every wait).',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/] > Literal",
          message:
            "vi.waitFor/vi.waitUntil take the suite's limit (tests/support/vi-waits.ts): leave the number out.",
        },
      ],
    },
  },
  {
    // Journeys run on the suite's clock: `test` comes from e2e/test.ts, which installs it. Not those
    // against a real backend (network, laravel): its clock is the machine's, and the app's must agree.
    files: ['e2e/**/*.spec.ts'],
    ignores: ['e2e/network/**', 'e2e/laravel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from e2e/test.ts: it puts every journey on the suite's clock.",
            },
          ],
        },
      ],
    },
  },
);
