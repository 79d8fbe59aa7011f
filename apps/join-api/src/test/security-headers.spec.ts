// CONTRACTS#trust 1: every page and API answer carries the security headers; the shell's scripts carry
// this response's CSP nonce and the shell's own files Subresource Integrity; CSP reports are kept
// without query strings.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

const root = mkdtempSync(join(tmpdir(), 'join-security-'));
const shellJs = 'console.log("shell");';
let t: TestApp;

beforeAll(async () => {
  const shell = join(root, 'shell');
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><script defer src="/app/join/main.1234abcd.js"></script></head><body><script>window.x=1</script><script defer src=/app/join/other.5678abcd.js></script></body></html>',
  );
  writeFileSync(join(shell, 'main.1234abcd.js'), shellJs);
  writeFileSync(join(shell, 'other.5678abcd.js'), 'other();');
  t = await startTestApp({ DIST_DIR: root, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('pages get a strict CSP whose nonce is on every script tag, and SRI on the shell script', async () => {
    const first = await t.call({ url: '/app/join/payment' });
    const second = await t.call({ url: '/app/join/payment' });
    expect(first.status).toBe(200);
    const csp = directives(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'].join(' '))?.[1];
    expect(nonce).toBeTruthy();
    expect(csp['script-src']).toContain("'strict-dynamic'");
    expect(csp['script-src'].join(' ')).not.toContain('unsafe-inline');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['report-uri']).toEqual(['/api/csp-reports']);
    // Every script tag, inline or not, carries exactly this response's nonce; a new response, a new nonce.
    const tags = first.text.match(/<script\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    const sri = `sha384-${createHash('sha384').update(shellJs).digest('base64')}`;
    expect(first.text).toContain(`src="/app/join/main.1234abcd.js" integrity="${sri}" crossorigin="anonymous"`);
    // Minified HTML leaves the src unquoted: it gets its integrity too.
    expect(first.text).toContain(`src="/app/join/other.5678abcd.js" integrity="sha384-${createHash('sha384').update('other();').digest('base64')}"`);
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http (localhost): no HSTS.
    expect(first.headers['strict-transport-security']).toBeUndefined();
    // index.html is never served without its nonce.
    expect((await t.call({ url: '/app/join/index.html' })).status).toBe(404);
  });

  it('API answers carry the headers too, and no cache keeps them', async () => {
    for (const res of [await t.call({ url: '/api/config' }), await t.call({ method: 'POST', url: '/api/registrations', payload: {} }), await t.call({ url: '/api/nope' })]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const created = await t.call({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        parent: { firstName: 'Ann', lastName: 'Lee', email: `ann.${Date.now()}@example.com`, phoneCountryCode: '+1', phoneNumber: '5125550101', timeZone: 'America/Chicago' },
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
    const res = await t.call({ method: 'POST', url: '/api/csp-reports', rawBody: JSON.stringify(report), headers: { 'content-type': 'application/csp-report' } });
    expect(res.status).toBe(204);
    const rows = await t.app.db.query<Record<string, unknown>>('select document_uri, blocked_uri, effective_directive, line_number from csp_reports');
    expect(rows).toEqual([{ document_uri: 'http://localhost/app/join/invite', blocked_uri: 'https://evil.example/x.js', effective_directive: 'script-src-elem', line_number: 3 }]);
    expect(JSON.stringify(rows)).not.toContain('SECRET');
  });
});
