#!/usr/bin/env node
// Budgets (ARCHITECTURE.md Budgets): script before the first interaction, gzip, on a first visit:
// /step1 at most 180 KB, /payment at most 220 KB. Starts the built product on a spare port (the page
// server in front of the join API, tools/serve.mjs), loads pages in Debian's Chromium as a
// first-time visitor (../shared/tools/page-weight.mjs does the same), prints the figures and fails
// when a budget is exceeded. /payment is reached as a visitor reaches it, through /step1 to /step3
// (opened cold, it sends the visitor back to /step1), and reloaded with the cache emptied: what the
// payment page itself needs. Run after `npm run build`; `-- --list` also prints each page's
// scripts, largest first, with the gzip bytes the budget counts.
import { existsSync, statSync } from 'node:fs';
import { launchBenchBrowser, startProduct, walkToPayment } from './product-under-test.mjs';

const port = Number(process.env.BUDGET_PORT || 4390);
const base = `http://localhost:${port}/app/join`;
const budgetsKb = { '/step1': 180, '/payment': 220 };
const listScripts = process.argv.includes('--list');
const pages = ['/signup', '/step1', '/step3', '/payment', '/pro', '/invite/request'];
const remoteFolders = {
  parentSignup: 'parent-signup',
  checkout: 'checkout',
  invite: 'invite',
  proSignup: 'pro-signup',
};

/** The gzip size of a built script, from the .gz file the build wrote beside it. */
function gzipSize(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/app\/join\/remotes\/([^/]+)\/(.+)$/);
  const file = remote
    ? `dist/apps/${remoteFolders[remote[1]]}/${remote[2]}`
    : `dist/apps/shell/${pathname.replace(/^\/app\/join\//, '')}`;
  for (const candidate of [`${file}.gz`, file]) if (existsSync(candidate)) return statSync(candidate).size;
  return 0;
}

// What the first keystroke fetches: on /step1 the visitor types and leaves a field, which is
// when the form's validation arrives. The budget (ARCHITECTURE.md Budgets: JavaScript to an interactive
// /step1, trimmed before the first keystroke) holds what arrives before it; both are printed.
// (The page reached network idle before the visitor typed, so waiting for "networkidle" again
// returned at once and what typing fetched was missed: the requests it starts are waited for.)
const interactions = {
  '/step1': async (page, settled) => {
    await page
      .getByLabel(/first name/i)
      .first()
      .fill('A');
    await page.keyboard.press('Tab');
    await settled();
  },
};

if (!existsSync('dist/apps/page-server/main.mjs')) {
  console.error('budgets: build first (npm run build)');
  process.exit(2);
}
let server;
const stop = () => server?.kill('SIGTERM');
try {
  server = await startProduct(port, 'budgets', { quiet: true });
  const browser = await launchBenchBrowser();
  let failed = false;
  console.log('page                 script KB (wire)  script KB (gzip)  total KB (wire)  requests');
  for (const route of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map();
    const urls = new Map();
    const bytes = {};
    let gzipScript = 0;
    let requests = 0;
    const scripts = [];
    let interacting = false;
    const inFlight = new Set();
    // Only requests of the page being measured count: on /payment, those the walk there left in
    // flight would otherwise finish after the reload and be counted a second time.
    const measured = new Set();
    cdp.on('Network.requestWillBeSent', (e) => {
      inFlight.add(e.requestId);
      measured.add(e.requestId);
    });
    cdp.on('Network.loadingFailed', (e) => inFlight.delete(e.requestId));
    /** Resolves once no request has been in flight for half a second (at most 10 s). */
    const settled = async () => {
      const until = Date.now() + 10_000;
      let quietSince = Date.now();
      while (Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
        if (inFlight.size) quietSince = Date.now();
        else if (Date.now() - quietSince >= 500) return;
      }
    };
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      inFlight.delete(e.requestId);
      if (!measured.has(e.requestId)) return;
      const type = (types.get(e.requestId) || 'Other').toLowerCase();
      bytes[type] = (bytes[type] || 0) + e.encodedDataLength;
      if (type === 'script') {
        const size = gzipSize(urls.get(e.requestId));
        gzipScript += size;
        scripts.push({ url: urls.get(e.requestId), size, beforeInteraction: !interacting });
      }
      requests += 1;
    });
    if (route === '/payment') {
      await walkToPayment(page, `http://localhost:${port}`, 'budgets');
      await settled();
      measured.clear();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      gzipScript = 0;
      requests = 0;
      scripts.length = 0;
      for (const key of Object.keys(bytes)) delete bytes[key];
      await page.reload({ waitUntil: 'networkidle' });
      if (!page.url().endsWith('/payment'))
        throw new Error(`the reloaded payment page went to ${page.url()}`);
    } else await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // What arrived before the visitor does anything (the first screen, live), then what the first
    // keystroke adds; the budget holds the sum.
    const gzipAtLoad = gzipScript;
    interacting = true;
    if (interactions[route]) await interactions[route](page, settled);
    const kb = (n) => n / 1024;
    const script = kb(bytes.script || 0);
    const total = kb(Object.values(bytes).reduce((a, b) => a + b, 0));
    const budget = budgetsKb[route];
    const gzip = kb(gzipScript);
    // The budget is stated in gzip; the wire figure is what brotli-capable browsers get.
    const budgeted = kb(interactions[route] ? gzipAtLoad : gzipScript);
    const verdict = budget
      ? budgeted <= budget
        ? `ok (budget ${budget} KB gzip before the first interaction)`
        : `OVER BUDGET (${budget} KB gzip before the first interaction)`
      : '';
    if (budget && budgeted > budget) failed = true;
    const atLoad = interactions[route]
      ? `${kb(gzipAtLoad).toFixed(1)} before the first keystroke + ${kb(gzipScript - gzipAtLoad).toFixed(1)} on it`
      : '';
    console.log(
      `${route.padEnd(20)} ${script.toFixed(1).padStart(16)} ${gzip.toFixed(1).padStart(17)} ${total.toFixed(1).padStart(16)} ${String(requests).padStart(9)}   ${[atLoad, verdict].filter(Boolean).join('; ')}`,
    );
    if (listScripts) {
      for (const { url, size, beforeInteraction } of scripts.sort((a, b) => b.size - a.size)) {
        console.log(
          `    ${(size / 1024).toFixed(1).padStart(6)} KB  ${beforeInteraction ? '' : '(on the first keystroke) '}${new URL(url).pathname}`,
        );
      }
    }
    await context.close();
  }
  await browser.close();
  stop();
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
