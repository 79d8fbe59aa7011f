// The API answers /api/* only (pages and files are the page server's, apps/page-server); data
// survives a restart; production mode has no sandbox helpers; 5xx hide internals.
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BraintreeLike } from '../gateway/braintree-gateway';
import { parentA, productionEnv, startTestApp } from './test-app';

const root = mkdtempSync(join(tmpdir(), 'join-api-'));
const dataDir = join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A first start on a data folder runs initdb and writes about 40 MB; on a busy shared machine
// that has taken close to a minute, so these cases get more time than the others.
const SLOW = 240_000;

describe('serving and restart', () => {
  let signupId = '';
  let registrationKey = '';

  it(
    'answers no page and loads no front-end build, then keeps data',
    async () => {
      const t = await startTestApp({ DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        // The API's own port: pages, files and the remotes manifest are not here.
        for (const url of [
          '/app/join/step1',
          '/app/join/',
          '/app/join/remotes.json',
          '/app/join/remotes/checkout/remoteEntry.js',
          '/',
        ]) {
          expect((await t.call({ url })).status).toBe(404);
        }
        const created = await t.call({
          method: 'POST',
          url: '/api/registrations',
          payload: { parent: parentA(), sections: ['PARENT'] },
        });
        ({ signupId, registrationKey } = created.body);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );

  it(
    'finds the sign-up after a restart on the same data folder',
    async () => {
      // While the service is stopped an operator mints codes into the same folder.
      const minted = spawnSync(
        process.execPath,
        ['tools/codes.mjs', '--package', '1002', '--count', '2', '--data-dir', dataDir],
        { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
      );
      expect(minted.status).toBe(0);
      const codes = minted.stdout.trim().split('\n');
      expect(codes).toHaveLength(2);
      const t = await startTestApp({ DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        const priced = await t.call({
          method: 'POST',
          url: '/api/pricing',
          payload: { orderDetail: { packageId: 1002 }, paymentCodes: [codes[0]] },
        });
        expect(priced.body.paymentCodeDetails.map((d: { code: string }) => d.code)).toEqual([codes[0]]);
        const res = await t.call({
          method: 'PUT',
          url: `/api/registrations/${signupId}`,
          headers: { 'x-registration-key': registrationKey },
          payload: { parent: parentA(), sections: ['PARENT'] },
        });
        expect(res.status).toBe(200);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );
});

describe('production mode', () => {
  it('has no sandbox helpers, says Braintree is live, and hides internals in 5xx bodies', async () => {
    const sdk: BraintreeLike = {
      clientToken: { generate: async () => ({ success: true, clientToken: 'bt-client-token' }) },
      transaction: {
        sale: async () => {
          throw new Error('socket hang up at braintree-internal-host:443');
        },
        void: async () => ({ success: true }),
        refund: async () => ({ success: true }),
        search: () => Readable.from([]),
      },
      paymentMethodNonce: { find: async () => ({ threeDSecureInfo: null }) },
    };
    const lines: string[] = [];
    const t = await startTestApp(
      { ...productionEnv, LOG_LEVEL: 'info', SEGMENT_WRITE_KEY: 'seg-key', MAPS_API_KEY: 'maps-key' },
      { braintreeSdk: sdk, logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox'])
        expect((await t.call({ url })).status).toBe(404);
      for (const url of ['/api/dev/invites', '/api/dev/activation-codes', '/api/payments/sandbox/tokenize'])
        expect((await t.call({ method: 'POST', url, payload: {} })).status).toBe(404);
      expect((await t.call({ url: '/api/config' })).body).toMatchObject({
        sandbox: false,
        paymentProvider: 'braintree',
        analytics: { segmentWriteKey: 'seg-key' },
        mapsApiKey: 'maps-key',
      });
      expect((await t.call({ url: '/api/payments/client-token?country=US' })).body).toMatchObject({
        clientToken: 'bt-client-token',
        provider: 'braintree',
      });

      const { readyRegistration, pay, payBody, US_1001_TX_TOTAL } = await import('./checkout-helpers');
      const reg = await readyRegistration(t);
      const res = await pay(
        t,
        reg,
        payBody('nonce-from-hosted-fields', US_1001_TX_TOTAL),
        `prod-${reg.signupId}`,
      );
      // The gateway failed twice and its search shows no charge for the order id (CONTRACTS#money-under-faults): the
      // payment failed, nothing internal leaks, and the key is free so the visitor can try again.
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ status: 502, message: 'payment.gateway.failed' });
      expect(res.text).not.toContain('braintree-internal-host');
      expect(
        (await t.app.db.query('select * from idempotency_keys where key = $1', [`prod-${reg.signupId}`]))
          .length,
      ).toBe(0);

      // Logs carry the request id and never the registration key or the full email.
      const logs = lines.join('');
      expect(logs).toContain(String(res.headers['x-request-id']));
      expect(logs).toContain('braintree-internal-host');
      expect(logs).not.toContain(reg.key);
      expect(logs).not.toContain(reg.email);
    } finally {
      await t.close();
    }
  });
});
