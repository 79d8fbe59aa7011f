#!/usr/bin/env node
// Bundles the page server to dist/apps/page-server/main.mjs (tools/bundle-node.mjs). It holds no
// React: it loads the shell's Node build (dist/apps/shell/server/main.js) at run time. The head
// script (src/head/) is built first, on its own, and carried in the bundle as text (head-script.ts).
import { createRequire } from 'node:module';
import { bundleNodeApp } from '../../tools/bundle-node.mjs';

const { buildHeadScript } = createRequire(import.meta.url)('./src/head/build-head-script.cjs');
const headScript = buildHeadScript();
console.log(`head script built: ${Buffer.byteLength(headScript)} bytes`);

await bundleNodeApp({
  name: 'page-server',
  entry: 'apps/page-server/src/main.ts',
  defaultOutdir: 'dist/apps/page-server',
  define: { __JOIN_HEAD_SCRIPT__: JSON.stringify(headScript) },
});
