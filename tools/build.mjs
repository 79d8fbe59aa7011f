#!/usr/bin/env node
// Builds every app for production. Nx caches each project's build by its inputs, so a second
// run with nothing changed reuses the fresh build in seconds.
import { spawnSync } from 'node:child_process';

const projects = ['join-api', 'page-server', 'shell', 'parent-signup', 'checkout', 'invite', 'pro-signup'];
const only = process.argv.slice(2);
const result = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'build',
    `--projects=${(only.length ? only : projects).join(',')}`,
    '--parallel=2',
    '--outputStyle=stream-without-prefixes',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  },
);
process.exit(result.status ?? 1);
