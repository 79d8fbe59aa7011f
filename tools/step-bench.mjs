#!/usr/bin/env node
// Benchmark (CONTRACTS#first-screen-from-the-server 9), not part of npm test: the time from clicking Continue to the
// next screen being ready (its heading visible and its first field enabled), on the production
// build with the local API, remotes preloaded as the shell does. Prints p50 and p95 per step.
//   npm run build && node tools/step-bench.mjs        (STEP_BENCH_PORT, JOURNEYS)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBenchBrowser, root, startProduct } from './product-under-test.mjs';

const port = Number(process.env.STEP_BENCH_PORT || 4515);
const journeys = Number(process.env.JOURNEYS || 20);
const base = `http://localhost:${port}`;

/**
 * Milliseconds from the click to the next screen's heading, measured in the page itself: from the
 * click event's own time stamp (when the browser received the click, so a busy page's delay in
 * handling it counts) to the first frame that shows the next screen with nothing loading. The
 * test driver's work before the click (finding the button, scrolling it into view) does not count.
 */
async function timedContinue(page, button, heading) {
  await page.evaluate(
    ({ headingText }) => {
      const w = window;
      w.__stepReady = new Promise((resolve) => {
        let start = 0;
        const check = () => {
          const h1 = document.querySelector('#main h1');
          if (h1 && h1.textContent === headingText && !document.querySelector('#main .j-loading'))
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        document.addEventListener(
          'click',
          (event) => {
            start = event.timeStamp;
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    },
    { headingText: heading },
  );
  await page.getByRole('button', { name: button }).click();
  return page.evaluate(() => window.__stepReady);
}

const product = await startProduct(port, 'step-bench');
const browser = await launchBenchBrowser();
const samples = { 'step1 -> step2': [], 'step2 -> step3': [] };
try {
  // Journey 0 warms the freshly started API (its first registration compiles the code paths and
  // opens the tables) and is not counted: the figures are a running server's.
  for (let i = 0; i <= journeys; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/app/join/step1`);
    // The journey starts on the live page (React owns /step1's form), so the figures time the step
    // only, never the page's own start: the load event does not promise that the page is live (the
    // shell's script runs after the first contentful paint, paint-first.ts, so the load event comes
    // ~200 ms before it here). What a visitor does earlier is held, not lost (e2e/server-render.spec.ts).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#main form') ?? {}).some((key) => key.startsWith('__reactProps$')),
    );
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name', { exact: true }).fill('Lopez');
    await page.getByLabel('Email', { exact: true }).fill(`bench-${Date.now().toString(36)}-${i}@example.com`);
    await page.getByLabel('Phone number', { exact: true }).fill('5125550147');
    const first = await timedContinue(page, 'Continue', 'Invite your co-parent');
    if (i > 0) samples['step1 -> step2'].push(first);
    await page.getByLabel('First name', { exact: true }).fill('Ben');
    await page.getByLabel('Last name', { exact: true }).fill('Lopez');
    await page
      .getByLabel('Email', { exact: true })
      .fill(`bench-co-${Date.now().toString(36)}-${i}@example.com`);
    const second = await timedContinue(page, 'Continue', nextHeading());
    if (i > 0) samples['step2 -> step3'].push(second);
    await context.close();
  }
} finally {
  await browser.close();
  product.kill('SIGTERM');
}

// The screens' headings come from the texts the pages use, not restated here.
function nextHeading() {
  return JSON.parse(readFileSync(path.join(root, 'libs/i18n/src/resources/en/parent.json'), 'utf8')).step3
    .title;
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
console.log(
  `\nContinue -> next screen ready, ${journeys} journeys after one warm-up journey (local API, production build)\n`,
);
console.log('| step | p50 | p95 | max |');
console.log('|---|---|---|---|');
for (const [name, values] of Object.entries(samples))
  console.log(
    `| ${name} | ${Math.round(pct(values, 50))} ms | ${Math.round(pct(values, 95))} ms | ${Math.round(Math.max(...values))} ms |`,
  );
