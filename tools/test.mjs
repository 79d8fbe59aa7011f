#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest: lint (module boundaries
// included), type check, unit/component/API tests, the production build, then the Playwright
// journeys in Debian's Chromium against that build.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const steps = [
  ['project graph', 'npx', ['nx', 'show', 'projects']],
  ['lint', 'npx', ['eslint', '.']],
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['unit, component and API tests', 'npx', ['jest', '--ci']],
  ['production build', process.execPath, ['tools/build.mjs']],
  ['end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const skip = new Set((process.env.SKIP_STEPS || '').split(',').filter(Boolean));

if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. The end-to-end journeys run in Debian's Chromium:
  apt-get update && apt-get install -y chromium
(or set CHROMIUM_PATH to another Chromium). Never run 'playwright install' here.`);
  process.exit(1);
}

const summary = [];
for (const [name, command, args] of steps) {
  if (skip.has(name.split(' ')[0])) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    console.error(`\n${summary.join('\n')}\n\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
