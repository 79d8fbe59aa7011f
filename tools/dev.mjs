#!/usr/bin/env node
// `npm run dev`: the API with reload on :4300, the shell's dev server on :4200 (proxying /api),
// and every remote's dev server on its own port. The shell reads remotes.json from the API,
// which points at the dev servers when REMOTES_MANIFEST names tools/dev-remotes.json.
//
// One remote only, against the others' production builds:
//   npm run build && node tools/dev.mjs checkout
// builds nothing else, serves the shell and the other remotes from dist/, and points only the
// named remote at its dev server.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const remotes = {
  parentSignup: ['parent-signup', 4201],
  checkout: ['checkout', 4202],
  invite: ['invite', 4203],
  proSignup: ['pro-signup', 4204],
};
const only = process.argv[2];
if (only && !remotes[only]) {
  console.error(`Unknown remote "${only}". Choose one of: ${Object.keys(remotes).join(', ')}`);
  process.exit(2);
}
const manifest = Object.fromEntries(
  Object.entries(remotes).map(([name, [, port]]) => [
    name,
    !only || only === name
      ? `http://localhost:${port}/mf-manifest.json`
      : `/app/join/remotes/${name}/mf-manifest.json`,
  ]),
);
mkdirSync('tmp', { recursive: true });
writeFileSync('tmp/dev-remotes.json', JSON.stringify(manifest, null, 2));

const children = [];
const run = (name, command, args, env = {}) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const tag = `[${name}] `;
  child.stdout.on('data', (d) => process.stdout.write(d.toString().replace(/^/gm, tag)));
  child.stderr.on('data', (d) => process.stderr.write(d.toString().replace(/^/gm, tag)));
  children.push(child);
};

const apiPort = only ? '4200' : '4300';
run('api', 'npx', ['tsx', 'watch', 'apps/join-api/src/main.ts'], {
  PORT: apiPort,
  SANDBOX: '1',
  REMOTES_MANIFEST: 'tmp/dev-remotes.json',
});
if (!only)
  run(
    'shell',
    'npx',
    ['webpack', 'serve', '--config', 'apps/shell/webpack.config.cjs', '--mode', 'development'],
    { API_PORT: apiPort },
  );
for (const [name, [app]] of Object.entries(remotes)) {
  if (only && only !== name) continue;
  run(name, 'npx', [
    'webpack',
    'serve',
    '--config',
    `apps/${app}/webpack.config.cjs`,
    '--mode',
    'development',
  ]);
}
console.log(`Dev servers starting; open http://localhost:4200/app/join/ (API on :${apiPort}).`);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
