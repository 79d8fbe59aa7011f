// docs/deploying.md: behind a load balancer without TRUST_PROXY every per-address limit counts the
// balancer; the API tells the operator once, on the first request that shows a proxy in front.
import { UNTRUSTED_PROXY_WARNING } from '../plugins/proxy-warning';
import { startTestApp, type TestApp } from './test-app';

async function withLog(
  env: Record<string, string>,
  work: (t: TestApp, warnings: () => number[]) => Promise<void>,
): Promise<number[]> {
  const lines: string[] = [];
  const warnings = () =>
    lines
      .filter((line) => line.includes(UNTRUSTED_PROXY_WARNING))
      .map((line) => JSON.parse(line).level as number);
  const t = await startTestApp(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  try {
    await work(t, warnings);
  } finally {
    await t.close();
  }
  return warnings();
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  // Pins: a copy behind a balancer with TRUST_PROXY unset said nothing while every limit became product-wide.
  it('logs one operator warning, on the first request that carries it', async () => {
    const warnings = await withLog({}, async (t, seen) => {
      expect((await t.call({ url: '/api/health/live' })).status).toBe(200);
      expect(seen()).toEqual([]);
      for (const ip of ['203.0.113.7', '203.0.113.8', '198.51.100.2']) {
        expect((await t.call({ url: '/api/health/live', headers: { 'x-forwarded-for': ip } })).status).toBe(
          200,
        );
      }
    });
    // pino's level 40 is warn.
    expect(warnings).toEqual([40]);
  });

  it('stays quiet when TRUST_PROXY names the proxy', async () => {
    const warnings = await withLog({ TRUST_PROXY: '1' }, async (t) => {
      expect(
        (await t.call({ url: '/api/health/live', headers: { 'x-forwarded-for': '203.0.113.7' } })).status,
      ).toBe(200);
    });
    expect(warnings).toEqual([]);
  });
});
