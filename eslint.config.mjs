// Lint for the whole workspace. The module-boundary rule is the point: it keeps libs from
// importing apps and remotes from importing each other (ARCHITECTURE.md, CONVENTIONS.md).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'tmp/**', '.nx/**', 'test-results/**', 'playwright-report/**', '**/*.cjs', '**/*.mjs', '**/*.js'] },
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
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
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
            // React stays out of the server and the server out of the browser: schemas, domain and
            // the i18n resources are the only code both run (README 'How it fits together').
            {
              sourceTag: 'platform:browser',
              onlyDependOnLibsWithTags: ['platform:browser', 'platform:shared'],
              bannedExternalImports: ['fastify', '@fastify/*', 'fastify-*', '@electric-sql/pglite', 'pg', 'braintree', 'nodemailer', 'mjml', 'node:*'],
            },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'platform:shared'],
              bannedExternalImports: ['react', 'react-*', 'react-dom/*', 'zustand', 'zustand/*', 'braintree-web', 'braintree-web/*'],
            },
            {
              sourceTag: 'platform:shared',
              onlyDependOnLibsWithTags: ['platform:shared'],
              bannedExternalImports: ['react', 'react-*', 'react-dom/*', 'zustand', 'zustand/*', 'fastify', '@fastify/*', 'node:*'],
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
      'no-restricted-imports': ['error', { paths: [{ name: '@join/testing', message: 'Test builders are for spec files only (libs/testing).' }] }],
    },
  },
];
