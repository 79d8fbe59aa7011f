// Shared by the browser benchmarks (budgets, lighthouse, inp-bench, step-bench): the built product
// as `npm start` serves it (the page server on the port, the join API behind it), in sandbox mode
// on an embedded database of its own, the visitor's walk to /payment, and the browser they run.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** Debian's Chromium path and flags, shared with the journeys' launch options (e2e/support/browser.ts). */
const chromiumLaunch = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium.json'), 'utf8'),
);

/**
 * Debian's Chromium as the benchmarks run it: headless, and quiet (no background fetches, no
 * component updates, no QUIC), so what the figures count is the page's own traffic and work.
 * `extraArgs` adds flags (the Lighthouse benchmark's remote-debugging port).
 */
export function launchBenchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || chromiumLaunch.executablePath,
    args: [...chromiumLaunch.args, ...extraArgs],
  });
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the product on `port` with a fresh data folder named after `tag`; resolves when it answers. */
export async function startProduct(port, tag, { quiet = false } = {}) {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  // A product left on the port (a run killed before it stopped its own) would answer the checks
  // below, and the run would measure that old build.
  const taken = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: stop what runs there or choose another port`);
  const child = spawn(process.execPath, ['tools/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: `tmp/${tag}-data-${Date.now()}`,
    },
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
  });
  // However this process ends (a closed pipe kills it before its own stop), the product stops too.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  // The embedded database's first start takes a while on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error('the product did not start (run npm run build first)');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** An invite link the sandbox stages, as the co-parent's browser opens it. */
export async function stagedInvite(base) {
  const response = await fetch(`${base}/api/dev/invites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`POST /api/dev/invites answered ${response.status}`);
  const { inviteUrl } = await response.json();
  const url = new URL(inviteUrl);
  // The invite token travels in the fragment.
  return `${base}${url.pathname}${url.search}${url.hash}`;
}

let walks = 0;
/** Walks `page` from /step1 to /payment as a visitor does (a build-your-own package in the US). */
export async function walkToPayment(page, base, tag) {
  walks += 1;
  const unique = `${tag}-${Date.now().toString(36)}-${walks}`;
  await page.goto(`${base}/app/join/step1`);
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('Last name', { exact: true }).fill('Lopez');
  await page.getByLabel('Email', { exact: true }).fill(`${unique}@example.com`);
  await page.getByLabel('Phone number', { exact: true }).fill('5125550147');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Invite your co-parent' }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill('Ben');
  await page.getByLabel('Last name', { exact: true }).fill('Lopez');
  await page.getByLabel('Email', { exact: true }).fill(`co-${unique}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Build your own' }).click();
  await page.getByRole('checkbox', { name: /ToneMeter/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  return page;
}
