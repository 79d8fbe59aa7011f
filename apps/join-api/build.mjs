#!/usr/bin/env node
// Bundles the join API to dist/apps/join-api/main.mjs (tools/bundle-node.mjs).
// Run: node dist/apps/join-api/main.mjs
import { copyFileSync } from 'node:fs';
import { bundleNodeApp } from '../../tools/bundle-node.mjs';

const outdir = await bundleNodeApp({
  name: 'join-api',
  entry: 'apps/join-api/src/main.ts',
  defaultOutdir: 'dist/apps/join-api',
});
// PGlite runs on a worker thread from this plain-JS file (see src/db/pglite-database.ts).
copyFileSync('apps/join-api/src/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
