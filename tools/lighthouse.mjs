#!/usr/bin/env node
// Benchmark (CONTRACTS#first-screen-from-the-server 8), not part of npm test: starts the production build (dist/) on a
// spare port and prints the median of three Lighthouse 12 mobile runs (Slow 4G, 4x CPU, the default
// mobile preset) for the entry pages: score, FCP, LCP, TBT, CLS and bytes, once per throttling method:
// 'simulate' (Lighthouse models the limits on an unthrottled load) and 'devtools' (the limits are
// really applied to the browser, so the page is as slow as on the phone the preset describes).
//   npm run build && npm run lighthouse
//   npm run lighthouse -- --method devtools --runs 3 --pages step1,payment
// (flags, or LIGHTHOUSE_METHODS, RUNS, PAGES; LIGHTHOUSE_PORT, CHROMIUM_PATH)
//   --dump <folder> also writes each run's whole report there as JSON (its long tasks, its trace's
//   attribution), to read why a run scored as it did.
// /payment is measured inside a real journey: the visitor goes through /step1, /step2 and
// build-your-own in that very tab, then the page is reloaded under Lighthouse (the tab's
// sessionStorage holds the journey, as for a visitor who reloads the payment page).
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';
import { launchBenchBrowser, stagedInvite, startProduct, walkToPayment } from './product-under-test.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT || 4513);
const debugPort = port + 1;
const { values: flags } = parseArgs({
  options: {
    method: { type: 'string' },
    runs: { type: 'string' },
    pages: { type: 'string' },
    dump: { type: 'string' },
  },
});
const METHODS = ['simulate', 'devtools'];
const methods = (flags.method ?? process.env.LIGHTHOUSE_METHODS ?? METHODS.join(','))
  .split(',')
  .filter(Boolean);
const unknownMethod = methods.find((m) => !METHODS.includes(m));
if (unknownMethod) {
  console.error(`--method takes ${METHODS.join(' and/or ')} (comma-separated), not "${unknownMethod}"`);
  process.exit(2);
}
const runs = Number(flags.runs ?? process.env.RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const base = `http://localhost:${port}`;

/** The default mobile preset (Slow 4G, 4x CPU), with the limits modelled ('simulate') or applied ('devtools'). */
const flowConfig = (throttlingMethod) => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod,
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  },
});

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // Lighthouse's own measure of the host's speed (higher is faster): the 4x CPU slowdown is applied on
    // top of this machine's speed, so the same build scores differently on a slower host.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // Lighthouse's own warnings of the run (below an index of 1000 it warns that the host is slower than it expects).
    warnings: lhr.runWarnings ?? [],
    // Why Lighthouse could not finish a run (e.g. NO_FCP), printed with it; a run without a score
    // or without LCP/TBT failed even when Lighthouse names no runtime error.
    error: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : lhr.categories.performance.score === null
        ? 'no performance score (see the warnings)'
        : '',
    // The element Lighthouse took as the largest paint (its selector), to tell a first paint from a later one.
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
  };
}

/** The puppeteer view of a tab the browser already has (found by its URL, among the tabs no run used yet). */
const usedTargets = new Set();
async function puppeteerPage(browser, url) {
  // puppeteer learns of a tab Playwright opened a moment later: wait for it rather than fail the benchmark.
  const target = await browser.waitForTarget(
    (t) => t.type() === 'page' && t.url() === url && !usedTargets.has(t),
    { timeout: 10_000 },
  );
  usedTargets.add(target);
  return target.page();
}

/** A run that ended in an exception (the browser or the protocol gave up): no figures, its reason. */
const thrown = (error) => ({
  score: 0,
  fcp: NaN,
  lcp: NaN,
  tbt: NaN,
  cls: NaN,
  bytes: NaN,
  benchmarkIndex: NaN,
  warnings: [],
  error: `exception: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  lcpElement: '?',
});

async function measure(browsers, name, url, journey, method) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    // A run whose browser gave up (a protocol session closed under Lighthouse) leaves the next run
    // a fresh browser rather than ending the benchmark.
    const { pw, pp } = await browsers.live();
    const context = await pw.newContext();
    try {
      // The journey before the reload is the product's own path: its failure ends the page's measure.
      let target;
      if (journey) target = await walkToPayment(await context.newPage(), base, 'lighthouse');
      else {
        target = await context.newPage();
        await target.goto('about:blank');
      }
      try {
        const page = await puppeteerPage(pp, target.url());
        const flow = await startFlow(page, {
          config: flowConfig(method),
          flags: { disableStorageReset: journey },
        });
        await flow.navigate(journey ? target.url() : url, { disableStorageReset: journey });
        const { steps } = await flow.createFlowResult();
        results.push(figures(steps[0].lhr));
        if (flags.dump) {
          const file = join(
            flags.dump,
            `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${method}-${run + 1}.json`,
          );
          await mkdir(flags.dump, { recursive: true });
          await writeFile(file, JSON.stringify(steps[0].lhr));
        }
      } catch (error) {
        results.push(thrown(error));
      }
    } finally {
      await context.close().catch(() => undefined);
    }
    const last = results[results.length - 1];
    console.log(
      `  ${name} [${method}] run ${run + 1}: ${last.error ? `not finished (${last.error})` : `${last.score}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms, CLS ${last.cls.toFixed(3)}`}`,
    );
  }
  // A run Lighthouse could not finish (no LCP, score 0) is left out of the medians and counted.
  const valid = results.filter((r) => !r.error && Number.isFinite(r.lcp) && Number.isFinite(r.tbt));
  const median = (key) => {
    const sorted = valid.map((r) => r[key]).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
  };
  return {
    name,
    method,
    runs: results,
    valid: valid.length,
    median: Object.fromEntries(['score', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'].map((k) => [k, median(k)])),
  };
}

const loadBefore = loadavg();
const product = await startProduct(port, 'lighthouse');
/** The browser the runs share (Playwright walks the journey, Lighthouse drives it through puppeteer). */
const browsers = {
  current: null,
  async launch() {
    const pw = await launchBenchBrowser([`--remote-debugging-port=${debugPort}`]);
    const pp = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${debugPort}`,
      defaultViewport: null,
    });
    usedTargets.clear();
    this.current = { pw, pp };
    return this.current;
  },
  async live() {
    if (this.current?.pw.isConnected() && this.current.pp.connected) return this.current;
    if (this.current) {
      console.log('  (the browser was lost; the next run starts a new one)');
      await this.close();
    }
    return this.launch();
  },
  async close() {
    const was = this.current;
    this.current = null;
    await was?.pp.disconnect().catch(() => undefined);
    await was?.pw.close().catch(() => undefined);
  },
};
try {
  const pages = [
    ['/signup', `${base}/app/join/signup`],
    ['/step1', `${base}/app/join/step1`],
    ['/pro', `${base}/app/join/pro`],
    ['invite link', await stagedInvite(base)],
  ];
  const table = [];
  // Each page is printed as soon as it is measured, so a failure later keeps what was measured.
  const report = (entry) => {
    table.push(entry);
    console.log(`measured ${entry.name} [${entry.method}]: ${JSON.stringify(entry.median)}`);
  };
  // --pages step1,invite,payment measures only those (names: signup, step1, pro, invite, payment).
  const pagesFlag = flags.pages ?? process.env.PAGES;
  const only = pagesFlag ? pagesFlag.split(',') : null;
  const wanted = (name) => !only || only.some((o) => name.replace(/^\//, '').startsWith(o));
  for (const method of methods) {
    for (const [name, url] of pages)
      if (wanted(name)) report(await measure(browsers, name, url, false, method));
    if (wanted('payment')) {
      try {
        report(
          await measure(browsers, '/payment (journey, reloaded)', `${base}/app/join/payment`, true, method),
        );
      } catch (error) {
        console.error(
          `/payment could not be measured: the journey to it failed (${error instanceof Error ? error.message.split('\n')[0] : error})`,
        );
      }
    }
  }

  // The machine may be shared: the load says how far to trust the figures.
  const load = (l) => l.map((n) => n.toFixed(2)).join(' ');
  console.log(
    `\nLighthouse ${runs}x mobile per method (${methods.join(', ')}; median of each figure over the runs that finished), ${new Date().toISOString()}, SERVER_RENDER=${process.env.SERVER_RENDER ?? '(default: on)'}`,
  );
  console.log(`load average (1/5/15 min): ${load(loadBefore)} before, ${load(loadavg())} after`);
  const indexes = table
    .flatMap((entry) => entry.runs.map((r) => r.benchmarkIndex))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  // Lighthouse's benchmark index of this host (it warns below 1000: a host slower than its preset expects).
  if (indexes.length)
    console.log(
      `host benchmark index: median ${Math.round(indexes[Math.floor(indexes.length / 2)])} (${Math.round(indexes[0])}-${Math.round(indexes[indexes.length - 1])})`,
    );
  const warnings = [...new Set(table.flatMap((entry) => entry.runs.flatMap((r) => r.warnings)))];
  for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
  console.log('');
  const fixed = (n, digits, unit = '') => (Number.isFinite(n) ? `${n.toFixed(digits)}${unit}` : '-');
  for (const method of methods) {
    const rows = table.filter((entry) => entry.method === method);
    if (!rows.length) continue;
    console.log(`\nthrottlingMethod: '${method}'\n`);
    console.log('| page | score | FCP | LCP | TBT | CLS | bytes | finished |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { name, median: m, valid } of rows) {
      console.log(
        `| ${name} | ${fixed(m.score, 0)} | ${fixed(m.fcp / 1000, 2, ' s')} | ${fixed(m.lcp / 1000, 2, ' s')} | ${fixed(m.tbt, 0, ' ms')} | ${fixed(m.cls, 3)} | ${fixed(m.bytes / 1024, 0, ' KB')} | ${valid}/${runs} |`,
      );
    }
  }
  console.log('\nEach run (score / LCP ms / TBT ms / CLS):');
  for (const { name, method, runs: each } of table)
    console.log(
      `  ${name} [${method}]: ${each.map((r) => (r.error ? 'not finished' : `${r.score}/${Math.round(r.lcp)}/${Math.round(r.tbt)}/${r.cls.toFixed(3)}`)).join('  ')}`,
    );
  console.log('\nThe largest paint of each run (FCP ms / LCP ms: element):');
  for (const { name, method, runs: each } of table)
    console.log(
      `  ${name} [${method}]: ${each.map((r) => `${Math.round(r.fcp)}/${Math.round(r.lcp)}: ${r.lcpElement}${r.warnings.length ? ' (warned)' : ''}`).join('  |  ')}`,
    );
  // Lighthouse's own reason for each run it could not finish (runtimeError, or the run's warnings).
  const unfinished = table.flatMap(({ name, method, runs: each }) =>
    each.map((r, i) => ({ name, method, run: i + 1, ...r })).filter((r) => r.error),
  );
  console.log(unfinished.length ? '\nRuns Lighthouse could not finish:' : '\nEvery run finished.');
  for (const r of unfinished)
    console.log(
      `  ${r.name} [${r.method}] run ${r.run}: ${r.error}${r.warnings.length ? `; warnings: ${r.warnings.join(' / ')}` : ''}`,
    );
  // A run Lighthouse finished with a warning (e.g. the load outlasted its time limit) may be incomplete.
  const warned = table.flatMap(({ name, method, runs: each }) =>
    each.map((r, i) => ({ name, method, run: i + 1, ...r })).filter((r) => !r.error && r.warnings.length),
  );
  if (warned.length)
    console.log('\nRuns Lighthouse finished with a warning (their figures may be incomplete):');
  for (const r of warned) console.log(`  ${r.name} [${r.method}] run ${r.run}: ${r.warnings.join(' / ')}`);
} finally {
  await browsers.close();
  product.kill('SIGTERM');
}
