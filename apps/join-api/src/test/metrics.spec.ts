// Prometheus metrics on the private port: after a sign-up, a paid journey and a payment settled
// by reconciliation, the scrape shows the route, payment, outbox, gateway, rate-limit, database
// and web-vitals series with the values those journeys must have produced.
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server';
import { pay, payBody, readyRegistration, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { FAULT_ENV, FAULT_PAYMENTS, sleep } from './fault-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
let server: MetricsServer;
/** A relay that refuses the first mail it is given, then accepts every one. */
const relay: Mailer & { refused: number } = {
  transport: 'smtp',
  refused: 0,
  async send(_mail: OutgoingMail) {
    if (relay.refused === 0) {
      relay.refused++;
      throw new Error('421 relay busy');
    }
  },
};

beforeAll(async () => {
  // A gateway time limit well above a sandbox charge's time on a busy machine; the faulty charge hangs past it.
  const gateway = { GATEWAY_TIMEOUT_MS: '2000', SANDBOX_GATEWAY_HANG_MS: '4000' };
  t = await startTestApp(
    { ...FAULT_ENV, ...gateway, RATE_LIMIT_FACTOR: '1', DB_STATEMENT_TIMEOUT_MS: '1500' },
    { payments: FAULT_PAYMENTS, mailer: relay, outbox: { intervalMs: 50, backoffBaseSeconds: 0.1 } },
  );
  server = await startMetricsServer(t.app.metrics.registry, '127.0.0.1', 0);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of the one sample of `name` carrying every label given; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const found = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => wanted.every((pair) => line.slice(0, line.lastIndexOf(' ')).includes(pair)));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${wanted.join(',')}`);
  return found.length ? Number(found[0].slice(found[0].lastIndexOf(' ') + 1)) : undefined;
}

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(50);
  }
};

describe('GET /metrics on the private port', () => {
  beforeAll(async () => {
    // One paid sign-up.
    const paid = await readyRegistration(t);
    expect(
      (await pay(t, paid, payBody(await tokenize(t), US_1001_TX_TOTAL), `k-${paid.signupId}`)).status,
    ).toBe(200);
    // One whose charge timed out after the gateway took it: unknown, then settled by the sweeper.
    const lost = await readyRegistration(t);
    expect(
      (
        await pay(
          t,
          lost,
          payBody('fake-gateway-timeout-after-charge-nonce', US_1001_TX_TOTAL),
          `k-${lost.signupId}`,
        )
      ).status,
    ).toBe(202);
    await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
    await t.app.services.payments.sweep();
    // Both receipts go out; the relay refused the first attempt.
    await waitFor(async () => {
      const messages: { kind: string; state: string }[] = (await t.call({ url: '/api/dev/mailbox' })).body
        .messages;
      return messages.filter((m) => m.kind === 'receipt' && m.state === 'sent').length === 2;
    });
    // A mail that waits: queued 90 s ago, not due for an hour.
    await t.app.db.query(
      `insert into mail_outbox (id, to_address, kind, locale, data, state, next_attempt_at, created_at)
       values ('mail_waiting', 'x@example.com', 'invite-link', 'en', '{}', 'pending', now() + interval '1 hour', now() - interval '90 seconds')`,
    );
    // A phone's visit to /step1 reports its field data when the visitor leaves.
    const metrics = [
      { name: 'LCP', value: 2300, id: 'v6-metrics-lcp' },
      { name: 'TTFB', value: 310, id: 'v6-metrics-ttfb' },
      { name: 'CLS', value: 0.04, id: 'v6-metrics-cls' },
      { name: 'INP', value: 120, id: 'v6-metrics-inp' },
    ];
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/analytics/vitals',
          payload: { route: '/step1', device: 'mobile', metrics },
        })
      ).status,
    ).toBe(202);
    // The per-IP limit of CSP reports (30 a minute) refuses the 31st.
    const report = {
      'csp-report': {
        'document-uri': 'http://join.test/app/join/step1',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src',
      },
    };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await t.call({
            method: 'POST',
            url: '/api/csp-reports',
            headers: { 'content-type': 'application/csp-report' },
            rawBody: JSON.stringify(report),
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    // A statement past DB_STATEMENT_TIMEOUT_MS (PostgreSQL: the tests' embedded database runs without a limit).
    if (t.app.db.kind === 'postgres')
      await expect(t.app.db.query('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
  });

  it('times requests by route pattern and status', async () => {
    const text = await scrape();
    const pay200 = { method: 'POST', route: '/api/registrations/:signupId/pay', status_code: '200' };
    expect(sample(text, 'join_http_request_duration_seconds_count', pay200)).toBe(1);
    const seconds = sample(text, 'join_http_request_duration_seconds_sum', pay200) as number;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(30);
    expect(
      sample(text, 'join_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/registrations',
        status_code: '201',
      }),
    ).toBe(2);
    expect(
      sample(text, 'join_http_request_duration_seconds_count', {
        route: '/api/registrations/:signupId/pay',
        status_code: '202',
      }),
    ).toBe(1);
    // Every series carries the route pattern, never a registration id.
    expect(text).not.toMatch(/route="\/api\/registrations\/[a-z0-9-]{8,}/i);
  });

  it('counts payments by state, the oldest unsettled one and reconciliation outcomes', async () => {
    const text = await scrape();
    expect(sample(text, 'join_payments', { state: 'completed' })).toBe(2);
    expect(sample(text, 'join_payments', { state: 'unknown' })).toBe(0);
    expect(sample(text, 'join_payment_oldest_unsettled_age_seconds')).toBe(0);
    expect(
      sample(text, 'join_payment_reconciliations_total', { outcome: 'found_at_gateway', by: 'sweeper' }),
    ).toBe(1);
  });

  it('shows the outbox depth, its oldest pending mail and send failures', async () => {
    const text = await scrape();
    expect(sample(text, 'join_outbox_mails', { state: 'pending' })).toBe(1);
    expect(sample(text, 'join_outbox_mails', { state: 'failed' })).toBe(0);
    const age = sample(text, 'join_outbox_oldest_pending_age_seconds') as number;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
    // The relay refused one mail (whichever the worker sent first: a receipt or a co-parent invite).
    const failures = text.split('\n').filter((line) => line.startsWith('join_outbox_send_failures_total{'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/kind="(receipt|[a-z-]*invite[a-z-]*)"[^ ]* 1$/);
  });

  it('times gateway calls by operation and outcome, and counts their errors', async () => {
    const text = await scrape();
    expect(
      sample(text, 'join_gateway_request_duration_seconds_count', { operation: 'charge', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sample(text, 'join_gateway_request_duration_seconds_count', { operation: 'charge', outcome: 'error' }),
    ).toBe(1);
    expect(sample(text, 'join_gateway_errors_total', { operation: 'charge' })).toBe(1);
    expect(
      sample(text, 'join_gateway_request_duration_seconds_count', { operation: 'search', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    const slowest = sample(text, 'join_gateway_request_duration_seconds_sum', {
      operation: 'charge',
      outcome: 'error',
    }) as number;
    // The timed-out charge took GATEWAY_TIMEOUT_MS (2 s here).
    expect(slowest).toBeGreaterThanOrEqual(1.9);
    expect(slowest).toBeLessThan(4);
  });

  it('counts rate-limit refusals by bucket and statement time-outs', async () => {
    const text = await scrape();
    expect(sample(text, 'join_rate_limit_refusals_total', { bucket: 'csp-report' })).toBe(1);
    expect(sample(text, 'join_db_statement_timeouts_total')).toBe(t.app.db.kind === 'postgres' ? 1 : 0);
    if (t.app.db.kind === 'postgres')
      expect(sample(text, 'join_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
  });

  it("carries the field data of visitors' browsers per metric, route and device class", async () => {
    const text = await scrape();
    const phoneStep1 = { route: '/step1', device: 'mobile' };
    expect(sample(text, 'join_web_vitals_lcp_seconds_count', phoneStep1)).toBe(1);
    expect(sample(text, 'join_web_vitals_lcp_seconds_sum', phoneStep1)).toBeCloseTo(2.3, 6);
    expect(sample(text, 'join_web_vitals_lcp_seconds_bucket', { ...phoneStep1, le: '2.5' })).toBe(1);
    expect(sample(text, 'join_web_vitals_lcp_seconds_bucket', { ...phoneStep1, le: '2' })).toBe(0);
    expect(sample(text, 'join_web_vitals_ttfb_seconds_sum', phoneStep1)).toBeCloseTo(0.31, 6);
    expect(sample(text, 'join_web_vitals_inp_seconds_sum', phoneStep1)).toBeCloseTo(0.12, 6);
    expect(sample(text, 'join_web_vitals_cls_sum', phoneStep1)).toBeCloseTo(0.04, 6);
  });

  it('answers only /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });
});
