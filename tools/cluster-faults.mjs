#!/usr/bin/env node
// `npm run cluster:faults` (not part of npm test: it starts PostgreSQL, PgBouncer, HAProxy and four
// Node processes). Proves the many-copy deployment of `npm run cluster` (docs/deploying.md) keeps
// money right when copies die: visitors sign up through HAProxy only (each step's page from a
// page server, then the API calls of the step), and once CLUSTER_KILL_AFTER Pay calls were
// answered one API copy and one page server are SIGKILLed while payments are in flight. A call the
// balancer answers 502/503, or that is cut, is retried once, as a browser's retry would be (Pay
// with the same idempotency key). Afterwards it counts charges, orders, subscriptions and mails
// through the survivor and exits 1 on any anomaly, a visitor who did not get a receipt, or a page
// that did not load.
//   CLUSTER_VISITORS (default 60)  CLUSTER_KILL_AFTER (default 15)  CLUSTER_PORT (default a free port)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const VISITORS = Number(process.env.CLUSTER_VISITORS ?? 60);
const KILL_AFTER = Number(process.env.CLUSTER_KILL_AFTER ?? 15);
const PAGES = ['/app/join/signup', '/app/join/step1', '/app/join/step2', '/app/join/payment'];

mkdirSync('tmp', { recursive: true });
const dir = mkdtempSync(resolve('tmp', 'cluster-faults-'));
const port = process.env.CLUSTER_PORT || String(await freePort());
const base = `http://127.0.0.1:${port}`;
const clusterEnv = {
  ...process.env,
  CLUSTER_DIR: dir,
  CLUSTER_PORT: port,
  SANDBOX: '1',
  LOG_LEVEL: 'warn',
  // Gateway latency so the kill lands while payments are in flight; short limits so a retried
  // Pay outwaits the dead copy's lease within one request (as apps/join-api/bench/faults.mjs).
  SANDBOX_GATEWAY_DELAY_MS: '300',
  GATEWAY_TIMEOUT_MS: '4000',
  PAYMENT_SWEEP_INTERVAL_MS: '2000',
  SHUTDOWN_TIMEOUT_MS: '5000',
  // Every visitor comes from this one address; the limits have their own tests.
  RATE_LIMIT_FACTOR: '100',
};
const cluster = (...args) =>
  spawnSync(process.execPath, ['tools/cluster.mjs', ...args], { env: clusterEnv, stdio: 'inherit' });

const stats = { paysAnswered: 0, retried: 0, pageLoads: 0, pageFailures: [], apiRetriesByStatus: {} };
let killedAt;

function kill() {
  if (killedAt) return;
  killedAt = { paysAnswered: stats.paysAnswered, at: Date.now() };
  for (const name of ['api1', 'pages1']) {
    const pid = Number(readFileSync(join(dir, 'run', `${name}.pid`), 'utf8'));
    process.kill(pid, 'SIGKILL');
  }
}

const retryable = (status) => status === 502 || status === 503 || status === 504;

/** One HTTP call through HAProxy; cut or refused by the balancer, it is sent once more. */
async function call(method, path, body, headers = {}) {
  const once = async () => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    return { status: res.status, text };
  };
  let answer;
  try {
    answer = await once();
    if (!retryable(answer.status)) return answer;
  } catch (error) {
    answer = { status: `cut (${error.cause?.code ?? error.name})` };
  }
  stats.retried++;
  const seen = `${method} ${path.replace(/\/su_[0-9a-z]+/g, '/:id')} ${answer.status}${answer.text ? ` ${answer.text.slice(0, 60)}` : ''}`;
  stats.apiRetriesByStatus[seen] = (stats.apiRetriesByStatus[seen] ?? 0) + 1;
  return once();
}

const json = (answer) => (answer.text ? JSON.parse(answer.text) : undefined);

async function page(path) {
  const answer = await call('GET', path, undefined, { accept: 'text/html' }).catch((error) => ({
    status: String(error),
  }));
  stats.pageLoads++;
  if (answer.status !== 200 || !String(answer.text).includes('<html'))
    stats.pageFailures.push(`${path} ${answer.status} ${String(answer.text).slice(0, 80)}`);
}

async function visitor(i) {
  const tag = `${Date.now().toString(36)}${i}`;
  const parent = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: `cluster.${tag}@example.com`,
    phoneCountryCode: '+1',
    phoneNumber: '5125550101',
    timeZone: 'America/Chicago',
  };
  const address = {
    line1: '100 Congress Ave',
    line2: null,
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
    type: 'PRIMARY',
  };
  await page(PAGES[0]);
  const created = await call('POST', '/api/registrations', { parent, sections: ['PARENT'] });
  if (created.status !== 201) return { outcome: `create ${created.status}` };
  const { signupId, registrationKey } = json(created);
  const auth = { 'x-registration-key': registrationKey };
  await page(PAGES[1]);
  const coParent = {
    firstName: 'Bo',
    lastName: 'Lee',
    email: `cluster.co.${tag}@example.com`,
    phoneCountryCode: '+1',
    phoneNumber: '5125550199',
  };
  const updated = await call(
    'PUT',
    `/api/registrations/${signupId}`,
    { parent, sections: ['ADDRESS', 'FAMILY'], address, coParent, children: [], lastCompletedStep: 3 },
    auth,
  );
  if (updated.status !== 200) return { signupId, outcome: `update ${updated.status}` };
  await page(PAGES[2]);
  await page(PAGES[3]);
  const tok = await call('POST', '/api/payments/sandbox/tokenize', {
    number: '4111111111111111',
    expirationDate: '12/34',
    cvv: '123',
  });
  if (tok.status !== 200) return { signupId, outcome: `tokenize ${tok.status}` };
  const pay = {
    marketingOptIn: true,
    order: { packageId: 1001, productId: 10010, services: [] },
    payment: {
      amountDisplayed: 159.36,
      nonce: json(tok).nonce,
      paymentType: 'CREDIT_CARD',
      storePaymentOnFile: true,
    },
    promoCodes: [],
  };
  const paid = await call('POST', `/api/registrations/${signupId}/pay`, pay, {
    ...auth,
    'idempotency-key': `cluster-${signupId}`,
  });
  stats.paysAnswered++;
  if (stats.paysAnswered >= KILL_AFTER) kill();
  return { signupId, outcome: paid.status };
}

async function settled() {
  const end = Date.now() + 90_000;
  for (;;) {
    const totals = json(await call('GET', '/api/dev/payments'));
    const pending = (totals.mailsByState.pending ?? 0) + (totals.mailsByState.sending ?? 0);
    if ((totals.anomalies.stuck === 0 && pending === 0) || Date.now() > end) return totals;
    await new Promise((done) => setTimeout(done, 1000));
  }
}

let exitCode = 1;
try {
  const started = cluster();
  if (started.status !== 0) throw new Error('npm run cluster did not start');
  const t0 = Date.now();
  const results = await Promise.all(
    Array.from({ length: VISITORS }, (_, i) =>
      visitor(i).catch((error) => ({ outcome: `error ${error.message}` })),
    ),
  );
  kill();
  const totals = await settled();
  let paidNotTold = 0;
  for (const r of results) {
    if (!r.signupId || r.outcome === 200) continue;
    const own = json(await call('GET', `/api/dev/payments?scope=reg:${r.signupId}`));
    if (own.orders > 0) paidNotTold++;
  }
  const ready = await call('GET', '/api/health/ready');
  const outcomes = {};
  for (const r of results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
  const report = {
    shape:
      'HAProxy → 2 join API copies (PgBouncer, transaction mode → PostgreSQL) + 2 page servers; api1 and pages1 SIGKILLed mid-run',
    visitors: VISITORS,
    killedAfterPaysAnswered: killedAt.paysAnswered,
    seconds: Math.round((Date.now() - t0) / 100) / 10,
    payOutcomes: outcomes,
    callsRetriedOnce: stats.retried,
    firstAnswersRetried: stats.apiRetriesByStatus,
    pageLoads: stats.pageLoads,
    pageFailures: stats.pageFailures,
    charges: totals.charges,
    voidedCharges: totals.voidedCharges,
    orders: totals.orders,
    subscriptions: totals.subscriptions,
    payments: totals.paymentsByState,
    mails: totals.mailsByState,
    anomalies: { ...totals.anomalies, paidButNotTold: paidNotTold },
    readyThroughBalancerAfterKill: ready.status,
  };
  console.log(JSON.stringify(report, null, 2));
  const anomalies = Object.values(report.anomalies).reduce((a, b) => a + b, 0);
  const ok =
    anomalies === 0 &&
    outcomes[200] === VISITORS &&
    totals.orders === VISITORS &&
    totals.charges - totals.voidedCharges === VISITORS &&
    !stats.pageFailures.length &&
    ready.status === 200;
  console.log(
    ok ? 'cluster survived: every visitor paid once and every page loaded' : 'FAILED: see the figures above',
  );
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  cluster('stop', '--wipe');
}
process.exit(exitCode);
