import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// zod schemas are built when their module runs, so a bundler keeps every schema a barrel re-exports:
// the in-browser mock built all 225 component schemas at each start this way (issue 23).
const ZOD_SCHEMAS_BARREL = {
  name: '@/generated/zod/schemas',
  message: 'Import each schema from its own file (@/generated/zod/schemas/<name>.zod): the barrel builds all of them.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'conformance/dist', 'src/generated', 'coverage', 'test-results', 'playwright-report', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: app code never reaches into the mock backend (the dev/demo bootstrap,
      // switched on at build time, is the one exception).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mocks/*', '**/mocks/*'], message: 'App code must not import the mock backend.' }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '**/mocks/*'], message: 'App code must not import the mock backend.' },
            { group: ['@/features/*', '@/app/*'], message: 'src/lib sits below features and app.' },
          ],
          paths: [ZOD_SCHEMAS_BARREL],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '**/mocks/*'], message: 'App code must not import the mock backend.' },
            { group: ['@/app/*'], message: 'Features sit below src/app.' },
          ],
        },
      ],
    },
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
              message: "An operation's schemas load with its area's first request (loadSchemas in mocks/http/define-operation.ts).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys run on the suite's clock: `test` comes from e2e/test.ts, which installs it.
    files: ['e2e/**/*.spec.ts'],
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
  {
    files: ['src/app/dev/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
