// The whole parent sign-up in a browser through `npm run cluster` (docs/deploying.md, "A many-copy
// deployment on one machine"): HAProxy in front of two join API copies and two page servers. Once
// the visitor's registration exists, one API copy and one page server are SIGKILLed; the visitor
// goes on (pages, remote scripts and API calls now reach the survivors through the balancer),
// reloads a page, pays and gets the receipt. Afterwards the money is counted: one charge, one
// order, nothing stuck or doubled.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test';
import { EN, fillCoParent, fillStepOne } from '../support/parent-flow';
import { createCredentialsAndWaitForReceipt, payByCard } from '../support/analytics-journey';

const root = resolve(__dirname, '../..');
const port = process.env.CLUSTER_PORT ?? '4390';
// Made in beforeAll: Playwright also loads this file to list its tests, in another process.
let dir = '';
const cluster = (...args: string[]) =>
  spawnSync(process.execPath, ['tools/cluster.mjs', ...args], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      CLUSTER_PORT: port,
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '50',
    },
    encoding: 'utf8',
  });
const killCopy = (name: string) =>
  process.kill(Number(readFileSync(join(dir, 'run', `${name}.pid`), 'utf8')), 'SIGKILL');

test.beforeAll(() => {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  dir = mkdtempSync(join(root, 'tmp', 'cluster-journey-'));
  const started = cluster();
  if (started.status !== 0)
    throw new Error(`npm run cluster did not start:\n${started.stdout}${started.stderr}`);
});
test.afterAll(() => {
  cluster('stop', '--wipe');
});

test('a parent signs up through HAProxy while an API copy and a page server die', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/app/join/signup');
  await page.getByRole('button', { name: 'For Parents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillStepOne(page, `cluster.${stamp}@example.com`);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/registrations',
  );
  await page.getByRole('button', { name: EN.continue }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();

  killCopy('api1');
  killCopy('pages1');
  // The page again from whichever page server is left, with the visitor's registration kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
  await fillCoParent(page, `cluster.co.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your package' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await payByCard(page);
  await createCredentialsAndWaitForReceipt(page);

  const totals = await (await request.get('/api/dev/payments')).json();
  expect({
    charges: totals.charges,
    voided: totals.voidedCharges,
    orders: totals.orders,
    subscriptions: totals.subscriptions,
  }).toEqual({ charges: 1, voided: 0, orders: 1, subscriptions: 1 });
  expect(Object.entries(totals.anomalies).filter(([, count]) => count !== 0)).toEqual([]);
  expect(Object.keys(totals.anomalies)).toContain('doubleCharges');
  expect((await request.get('/api/health/ready')).status()).toBe(200);
});
