#!/usr/bin/env node
// `npm start`: build what is stale, then serve the whole product on one port (tools/serve.mjs: the
// page server in front, the join API behind it) with the embedded database, the payment sandbox
// and the local mailbox.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['tools/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed; see above.');
  process.exit(build.status ?? 1);
}
// The local stack opts in, on purpose and out loud, to what production refuses by default.
const env = { NODE_ENV: 'production', SANDBOX: '1', EMBEDDED_DATABASE: '1', ...process.env };
const sandboxOn = ['1', 'true', 'yes', 'on'].includes(String(env.SANDBOX).toLowerCase());
console.log(
  [
    '',
    'Local stack (not for production):',
    sandboxOn
      ? '  SANDBOX=1            payment sandbox with test cards, mail to /dev/mailbox, /api/dev helpers'
      : '  SANDBOX off          live payment and mail settings from the environment',
    env.DATABASE_URL
      ? '  DATABASE_URL         PostgreSQL server'
      : `  EMBEDDED_DATABASE=1  embedded PostgreSQL in ${env.DATA_DIR || '.data'}/`,
    '',
  ].join('\n'),
);
const server = spawn(process.execPath, ['tools/serve.mjs'], { stdio: 'inherit', env });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
