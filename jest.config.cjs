// One Jest run for the whole workspace: browser code in jsdom, server and pure rules in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const moduleNameMapper = {
  '^@join/(schemas|domain|i18n|api-client|state|ui|payments|analytics|routes|route-table|testing|packages|billing-address|finish-later|page-contract|http-security|release-integrity|remotes-manifest|telemetry)$':
    '<rootDir>/libs/$1/src/index.ts',
  '^@join/ui/styles.css$': '<rootDir>/tools/jest/style-mock.cjs',
  '\\.(css)$': '<rootDir>/tools/jest/style-mock.cjs',
  '\\.(svg|png|jpg)$': '<rootDir>/tools/jest/file-mock.cjs',
};
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  rootDir: __dirname,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/apps/join-api/**/*.spec.ts',
        '<rootDir>/apps/page-server/**/*.spec.ts',
        '<rootDir>/libs/page-contract/**/*.spec.ts',
        '<rootDir>/libs/http-security/**/*.spec.ts',
        '<rootDir>/libs/release-integrity/**/*.spec.ts',
        '<rootDir>/libs/remotes-manifest/**/*.spec.ts',
        '<rootDir>/libs/schemas/**/*.spec.ts',
        '<rootDir>/libs/domain/**/*.spec.ts',
        '<rootDir>/libs/routes/**/*.spec.ts',
        '<rootDir>/libs/route-table/**/*.spec.ts',
        '<rootDir>/tools/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tools/jest/polyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.ts'],
      testMatch: [
        '<rootDir>/apps/{shell,parent-signup,checkout,invite,pro-signup}/**/*.spec.{ts,tsx}',
        '<rootDir>/libs/{i18n,api-client,state,ui,payments,analytics,testing,packages,billing-address,finish-later}/**/*.spec.{ts,tsx}',
        '<rootDir>/libs/routes/**/*.spec.tsx',
      ],
    },
  ],
};
