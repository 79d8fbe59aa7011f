// Data lifecycle (docs/privacy.md): the retention worker removes unpaid registrations, sent mail
// bodies, analytics events, web-vitals field data and CSP reports past their periods, and leaves paid families alone.
import {
  mailbox,
  pay,
  payBody,
  readyRegistration,
  tokenize,
  US_1001_TX_TOTAL,
  type ReadyRegistration,
} from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  t = await startTestApp({
    UNPAID_RETENTION_DAYS: '30',
    MAIL_BODY_RETENTION_DAYS: '40',
    ANALYTICS_RETENTION_DAYS: '60',
    CSP_REPORT_RETENTION_DAYS: '20',
  });
});
afterAll(() => t?.close());

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Everything the database holds about a registration, as text: names, emails and phones show up here. */
const stored = async (reg: ReadyRegistration) => {
  const rows = await t.app.db.query<{ row: unknown }>(
    'select to_jsonb(r) as row from registrations r where id = $1',
    [reg.signupId],
  );
  const keys = await t.app.db.query('select * from idempotency_keys where scope = $1', [
    `reg:${reg.signupId}`,
  ]);
  return { registration: rows[0] ? JSON.stringify(rows[0].row) : undefined, answers: keys.length };
};
const readBack = (reg: ReadyRegistration) =>
  t.call({ url: `/api/registrations/${reg.signupId}/coupons`, headers: { 'x-registration-key': reg.key } });

describe('retention worker', () => {
  let unpaid: ReadyRegistration;
  let declined: ReadyRegistration;
  let paid: ReadyRegistration;

  beforeAll(async () => {
    unpaid = await readyRegistration(t);
    paid = await readyRegistration(t);
    expect((await pay(t, paid, payBody(await tokenize(t), US_1001_TX_TOTAL), 'retention-paid')).status).toBe(
      200,
    );
    declined = await readyRegistration(t);
    // The sandbox declines this card number (processor declined), leaving a settled payment with the billing address.
    const refused = await pay(
      t,
      declined,
      payBody(await tokenize(t, '4000 1111 1111 1115'), US_1001_TX_TOTAL),
      'retention-declined',
    );
    expect(refused.status).not.toBe(200);
    await waitFor(async () =>
      (await mailbox(t)).some(
        (m) => m.to === paid.email && (m as unknown as { state: string }).state === 'sent',
      ),
    );
  });

  it('keeps an unpaid registration younger than UNPAID_RETENTION_DAYS', async () => {
    const outcome = await t.app.services.retention.purge(daysFromNow(29));
    expect(outcome.registrations).toBe(0);
    expect((await stored(unpaid)).registration).toContain('Cy');
    expect((await readBack(unpaid)).status).toBe(200);
  });

  it('removes a 31-day-old unpaid registration with its parent, co-parent and children, and leaves the paid one as it was', async () => {
    const paidBefore = await stored(paid);
    const familyBefore = await t.app.db.query('select * from users where email = $1', [paid.email]);
    expect(paidBefore.registration).toContain('"Cy"');
    expect((await stored(unpaid)).registration).toContain('"Bo"');

    const outcome = await t.app.services.retention.purge(daysFromNow(31));
    expect(outcome.registrations).toBe(2);

    for (const reg of [unpaid, declined]) {
      const left = await stored(reg);
      expect(left.registration).toBeUndefined();
      expect(left.answers).toBe(0);
      expect((await readBack(reg)).status).toBe(404);
    }
    // The declined payment stays for the books, without the billing address or the request it was sent with.
    const payments = await t.app.db.query<{ plan: Record<string, unknown>; state: string }>(
      'select plan, state from payments where scope = $1',
      [`reg:${declined.signupId}`],
    );
    expect(payments.length).toBeGreaterThan(0);
    for (const p of payments) {
      expect(p.state).toBe('declined');
      expect(Object.keys(p.plan).sort()).toEqual(['locale', 'pricing']);
      expect(JSON.stringify(p.plan)).not.toMatch(/Congress Ave|Ann|example\.com/);
    }
    // No name, email or phone of the removed registrations is left anywhere they lived.
    const everywhere = JSON.stringify(
      await t.app.db.query(
        "select to_jsonb(x) as row from registrations x where x.data::text like '%' || $1 || '%'",
        [unpaid.email],
      ),
    );
    expect(everywhere).toBe('[]');

    expect(await stored(paid)).toEqual(paidBefore);
    expect(await t.app.db.query('select * from users where email = $1', [paid.email])).toEqual(familyBefore);
    const children = await t.app.db.query<{ first_name: string }>(
      "select first_name from users where kind = 'child' and family_id = $1",
      [familyBefore[0].family_id],
    );
    expect(children.map((c) => c.first_name)).toEqual(['Cy']);
  });

  it('empties the bodies of mails sent before MAIL_BODY_RETENTION_DAYS and keeps younger ones whole', async () => {
    const receipt = async () => (await mailbox(t)).find((m) => m.to === paid.email && m.kind === 'receipt');
    expect((await receipt())?.text).toContain('Ann');
    await t.app.services.retention.purge(daysFromNow(39));
    expect((await receipt())?.text).toContain('Ann');
    const outcome = await t.app.services.retention.purge(daysFromNow(41));
    expect(outcome.mailBodies).toBeGreaterThan(0);
    const emptied = await receipt();
    expect(emptied).toMatchObject({ text: '', links: [] });
    const rows = await t.app.db.query(
      'select text_body, html_body, data from mail_outbox where to_address = $1',
      [paid.email],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ text_body: null, html_body: null, data: null });
  });

  it('ages out analytics events, web-vitals field data and CSP reports', async () => {
    const anonymousId = `retention-${Date.now()}`;
    const sent = await t.call({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        events: [
          {
            type: 'page',
            name: '/step1',
            anonymousId,
            account: 'Parent A',
            versionId: 9,
            path: '/step1',
            properties: {},
            at: new Date().toISOString(),
          },
        ],
      },
    });
    expect(sent.status).toBe(202);
    const vitals = await t.call({
      method: 'POST',
      url: '/api/analytics/vitals',
      payload: {
        route: '/step1',
        device: 'desktop',
        remotes: [],
        metrics: [{ name: 'LCP', value: 1200, id: `v5-retention-${Date.now()}` }],
      },
    });
    expect(vitals.status).toBe(202);
    const report = await t.call({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      rawBody: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://join.test/app/join/step1',
          'blocked-uri': 'https://evil.test/x.js',
          'effective-directive': 'script-src',
        },
      }),
    });
    expect(report.status).toBe(204);
    const count = async (table: string) =>
      Number((await t.app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n);
    expect(await count('analytics_events')).toBeGreaterThan(0);
    expect(await count('csp_reports')).toBeGreaterThan(0);
    expect(await count('web_vitals')).toBeGreaterThan(0);

    await t.app.services.retention.purge(daysFromNow(19));
    expect(await count('csp_reports')).toBeGreaterThan(0);
    await t.app.services.retention.purge(daysFromNow(21));
    expect(await count('csp_reports')).toBe(0);
    expect(await count('analytics_events')).toBeGreaterThan(0);
    expect(await count('web_vitals')).toBeGreaterThan(0);
    await t.app.services.retention.purge(daysFromNow(61));
    expect(await count('analytics_events')).toBe(0);
    expect(await count('web_vitals')).toBe(0);
  });

  it('runs in one copy at a time: a second worker finds the lease held', async () => {
    const { retentionWorker } = await import('../services/retention');
    const { retentionRepo } = await import('../repositories/retention-repo');
    const settings = { ...t.config.retention, intervalMs: 60_000 };
    const first = retentionWorker({ repo: retentionRepo(t.app.db), log: t.app.log, settings });
    const second = retentionWorker({ repo: retentionRepo(t.app.db), log: t.app.log, settings });
    await t.app.db.query("delete from worker_leases where name = 'retention'");
    expect(await first.tick()).toBeDefined();
    expect(await second.tick()).toBeUndefined();
    // The holder may run again within its own lease (its next tick), the other copy may not.
    expect(await first.tick()).toBeDefined();
    expect(await second.tick()).toBeUndefined();
  });
});
