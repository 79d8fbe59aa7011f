// The stored CSP reports read back by the operator (`npm run payment-page-check` reads those since
// its last run): the operator's token is required, and a reader gets the reports after the last id
// it saw (or from a time), oldest first, without query strings.
import { startTestApp, type TestApp } from './test-app';

const TOKEN = 'operator-test-token-0123456789-abcdefghij';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPERATOR_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const auth = { authorization: `Bearer ${TOKEN}` };
const report = (document: string, directive: string, blocked: string) =>
  t.call({
    method: 'POST',
    url: '/api/csp-reports',
    rawBody: JSON.stringify({
      'csp-report': {
        'document-uri': document,
        'blocked-uri': blocked,
        'effective-directive': directive,
      },
    }),
    headers: { 'content-type': 'application/csp-report' },
  });
const read = (query = '', headers: Record<string, string> = auth) =>
  t.call({ url: `/api/operator/csp-reports${query}`, headers });

describe('reading the stored CSP reports', () => {
  it('refuses a caller without the operator token, or with another', async () => {
    expect((await read('', {})).status).toBe(401);
    expect((await read('', { authorization: 'Bearer not-the-token-but-as-long-as-it-0123' })).status).toBe(
      401,
    );
  });

  it('lists the reports after the last one a reader saw, oldest first, without query strings', async () => {
    const before = (await read()).body.reports as { id: number }[];
    const last = before.at(-1)?.id ?? 0;
    expect(
      (
        await report(
          'http://join.test/app/join/payment?token=secret',
          'script-src-elem',
          'https://evil.test/x.js?a=1',
        )
      ).status,
    ).toBe(204);
    expect(
      (await report('http://join.test/app/join/step1', 'img-src', 'https://img.test/p.png')).status,
    ).toBe(204);
    const answer = await read(`?after=${last}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.reports).toEqual([
      expect.objectContaining({
        document: 'http://join.test/app/join/payment',
        directive: 'script-src-elem',
        blocked: 'https://evil.test/x.js',
      }),
      expect.objectContaining({ document: 'http://join.test/app/join/step1', directive: 'img-src' }),
    ]);
    const [first, second] = answer.body.reports;
    expect(second.id).toBeGreaterThan(first.id);
    // After the newest: nothing new; from a time to come: nothing either.
    expect((await read(`?after=${second.id}`)).body.reports).toEqual([]);
    expect((await read(`?since=${new Date(Date.now() + 60_000).toISOString()}`)).body.reports).toEqual([]);
    expect((await read(`?after=${last}&limit=1`)).body.reports.map((r: { id: number }) => r.id)).toEqual([
      first.id,
    ]);
    expect((await read('?after=-1')).status).toBe(400);
  });
});
