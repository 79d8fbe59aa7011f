import type { Database, Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite-database';
import { sandboxGateway } from './sandbox-gateway';

// Pins a bug found by the graceful-stop test on a loaded machine: the sandbox spent a card's nonce
// and recorded the charge in two separate statements, so a process stopped between them left a
// spent nonce and no charge, and the visitor's retry after the restart was refused (402) although
// nothing had been charged. Braintree does both in one step on its side.
describe('sandbox gateway: a charge spends its nonce only together with the charge it records', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
  }, 120_000);
  afterAll(() => db.close());

  /** The same database, whose inserts of charges fail (the process stopping mid-charge). */
  function failingCharges(): Database {
    const guard = (q: Queryable): Queryable => ({
      query: (sql, params) =>
        /insert into sandbox_charges/i.test(sql)
          ? Promise.reject(new Error('stopped'))
          : q.query(sql, params),
    });
    return { ...db, query: guard(db).query, transaction: (fn) => db.transaction((tx) => fn(guard(tx))) };
  }

  const request = (nonce: string, orderId: string) => ({
    amountMinor: 14999,
    currency: 'USD',
    nonce,
    orderId,
    customer: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
    storeInVault: true,
  });

  it('a charge cut off before its record leaves the nonce usable, and the retry charges once', async () => {
    const tokenized = await sandboxGateway(db).tokenize({
      number: '4111111111111111',
      expirationDate: '12/30',
      cvv: '123',
    });
    if (!tokenized.ok) throw new Error('the test card did not tokenise');
    await expect(sandboxGateway(failingCharges()).charge(request(tokenized.nonce, 'pay-1'))).rejects.toThrow(
      'stopped',
    );
    expect(await sandboxGateway(db).findByOrderId('pay-1')).toEqual([]);
    const retry = await sandboxGateway(db).charge(request(tokenized.nonce, 'pay-1'));
    expect(retry.ok).toBe(true);
    expect(await sandboxGateway(db).findByOrderId('pay-1')).toHaveLength(1);
  });

  it('a recorded charge spends the nonce, as Braintree does', async () => {
    const tokenized = await sandboxGateway(db).tokenize({
      number: '4111111111111111',
      expirationDate: '12/30',
      cvv: '123',
    });
    if (!tokenized.ok) throw new Error('the test card did not tokenise');
    expect((await sandboxGateway(db).charge(request(tokenized.nonce, 'pay-2'))).ok).toBe(true);
    expect(await sandboxGateway(db).charge(request(tokenized.nonce, 'pay-3'))).toMatchObject({
      ok: false,
      reason: 'invalid_payment_method',
    });
  });
});
