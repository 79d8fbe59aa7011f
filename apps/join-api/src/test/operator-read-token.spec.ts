// The read-only operator token (OPERATOR_READ_TOKEN, docs/deploying.md "The payment page check"):
// the scheduled check reads the stored CSP reports and the releases with it, and it changes
// nothing: every change of the operator API is refused with 403, and the registry is as it was.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/config';
import { startTestApp, type TestApp } from './test-app';

const TOKEN = 'operator-test-token-0123456789-abcdefghij';
const READ_TOKEN = 'operator-read-token-0123456789-abcdefghij';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPERATOR_TOKEN: TOKEN, OPERATOR_READ_TOKEN: READ_TOKEN });
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const reader = bearer(READ_TOKEN);
const operator = bearer(TOKEN);
const version = `v${Date.now()}`;
const release = (v: string) => ({
  remote: 'checkout',
  version: v,
  label: `label ${v}`,
  browser: `/app/join/releases/checkout/${v}/mf-manifest.json`,
  integrity: { 'remoteEntry.js': 'sha384-def' },
  actor: 'reader',
});
const releases = async (headers: Record<string, string>) =>
  t.call({ url: '/api/operator/releases?remote=checkout', headers });

describe('the read-only operator token', () => {
  it('reads the stored CSP reports and the releases', async () => {
    const stored = await t.call({
      method: 'POST',
      url: '/api/csp-reports',
      rawBody: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://join.test/app/join/payment',
          'blocked-uri': 'https://evil.test/x.js',
          'effective-directive': 'script-src-elem',
        },
      }),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(stored.status).toBe(204);
    const reports = await t.call({ url: '/api/operator/csp-reports', headers: reader });
    expect(reports.status).toBe(200);
    expect(reports.body.reports).toContainEqual(
      expect.objectContaining({
        document: 'http://join.test/app/join/payment',
        blocked: 'https://evil.test/x.js',
      }),
    );
    expect((await releases(reader)).status).toBe(200);
  });

  it('is refused with 403 on every change, and nothing changes', async () => {
    // A version the operator published and made live: what the reader tries to change.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/operator/releases',
          headers: operator,
          payload: release(version),
        })
      ).status,
    ).toBe(201);
    const live = await t.call({
      method: 'POST',
      url: '/api/operator/releases/checkout/live',
      headers: operator,
      payload: { actor: 'ann', version },
    });
    expect(live.status).toBe(200);
    const before = (await releases(operator)).body;

    const published = await t.call({
      method: 'POST',
      url: '/api/operator/releases',
      headers: reader,
      payload: release(`${version}-reader`),
    });
    expect(published.status).toBe(403);
    expect(published.body.message).toBe('operator.token.read-only');
    for (const action of ['live', 'promote', 'abort', 'rollback', 'preview']) {
      const changed = await t.call({
        method: 'POST',
        url: `/api/operator/releases/checkout/${action}`,
        headers: reader,
        payload: { actor: 'reader', version },
      });
      expect({ action, status: changed.status }).toEqual({ action, status: 403 });
    }
    expect((await releases(operator)).body).toEqual(before);
  });

  it('refuses a wrong token with 401, and the operator token still changes releases', async () => {
    const wrong = bearer('operator-read-token-0123456789-abcdefghiJ');
    expect((await t.call({ url: '/api/operator/csp-reports', headers: wrong })).status).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/operator/releases/checkout/rollback',
          headers: wrong,
          payload: { actor: 'mallory' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/operator/releases',
          headers: operator,
          payload: release(`${version}-operator`),
        })
      ).status,
    ).toBe(201);
  });
});

/** `npm run payment-page-check -- --reports-only` against the test app, with the given environment. */
function reportsCheck(env: Record<string, string>): Promise<{ status: number; out: string }> {
  const work = mkdtempSync(join(tmpdir(), 'join-read-token-'));
  return new Promise((done) =>
    execFile(
      process.execPath,
      ['tools/payment-page-check.mjs', '--reports-only', '--reports-url', t.baseUrl],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: join(work, 'data'),
          PAYMENT_CHECK_STATE: join(work, 'state.json'),
          ...env,
        },
      },
      (error, stdout) => {
        rmSync(work, { recursive: true, force: true });
        done({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out: stdout });
      },
    ),
  );
}

describe('the scheduled payment page check', () => {
  it('reads the stored reports with the read-only token, and says so when it has no token', async () => {
    const withToken = await reportsCheck({ OPERATOR_READ_TOKEN: READ_TOKEN });
    expect(withToken.out).not.toContain('not read');
    expect(withToken.out).toContain('https://evil.test/x.js');
    // A script-src report of /payment is a difference.
    expect(withToken.status).toBe(1);
    const without = await reportsCheck({});
    expect(without.out).toContain('CSP reports not read: no operator token');
    expect(without.status).toBe(0);
  });
});

describe('OPERATOR_READ_TOKEN in the configuration', () => {
  const env = { SANDBOX: '1', DATA_DIR: 'memory://read-token', OPERATOR_TOKEN: TOKEN };
  it('is refused when short, or when it is the operator token itself', () => {
    expect(() => loadConfig({ ...env, OPERATOR_READ_TOKEN: 'short' })).toThrow(/OPERATOR_READ_TOKEN/);
    expect(() => loadConfig({ ...env, OPERATOR_READ_TOKEN: TOKEN })).toThrow(/differ from OPERATOR_TOKEN/);
    expect(loadConfig({ ...env, OPERATOR_READ_TOKEN: READ_TOKEN }).operatorReadToken).toBe(READ_TOKEN);
  });
});
