import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/browser';

// The journeys run against the production build as `npm start` serves it (tools/serve.mjs: the page
// server on the port, the join API behind it), as a visitor sees it.
const port = Number(process.env.E2E_PORT || 4310);
const dataDir = `tmp/e2e-data-${Date.now()}`;
// E2E_DATABASE_URL runs the server on PostgreSQL (an empty database, migrated before the start) and
// E2E_WEB_CONCURRENCY with that many workers (CONTRACTS#past-one-machine: the journeys against WEB_CONCURRENCY=2).
const database: Record<string, string> = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL, WEB_CONCURRENCY: process.env.E2E_WEB_CONCURRENCY || '1' }
  : { DATA_DIR: dataDir };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port, so runs on different ports never delete each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR || `../test-results/${port}`,
  fullyParallel: false,
  workers: 2,
  // A journey passes the first time or fails: a retry would hide a flake. `npm run e2e:flaky`
  // repeats the journeys and reports the tests that both passed and failed.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // A visual claim compares with a committed baseline (e2e/<file>.spec.ts-snapshots/, drawn by
  // Debian's Chromium and its fonts): one pixel in a thousand may differ (anti-aliasing), a hidden
  // logo or a moved field may not. `--update-snapshots` redraws them after an intended change.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.001 } },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  webServer: {
    // On PostgreSQL the schema is migrated as its own step first, as before a rollout.
    command: process.env.E2E_DATABASE_URL
      ? 'node dist/apps/join-api/main.mjs migrate && node tools/serve.mjs'
      : 'node tools/serve.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health/ready`,
    reuseExistingServer: false,
    // Two processes start in turn (the API, then the page server); an embedded database's first start
    // on a loaded machine can take close to a minute by itself.
    timeout: 180_000,
    env: {
      PORT: String(port),
      METRICS_PORT: '0',
      ...database,
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      RATE_LIMIT_FACTOR: '50',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
