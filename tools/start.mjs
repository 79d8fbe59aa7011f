#!/usr/bin/env node
// `npm start`: build what is stale, then serve the whole product (API, shell and remotes) on
// one port with the embedded database, the payment sandbox and the local mailbox.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['tools/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed; see above.');
  process.exit(build.status ?? 1);
}
const env = { NODE_ENV: 'production', SANDBOX: '1', ...process.env };
const server = spawn(process.execPath, ['dist/apps/join-api/main.mjs'], { stdio: 'inherit', env });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
