import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../support/browser';

// `npm run cluster:journey` (not part of npm test or the journeys' suite: it starts PostgreSQL,
// PgBouncer, HAProxy and four Node processes). The journey starts its own `npm run cluster` on
// CLUSTER_PORT and stops it at the end; see journey.cluster.ts.
const port = Number(process.env.CLUSTER_PORT || 4390);
process.env.CLUSTER_PORT = String(port);

export default defineConfig({
  testDir: '.',
  testMatch: '*.cluster.ts',
  outputDir: `../../test-results/cluster-${port}`,
  workers: 1,
  retries: 0,
  // Starting the cluster (initdb, migrations, four processes) takes up to a few minutes on a loaded machine.
  timeout: 600_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
});
