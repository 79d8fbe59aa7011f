// CONTRACTS#trust 1: every API answer carries the security headers (pages get theirs from the page
// server, apps/page-server/src/test/serving.spec.ts); CSP reports are kept without query strings.
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
});

describe('security headers', () => {
  it('API answers carry the headers too, and no cache keeps them', async () => {
    for (const res of [
      await t.call({ url: '/api/config' }),
      await t.call({ method: 'POST', url: '/api/registrations', payload: {} }),
      await t.call({ url: '/api/nope' }),
    ]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const created = await t.call({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        parent: {
          firstName: 'Ann',
          lastName: 'Lee',
          email: `ann.${Date.now()}@example.com`,
          phoneCountryCode: '+1',
          phoneNumber: '5125550101',
          timeZone: 'America/Chicago',
        },
        sections: ['PARENT'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS when the visitor came over https (through the configured proxy)', async () => {
    const res = await t.call({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('stores CSP reports without query strings, and answers 204', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost/app/join/invite?inviteToken=SECRET123#t',
        'blocked-uri': 'https://evil.example/x.js?k=SECRET456',
        'effective-directive': 'script-src-elem',
        'line-number': 3,
      },
    };
    const res = await t.call({
      method: 'POST',
      url: '/api/csp-reports',
      rawBody: JSON.stringify(report),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(res.status).toBe(204);
    const rows = await t.app.db.query<Record<string, unknown>>(
      'select document_uri, blocked_uri, effective_directive, line_number from csp_reports',
    );
    expect(rows).toEqual([
      {
        document_uri: 'http://localhost/app/join/invite',
        blocked_uri: 'https://evil.example/x.js',
        effective_directive: 'script-src-elem',
        line_number: 3,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('SECRET');
  });
});
