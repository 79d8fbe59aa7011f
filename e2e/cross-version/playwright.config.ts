import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../support/browser';

// `npm run e2e:cross-version` runs tools/cross-version.mjs, which builds the previous versions,
// starts the products and runs these journeys against them (CROSS_VERSION_TARGETS); not part of the
// journeys' suite (e2e/playwright.config.ts), which has no old builds.
export default defineConfig({
  testDir: '.',
  testMatch: '*.cross-version.ts',
  outputDir: `../../test-results/cross-version-${process.env.CROSS_VERSION_PORT || 4620}`,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
});
