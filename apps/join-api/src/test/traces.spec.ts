// Traces (docs/deploying.md Traces): the production bundle, run as a real process with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP JSON receiver here, sends one trace
// per sign-up that continues the caller's `traceparent` through the API, the database and the
// payment gateway; and no span attribute carries what the visitor typed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payBody, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { buildBundle, startChild, type Child } from './child-server';
import { waitUntil } from './fault-helpers';
import { parentA, usAddress } from './test-app';

jest.setTimeout(120_000);

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

const received: { body: string; spans: OtlpSpan[] }[] = [];
let receiver: Server;
let endpoint: string;
let bundle: ReturnType<typeof buildBundle>;
let child: Child | undefined;
const root = mkdtempSync(join(tmpdir(), 'join-traces-'));

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        const spans = (JSON.parse(body).resourceSpans ?? []).flatMap((r: { scopeSpans?: { spans?: OtlpSpan[] }[] }) => (r.scopeSpans ?? []).flatMap((s) => s.spans ?? []));
        received.push({ body, spans });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  bundle = buildBundle();
});

afterAll(async () => {
  if (child && child.proc.exitCode === null) child.proc.kill('SIGKILL');
  if (child) await child.exited;
  bundle?.remove();
  rmSync(root, { recursive: true, force: true });
  await new Promise((resolve) => receiver.close(resolve));
});

const spans = () => received.flatMap((r) => r.spans);
const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v ? Object.values(v)[0] : undefined;
};
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

test('one sign-up is one trace through the API, its statements and the gateway, with nothing personal', async () => {
  child = await startChild(bundle.dir, { DATA_DIR: join(root, 'data'), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' });
  const traceId = hex(16);
  const callerSpan = hex(8);
  // Each browser call is its own span of the sign-up's trace.
  const traceparent = () => `00-${traceId}-${callerSpan}-01`;
  const t = child.caller;
  const parent = parentA({ firstName: 'Zelda', lastName: 'Quixote', phoneNumber: '5125550177' });
  const created = await t.call({ method: 'POST', url: '/api/registrations?utm_source=mail', headers: { traceparent: traceparent() }, payload: { parent, sections: ['PARENT'] } });
  expect(created.status).toBe(201);
  const { signupId, registrationKey } = created.body;
  const family = { parent, sections: ['ADDRESS', 'FAMILY'], address: usAddress, coParent: null, children: [{ firstName: 'Yorick', lastName: 'Quixote', email: null }], lastCompletedStep: 3 };
  const updated = await t.call({ method: 'PUT', url: `/api/registrations/${signupId}`, headers: { traceparent: traceparent(), 'x-registration-key': registrationKey }, payload: family });
  expect(updated.status).toBe(200);
  const nonce = await tokenize(t);
  const paid = await t.call({
    method: 'POST',
    url: `/api/registrations/${signupId}/pay`,
    headers: { traceparent: traceparent(), 'x-registration-key': registrationKey, 'idempotency-key': hex(8) },
    payload: payBody(nonce, US_1001_TX_TOTAL),
  });
  expect(paid.status).toBe(200);

  const ofTrace = () => spans().filter((s) => s.traceId === traceId);
  const has = (pred: (s: OtlpSpan) => boolean) => ofTrace().some(pred);
  await waitUntil(async () => has((s) => s.name === 'POST /api/registrations/:signupId/pay') && has((s) => s.name === 'gateway charge'), 20_000, 'the sign-up spans');

  const server = ofTrace().filter((s) => s.kind === 2);
  expect(server.map((s) => s.name).sort()).toEqual(['POST /api/registrations', 'POST /api/registrations/:signupId/pay', 'PUT /api/registrations/:signupId']);
  // The API continues the caller's span, not a trace of its own.
  for (const s of server) expect(s.parentSpanId).toBe(callerSpan);
  const create = server.find((s) => s.name === 'POST /api/registrations') as OtlpSpan;
  expect(attr(create, 'http.route')).toBe('/api/registrations');
  expect(Number(attr(create, 'http.response.status_code'))).toBe(201);
  const spanIds = new Set(ofTrace().map((s) => s.spanId));
  const inserts = ofTrace().filter((s) => s.kind === 3 && attr(s, 'db.operation.name') === 'INSERT');
  expect(inserts.length).toBeGreaterThan(0);
  // Statements hang under their request, not beside it.
  for (const s of inserts) expect(spanIds.has(s.parentSpanId as string)).toBe(true);
  const charge = ofTrace().find((s) => s.name === 'gateway charge') as OtlpSpan;
  expect(attr(charge, 'payment.gateway.outcome')).toBe('ok');

  // Nothing the visitor typed, nor the query string, in any exported byte.
  const everything = received.map((r) => r.body).join('\n');
  for (const personal of [parent.email, 'Zelda', 'Quixote', 'Yorick', '5550177', '100 Congress', 'utm_source', registrationKey, nonce]) {
    expect(everything).not.toContain(personal);
  }
});
