import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from './support/test';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { deploymentWithCopyOf } from './support/deployment-copy';
import { startServer } from './support/server';

// docs/security.md "Integrity of the remotes' scripts": the browser loads a remote's entry and
// chunks with the SHA-384 its build recorded; a chunk whose bytes changed in the store afterwards
// does not run, and the visitor is told that part of the sign-up could not load.
const base = Number(process.env.E2E_PORT || 4310);
const appPort = base + 181;

test('a checkout chunk changed after its build is refused by the browser, and the page says so', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A deployment of its own: checkout is a copy this test may change, the other builds are the build's.
  const apps = deploymentWithCopyOf('checkout', `remote-integrity-${base}`);
  const checkout = path.join(apps, 'checkout');
  const manifest = JSON.parse(readFileSync(path.join(checkout, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const routesChunk = manifest.exposes
    .find((e) => e.path === './Routes')
    ?.assets.js.sync.find((file) => file.includes('expose_Routes'));
  expect(routesChunk, "checkout's routes chunk").toBeTruthy();

  const app = await startServer(appPort, { DIST_DIR: apps, SERVER_RENDER: '1', LOG_LEVEL: 'warn' });
  try {
    /** Opens /payment as a fresh visitor: what the page showed, and whether the changed code ran. */
    const visit = async (b: Browser, refusedLoad = false) => {
      const context = await b.newContext({ baseURL: app.url });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/integrity/i.test(message.text())) refused.push(message.text());
      });
      await seedCheckout(page);
      await page.goto(paymentUrl());
      const payment = page.getByRole('heading', { level: 1, name: 'Payment' });
      const recovery = page.getByRole('heading', { name: 'This part of the sign-up could not load' });
      await expect(payment.or(recovery)).toBeVisible();
      // Hydration (or the recovery view) decides: wait until the shell has settled on one.
      await expect
        .poll(() =>
          page.evaluate(() => Boolean((window as unknown as { __joinRender?: string }).__joinRender)),
        )
        .toBe(true);
      // A refused chunk is seen only after the server-rendered page is up: give the refusal time
      // to reach the recovery view before reading what the page shows.
      if (refusedLoad) await recovery.waitFor({ state: 'visible', timeout: 45_000 }).catch(() => undefined);
      const result = {
        recovery: await recovery.isVisible(),
        ran: await page.evaluate(
          () => (window as unknown as { __joinTamperedRan?: boolean }).__joinTamperedRan === true,
        ),
        failures: await page.evaluate(() =>
          (
            (window as unknown as { __joinRemoteFailures?: { remote: string }[] }).__joinRemoteFailures ?? []
          ).map((f) => f.remote),
        ),
        refused,
      };
      await context.close();
      return result;
    };

    // The copy as built: the payment screen works.
    const intact = await visit(browser);
    expect(intact).toMatchObject({ recovery: false, ran: false, failures: [] });

    // One chunk changed in the store (its precompressed twins removed, so the changed bytes are served).
    const file = path.join(checkout, routesChunk as string);
    writeFileSync(file, `window.__joinTamperedRan = true;\n${readFileSync(file, 'utf8')}`);
    for (const twin of ['.br', '.gz']) rmSync(`${file}${twin}`, { force: true });

    const tampered = await visit(browser, true);
    expect(tampered.ran, 'the changed chunk ran').toBe(false);
    expect(tampered.recovery, 'the recovery view').toBe(true);
    expect(tampered.failures).toContain('checkout');
    expect(tampered.refused.join('\n')).toContain(routesChunk as string);
  } finally {
    await app.stop();
  }
});

// The shell's own lazy chunks carry the SHA-384 its build wrote into its runtime
// (tools/webpack/script-integrity.cjs): a chunk changed on the server after the build does not run.
test('a shell chunk changed after the build is refused by the browser', async ({ browser }) => {
  test.setTimeout(120_000);
  const apps = deploymentWithCopyOf('shell', `shell-integrity-${base}`);
  const shell = path.join(apps, 'shell');
  const lazyChunks = readdirSync(shell).filter((file) => /\.js$/.test(file) && !file.startsWith('main.'));
  expect(lazyChunks.length, "the shell's lazy chunks").toBeGreaterThan(0);
  for (const chunk of lazyChunks) {
    const file = path.join(shell, chunk);
    writeFileSync(
      file,
      `(window.__joinTamperedRan = window.__joinTamperedRan || []).push(${JSON.stringify(chunk)});\n${readFileSync(file, 'utf8')}`,
    );
    for (const twin of ['.br', '.gz']) rmSync(`${file}${twin}`, { force: true });
  }

  const app = await startServer(base + 182, { DIST_DIR: apps, LOG_LEVEL: 'warn' });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/app/join/step1');
    // The shell's start is its first lazy chunk: the browser refuses it and names the file.
    await expect
      .poll(() => refused.find((text) => lazyChunks.some((chunk) => text.includes(chunk))))
      .toBeTruthy();
    expect(
      await page.evaluate(() => (window as unknown as { __joinTamperedRan?: string[] }).__joinTamperedRan),
      'the changed chunks that ran',
    ).toBeUndefined();
  } finally {
    await context.close();
    await app.stop();
  }
});
