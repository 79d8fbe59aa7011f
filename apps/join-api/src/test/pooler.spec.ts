// The API through PgBouncer in transaction mode (TEST_PGBOUNCER_URL, as .ci/run starts it): it
// connects (no startup setting the pooler refuses), every statement keeps its time limit although
// the pooler hands out a different server connection per transaction, and nothing the API sets
// stays on a server connection another client gets next.
import pg from 'pg';
import { pay, payBody, readyRegistration, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';

const pooler = process.env.TEST_PGBOUNCER_URL && process.env.TEST_DATABASE_URL ? describe : describe.skip; // needs TEST_PGBOUNCER_URL and TEST_DATABASE_URL

pooler('through PgBouncer in transaction mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: '700' });
  });
  afterAll(() => t?.close());

  it('starts, registers and pays', async () => {
    expect(t.config.databasePooler).toBe('transaction');
    expect(new URL(t.config.databaseUrl as string).port).toBe(
      new URL(process.env.TEST_PGBOUNCER_URL as string).port,
    );
    const reg = await readyRegistration(t);
    const paid = await pay(t, reg, payBody(await tokenize(t), US_1001_TX_TOTAL), 'pooled-pay');
    expect(paid.status).toBe(200);
    expect(paid.body.receipt.transactionId).toBeTruthy();
  });

  it('cancels a statement past DB_STATEMENT_TIMEOUT_MS, alone and inside a transaction', async () => {
    await expect(t.app.db.query('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    await expect(t.app.db.transaction((tx) => tx.query('select pg_sleep(3)'))).rejects.toThrow(
      /statement timeout/,
    );
    await expect(t.app.db.query('select pg_sleep(0.1) as slept')).resolves.toEqual([{ slept: '' }]);
  });

  it('leaves no setting on the server connections other clients get', async () => {
    await Promise.all(Array.from({ length: 30 }, () => t.app.db.query('select 1')));
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      for (let i = 0; i < 10; i++) {
        const [row] = (await other.query('show statement_timeout')).rows;
        expect(row.statement_timeout).toBe('0');
      }
    } finally {
      await other.end();
    }
  });
});
