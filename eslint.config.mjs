// Lint for the whole workspace. The module-boundary rule is the point: it keeps libs from
// importing apps and remotes from importing each other (ARCHITECTURE.md, CONVENTIONS.md).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const testingBuilders = {
  name: '@join/testing',
  message: 'Test builders are for spec files only (libs/testing).',
};
// SQL text at the start of a string or of a template's part: a statement, wherever it is built.
const SQL =
  '/^\\s*(select\\s|insert\\s+into\\s|update\\s+\\w+\\s+set\\s|delete\\s+from\\s|create\\s+(table|schema|index)\\s)/i';
const SQL_HOME =
  'Raw SQL lives in apps/join-api/src/repositories (CONTRACTS.md, Where a rule lives): call a repository.';

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'tmp/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A disable needs its reason on the same line (CONVENTIONS.md).
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // type:testing (@join/testing) is for test files only: the no-restricted-imports rule below.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data-access',
                'type:util',
                'type:testing',
              ],
            },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:parent', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:invite', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:pro', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:checkout', onlyDependOnLibsWithTags: ['scope:shared', 'scope:checkout'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:pages', onlyDependOnLibsWithTags: ['scope:shared'] },
            // React stays out of the server and the server out of the browser: schemas, domain and
            // the i18n resources are the only code both run (README 'How it fits together').
            {
              sourceTag: 'platform:browser',
              onlyDependOnLibsWithTags: ['platform:browser', 'platform:shared'],
              bannedExternalImports: [
                'fastify',
                '@fastify/*',
                'fastify-*',
                '@electric-sql/pglite',
                'pg',
                'braintree',
                'nodemailer',
                'mjml',
                'node:*',
              ],
            },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'platform:shared'],
              bannedExternalImports: [
                'react',
                'react-*',
                'react-dom/*',
                'zustand',
                'zustand/*',
                'braintree-web',
                'braintree-web/*',
              ],
            },
            {
              sourceTag: 'platform:shared',
              onlyDependOnLibsWithTags: ['platform:shared'],
              bannedExternalImports: [
                'react',
                'react-*',
                'react-dom/*',
                'zustand',
                'zustand/*',
                'fastify',
                '@fastify/*',
                'node:*',
              ],
            },
          ],
        },
      ],
    },
  },
  // Test builders never ship: @join/testing only in spec files and the remotes' test helpers.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/test-utils.tsx', 'libs/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [testingBuilders] }],
    },
  },
  // /step1's and /step2's long lists are built in the render of their own selects, never in a
  // page's (React yields between components while hydrating, not inside one): only the selects
  // use the list hooks, and only those hooks call the builders.
  {
    files: ['apps/parent-signup/src/**/*.ts', 'apps/parent-signup/src/**/*.tsx'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/test-utils.tsx',
      'apps/parent-signup/src/app/shared/phone-country-selects.tsx',
      'apps/parent-signup/src/app/shared/use-phone-countries.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [testingBuilders],
          patterns: [
            {
              group: ['**/use-phone-countries'],
              message:
                'The long lists are built by CallingCodeSelect and CountrySelect (shared/phone-country-selects.tsx): use those.',
            },
            {
              group: ['**/phone-countries'],
              importNames: ['callingCodeOptions', 'countryOptions'],
              message:
                'The long lists are built by CallingCodeSelect and CountrySelect (shared/phone-country-selects.tsx): use those.',
            },
          ],
        },
      ],
    },
  },
  // Raw SQL only in repositories: services, routes, the gateways and the mail outbox reach tables
  // through src/repositories. The database layer (src/db: engines, migrations) and the tests' own
  // set-up are the exceptions.
  {
    files: ['apps/join-api/src/**/*.ts'],
    ignores: [
      'apps/join-api/src/repositories/**',
      'apps/join-api/src/db/**',
      'apps/join-api/src/test/**',
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SQL}]`, message: SQL_HOME },
        { selector: `TemplateElement[value.raw=${SQL}]`, message: SQL_HOME },
        { selector: "CallExpression[callee.property.name='query']", message: SQL_HOME },
      ],
    },
  },
  // Every journey runs under the CSP check of e2e/support/test.ts, which a spec importing Playwright
  // directly would skip without a sign.
  {
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test, expect and Playwright's types from './support/test' (its CSP check runs in every journey).",
            },
          ],
        },
      ],
    },
  },
];
