#!/usr/bin/env node
// Bundles the page server to dist/apps/page-server/main.mjs (tools/bundle-node.mjs). It holds no
// React: it loads the shell's Node build (dist/apps/shell/server/main.js) at run time.
import { bundleNodeApp } from '../../tools/bundle-node.mjs';

await bundleNodeApp({ name: 'page-server', entry: 'apps/page-server/src/main.ts', defaultOutdir: 'dist/apps/page-server' });
